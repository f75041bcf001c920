import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { RootLayout } from './layout/root-layout';
import { LoadingScreen } from './loading-screen';
import { NotFoundPage } from './not-found-page';
import { RouteError } from './route-error';

/** Loads a page module only when its route is visited. */
const page =
  <M extends Record<string, unknown>>(load: () => Promise<M>, name: keyof M & string) =>
  async () => ({ Component: (await load())[name] as React.ComponentType });

/** The specification's complete route table. */
export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RouteError />,
    hydrateFallbackElement: <LoadingScreen />,
    children: [
      {
        errorElement: <RouteError />,
        children: [
          { path: '/', element: <Navigate to="/home" replace /> },
          {
            path: '/home',
            lazy: page(() => import('@/web/features/info-pages/home-page'), 'HomePage'),
          },
          {
            path: '/about',
            lazy: page(() => import('@/web/features/info-pages/about-page'), 'AboutPage'),
          },
          {
            path: '/features',
            lazy: page(() => import('@/web/features/info-pages/features-page'), 'FeaturesPage'),
          },
          {
            path: '/privacy',
            lazy: page(() => import('@/web/features/info-pages/privacy-page'), 'PrivacyPage'),
          },
          {
            path: '/terms',
            lazy: page(() => import('@/web/features/info-pages/terms-page'), 'TermsPage'),
          },
          {
            path: '/login',
            lazy: page(() => import('@/web/features/auth/pages/login-page'), 'LoginPage'),
          },
          {
            path: '/signup',
            lazy: page(() => import('@/web/features/auth/pages/signup-page'), 'SignupPage'),
          },
          {
            path: '/forgot-password',
            lazy: page(
              () => import('@/web/features/auth/pages/forgot-password-page'),
              'ForgotPasswordPage',
            ),
          },
          {
            path: '/reset-password',
            lazy: page(
              () => import('@/web/features/auth/pages/reset-password-page'),
              'ResetPasswordPage',
            ),
          },
          {
            path: '/logout',
            lazy: page(() => import('@/web/features/auth/pages/logout-page'), 'LogoutPage'),
          },
          {
            path: '/account',
            lazy: page(() => import('@/web/features/account/account-page'), 'AccountPage'),
          },
          {
            path: '/wallet',
            lazy: page(() => import('@/web/features/wallet/wallet-page'), 'WalletPage'),
          },
          {
            path: '/wallet/send',
            lazy: page(() => import('@/web/features/wallet/wallet-send-page'), 'WalletSendPage'),
          },
          {
            path: '/wallet/receive',
            lazy: page(
              () => import('@/web/features/wallet/wallet-receive-page'),
              'WalletReceivePage',
            ),
          },
          {
            path: '/wallet/exchange',
            lazy: page(
              () => import('@/web/features/wallet/wallet-exchange-page'),
              'WalletExchangePage',
            ),
          },
          {
            path: '/content',
            lazy: page(() => import('@/web/features/content/content-page'), 'ContentPage'),
          },
          {
            path: '/watch/:id',
            lazy: page(() => import('@/web/features/content/watch-page'), 'WatchPage'),
          },
          { path: '/earn', lazy: page(() => import('@/web/features/earn/earn-page'), 'EarnPage') },
          {
            path: '/earn/games',
            lazy: page(() => import('@/web/features/earn/earn-games-page'), 'EarnGamesPage'),
          },
          {
            path: '/earn/content',
            lazy: page(() => import('@/web/features/earn/earn-content-page'), 'EarnContentPage'),
          },
          {
            path: '/earn/exchange',
            lazy: page(() => import('@/web/features/pi/earn-exchange-page'), 'EarnExchangePage'),
          },
          {
            path: '/games',
            lazy: page(() => import('@/web/features/games/games-page'), 'GamesPage'),
          },
          {
            path: '/games/car-racer',
            lazy: page(() => import('@/web/features/games/car-racer-page'), 'CarRacerPage'),
          },
          {
            path: '/games/:id',
            lazy: page(() => import('@/web/features/games/game-page'), 'GamePage'),
          },
          {
            path: '/admin/transactions',
            lazy: page(
              () => import('@/web/features/admin/admin-transactions-page'),
              'AdminTransactionsPage',
            ),
          },
          {
            path: '/admin/security',
            lazy: page(
              () => import('@/web/features/admin/admin-security-page'),
              'AdminSecurityPage',
            ),
          },
          {
            path: '/admin/content',
            lazy: page(() => import('@/web/features/admin/admin-content-page'), 'AdminContentPage'),
          },
          { path: '/beta', lazy: page(() => import('@/web/features/beta/beta-page'), 'BetaPage') },
          {
            path: '/test-payment',
            lazy: page(() => import('@/web/features/pi/test-payment-page'), 'TestPaymentPage'),
          },
          { path: '*', element: <NotFoundPage /> },
        ],
      },
    ],
  },
];

export function createRouter() {
  return createBrowserRouter(routes);
}
