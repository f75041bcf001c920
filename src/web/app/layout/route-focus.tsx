import { useEffect, useLayoutEffect, useRef } from 'react';
import { matchRoutes, useLocation, type RouteObject } from 'react-router';
import { documentTitle } from '@/web/lib/use-document-title';
import { isRouteHandle } from '../route-handle';
import { focusPageHeading } from './focus-page-heading';

/**
 * Names the tab after the route of `routes` that the address matches (its `handle.title`) and, after a navigation to another
 * path, puts focus on the new page's heading. The title is set in a layout effect, which
 * runs before any page's own effects, so a page with a more precise name (the video being
 * watched) overrides it with `useDocumentTitle`.
 */
export function RouteFocus({ routes }: { routes: RouteObject[] }) {
  const { pathname } = useLocation();
  const matches = matchRoutes(routes, pathname) ?? [];
  const handle = matches.map((m) => m.route.handle).findLast(isRouteHandle);
  const title = documentTitle(handle?.title);

  useLayoutEffect(() => {
    document.title = title;
  }, [title, pathname]);

  const firstPath = useRef(pathname);
  useEffect(() => {
    if (pathname === firstPath.current) return; // the first load keeps the browser's focus
    firstPath.current = '';
    const main = document.getElementById('main');
    return main ? focusPageHeading(main) : undefined;
  }, [pathname]);

  return null;
}
