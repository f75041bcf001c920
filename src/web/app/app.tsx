import { BrowserRouter } from 'react-router';
import { RootLayout } from './layout/root-layout';
import { RouteFocus } from './layout/route-focus';
import { RouteErrorBoundary } from './route-error-boundary';
import { AppRoutes, routes } from './router';

export function App() {
  // Navigations render at once, not in a transition: the address and the page change
  // together (a page still loading shows the loading screen), as with the data router, where
  // the address changed once the page had loaded. The outer boundary catches a crash of the
  // layout itself; the inner one keeps the header and footer around a crashed page. The
  // query client is given by the pages that fetch (router.tsx), not here.
  return (
    <BrowserRouter useTransitions={false}>
      <RouteErrorBoundary>
        <RootLayout>
          <RouteErrorBoundary>
            <AppRoutes />
          </RouteErrorBoundary>
        </RootLayout>
        <RouteFocus routes={routes} />
      </RouteErrorBoundary>
    </BrowserRouter>
  );
}
