import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { loadAnalyticsWhenIdle, track } from '@/web/lib/analytics/track';

/**
 * A page view on every route change (path or query), from the moment this mounts (it loads
 * beside the first page, in its own Suspense boundary, so no other chunk delays it). The
 * first names the site's own referrer; later ones the page the person came from in the app.
 */
export function AnalyticsPageViews() {
  const { pathname, search } = useLocation();
  const previous = useRef<string | null>(null);
  useEffect(() => {
    const url = pathname + search;
    // StrictMode runs effects twice: one view per change.
    if (previous.current === url) return;
    const referrer =
      previous.current === null ? document.referrer : window.location.origin + previous.current;
    previous.current = url;
    track('page_view', {}, { referrer });
  }, [pathname, search]);
  // After the first view is recorded: the queue that sends it loads once the browser idles.
  useEffect(() => loadAnalyticsWhenIdle(), []);
  return null;
}
