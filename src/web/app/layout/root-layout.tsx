import { lazy, Suspense, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { AuthProvider } from '@/web/features/auth/auth-provider';
import { LogConsoleProvider } from '@/web/features/log-console/log-console';
import { DeferredToaster } from '@/web/lib/deferred-toaster';
import { paths } from '@/web/lib/paths';
import { isPiBrowser } from '@/web/lib/pi-browser';
import { LoadingScreen } from '../loading-screen';
import { SiteHeader } from './site-header';

// Below the first screen, on the games or admin pages only, acting after the page renders,
// waiting for a key sequence, or a tool floating over the page (the Logs toggle): none of
// these is part of the first paint, so they load beside the page (decision 024).
const SiteFooter = lazy(() => import('./site-footer').then((m) => ({ default: m.SiteFooter })));
const GamesSidebar = lazy(() =>
  import('./games-sidebar').then((m) => ({ default: m.GamesSidebar })),
);
// Only the Pi Browser shows it, so only the Pi Browser loads it.
const PiBrowserBanner = lazy(() =>
  import('./pi-browser-banner').then((m) => ({ default: m.PiBrowserBanner })),
);
const AdminNav = lazy(() => import('./admin-nav').then((m) => ({ default: m.AdminNav })));
const ScrollRestoration = lazy(() =>
  import('./scroll-restoration').then((m) => ({ default: m.ScrollRestoration })),
);
const AnalyticsPageViews = lazy(() =>
  import('../analytics-page-views').then((m) => ({ default: m.AnalyticsPageViews })),
);
const LogsToggle = lazy(() =>
  import('@/web/features/log-console/logs-toggle').then((m) => ({ default: m.LogsToggle })),
);
const EasterEgg = lazy(() =>
  import('@/web/features/easter-egg/easter-egg').then((m) => ({ default: m.EasterEgg })),
);

/** The frame around every page; `children` is the page the address names. */
export function RootLayout({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  const inGames = pathname === paths.games || pathname.startsWith('/games/');
  return (
    <AuthProvider>
      <LogConsoleProvider>
        <div className="flex min-h-dvh flex-col bg-glow">
          <a
            href="#main"
            className="sr-only z-50 rounded-lg bg-white px-3 py-2 text-ink-900 focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
          >
            Skip to content
          </a>
          {isPiBrowser() && (
            <Suspense fallback={null}>
              <PiBrowserBanner />
            </Suspense>
          )}
          {inGames ? (
            <Suspense fallback={null}>
              <GamesSidebar />
            </Suspense>
          ) : (
            <SiteHeader />
          )}
          <main id="main" className={inGames ? 'flex-1 sm:pl-18' : 'flex-1'}>
            <Suspense fallback={<LoadingScreen />}>
              {pathname.startsWith('/admin/') && <AdminNav />}
              {children}
              <ScrollRestoration />
              {/* In the page's boundary: listening by the time the first page shows. */}
              <EasterEgg />
            </Suspense>
          </main>
          <div className={inGames ? 'sm:pl-18' : undefined}>
            <Suspense fallback={null}>
              <SiteFooter />
            </Suspense>
          </div>
        </div>
        {!inGames && (
          <Suspense fallback={null}>
            <LogsToggle placement="floating" />
          </Suspense>
        )}
      </LogConsoleProvider>
      <DeferredToaster />
      {/* Outside the page's boundary, which holds back effects while a page loads: a page
          view is counted when the address changes. */}
      <Suspense fallback={null}>
        <AnalyticsPageViews />
      </Suspense>
    </AuthProvider>
  );
}
