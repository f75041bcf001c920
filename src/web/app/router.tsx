import { Navigate, useRoutes, type RouteObject } from 'react-router';
import { page, staticPage } from './lazy-page';
import type { RouteHandle } from './route-handle';

/**
 * Each page names itself in the tab title (product rules: Accessibility); see RouteFocus for
 * how it is applied.
 */
const titled = (title: string): RouteHandle => ({ title });

/** The complete route table (product rules R11, `src/domain/routes/app-routes.ts`). */
export const routes: RouteObject[] = [
  { path: '/', element: <Navigate to="/home" replace /> },
  {
    path: '/home',
    handle: titled('Home'),
    element: staticPage(() => import('@/web/features/info-pages/home-page'), 'HomePage'),
  },
  {
    path: '/about',
    handle: titled('About'),
    element: staticPage(() => import('@/web/features/info-pages/about-page'), 'AboutPage'),
  },
  {
    path: '/features',
    handle: titled('Features'),
    element: staticPage(() => import('@/web/features/info-pages/features-page'), 'FeaturesPage'),
  },
  {
    path: '/privacy',
    handle: titled('Privacy Policy'),
    element: staticPage(() => import('@/web/features/info-pages/privacy-page'), 'PrivacyPage'),
  },
  {
    path: '/terms',
    handle: titled('Terms of Service'),
    element: staticPage(() => import('@/web/features/info-pages/terms-page'), 'TermsPage'),
  },
  {
    path: '/login',
    handle: titled('Login'),
    element: page(() => import('@/web/features/auth/pages/login-page'), 'LoginPage'),
  },
  {
    path: '/signup',
    handle: titled('Sign Up'),
    element: page(() => import('@/web/features/auth/pages/signup-page'), 'SignupPage'),
  },
  {
    path: '/forgot-password',
    handle: titled('Forgot Password'),
    element: page(
      () => import('@/web/features/auth/pages/forgot-password-page'),
      'ForgotPasswordPage',
    ),
  },
  {
    path: '/reset-password',
    handle: titled('Reset Password'),
    element: page(
      () => import('@/web/features/auth/pages/reset-password-page'),
      'ResetPasswordPage',
    ),
  },
  {
    path: '/sign-in-link',
    handle: titled('Sign-In Link'),
    element: page(() => import('@/web/features/auth/pages/sign-in-link-page'), 'SignInLinkPage'),
  },
  {
    path: '/logout',
    handle: titled('Signing Out'),
    element: page(() => import('@/web/features/auth/pages/logout-page'), 'LogoutPage'),
  },
  {
    path: '/account',
    handle: titled('Account'),
    element: page(() => import('@/web/features/account/account-page'), 'AccountPage'),
  },
  {
    path: '/wallet',
    handle: titled('Wallet'),
    element: page(() => import('@/web/features/wallet/wallet-page'), 'WalletPage'),
  },
  {
    path: '/wallet/send',
    handle: titled('Send QTT'),
    element: page(() => import('@/web/features/wallet/wallet-send-page'), 'WalletSendPage'),
  },
  {
    path: '/wallet/receive',
    handle: titled('Receive QTT'),
    element: page(() => import('@/web/features/wallet/wallet-receive-page'), 'WalletReceivePage'),
  },
  {
    path: '/wallet/exchange',
    handle: titled('Exchange'),
    element: page(() => import('@/web/features/wallet/wallet-exchange-page'), 'WalletExchangePage'),
  },
  {
    path: '/wallet/statement',
    handle: titled('Statement'),
    element: page(
      () => import('@/web/features/wallet/wallet-statement-page'),
      'WalletStatementPage',
    ),
  },
  {
    path: '/wallet/bridge',
    handle: titled('Bridge'),
    element: page(() => import('@/web/features/wallet/wallet-page'), 'WalletBridgeRoute'),
  },
  {
    path: '/content',
    handle: titled('Content'),
    element: page(() => import('@/web/features/content/content-page'), 'ContentPage'),
  },
  {
    path: '/watch/:id',
    handle: titled('Watch'),
    element: page(() => import('@/web/features/content/watch-page'), 'WatchPage'),
  },
  {
    path: '/earn',
    handle: titled('Earn'),
    element: page(() => import('@/web/features/earn/earn-page'), 'EarnPage'),
  },
  {
    path: '/earn/games',
    handle: titled('Play Games to Earn QTT'),
    element: page(() => import('@/web/features/earn/earn-games-page'), 'EarnGamesPage'),
  },
  {
    path: '/earn/content',
    handle: titled('Create Content to Earn QTT'),
    element: page(() => import('@/web/features/earn/earn-content-page'), 'EarnContentPage'),
  },
  {
    path: '/earn/exchange',
    handle: titled('Exchange Pi for QTT'),
    element: page(() => import('@/web/features/pi/earn-exchange-page'), 'EarnExchangePage'),
  },
  {
    path: '/games',
    handle: titled('Games'),
    element: page(() => import('@/web/features/games/games-page'), 'GamesPage'),
  },
  {
    path: '/games/car-racer',
    handle: titled('Car Racer'),
    element: page(() => import('@/web/features/games/car-racer-page'), 'CarRacerPage'),
  },
  {
    path: '/games/:id',
    handle: titled('Game'),
    element: page(() => import('@/web/features/games/game-page'), 'GamePage'),
  },
  {
    path: '/admin/transactions',
    handle: titled('Transactions · Admin'),
    element: page(
      () => import('@/web/features/admin/admin-transactions-page'),
      'AdminTransactionsPage',
    ),
  },
  {
    path: '/admin/security',
    handle: titled('Security Center · Admin'),
    element: page(() => import('@/web/features/admin/admin-security-page'), 'AdminSecurityPage'),
  },
  {
    path: '/admin/content',
    handle: titled('Add Content · Admin'),
    element: page(() => import('@/web/features/admin/admin-content-page'), 'AdminContentPage'),
  },
  {
    path: '/admin/beta',
    handle: titled('Beta Signups · Admin'),
    element: page(() => import('@/web/features/admin/admin-beta-page'), 'AdminBetaPage'),
  },
  {
    path: '/admin/pilot',
    handle: titled('Pilot Rewards · Admin'),
    element: page(() => import('@/web/features/admin/admin-pilot-page'), 'AdminPilotPage'),
  },
  {
    path: '/admin/analytics',
    handle: titled('Analytics · Admin'),
    element: page(() => import('@/web/features/admin/admin-analytics-page'), 'AdminAnalyticsPage'),
  },
  {
    path: '/beta',
    handle: titled('Join the Beta'),
    element: page(() => import('@/web/features/beta/beta-page'), 'BetaPage'),
  },
  {
    path: '/test-payment',
    handle: titled('Test Payment'),
    element: page(() => import('@/web/features/pi/test-payment-page'), 'TestPaymentPage'),
  },
  {
    path: '*',
    handle: titled('Page Not Found'),
    element: staticPage(() => import('./not-found-page'), 'NotFoundPage'),
  },
];

/** The page the address names (declarative routing: no data router in the bundle). */
export function AppRoutes() {
  return useRoutes(routes);
}
