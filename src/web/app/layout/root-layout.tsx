import { Suspense } from 'react';
import { Outlet, ScrollRestoration, useLocation } from 'react-router';
import { AuthProvider } from '@/web/features/auth/auth-provider';
import { EasterEgg } from '@/web/features/easter-egg/easter-egg';
import { LogConsoleProvider } from '@/web/features/log-console/log-console';
import { LogsToggle } from '@/web/features/log-console/logs-toggle';
import { DeferredToaster } from '@/web/lib/deferred-toaster';
import { paths } from '@/web/lib/paths';
import { AnalyticsPageViews } from '../analytics-page-views';
import { LoadingScreen } from '../loading-screen';
import { AdminNav } from './admin-nav';
import { GamesSidebar } from './games-sidebar';
import { PiBrowserBanner } from './pi-browser-banner';
import { RouteFocus } from './route-focus';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';

export function RootLayout() {
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
          <PiBrowserBanner />
          {inGames ? <GamesSidebar /> : <SiteHeader />}
          <main id="main" className={inGames ? 'flex-1 pl-18' : 'flex-1'}>
            {pathname.startsWith('/admin/') && <AdminNav />}
            <Suspense fallback={<LoadingScreen />}>
              <Outlet />
            </Suspense>
          </main>
          <div className={inGames ? 'pl-18' : undefined}>
            <SiteFooter />
          </div>
        </div>
        {!inGames && <LogsToggle placement="floating" />}
      </LogConsoleProvider>
      <DeferredToaster />
      <EasterEgg />
      <RouteFocus />
      <AnalyticsPageViews />
      <ScrollRestoration />
    </AuthProvider>
  );
}
