import type { AppRoutePattern } from '@/domain/routes/app-routes';

/**
 * Every page the web app links to, by name (decision 024): a link is `paths.wallet`, never a
 * string typed again. Each fixed path must be a pattern of the route table
 * (src/domain/routes/app-routes.ts), so a renamed or removed page fails the type check
 * wherever it is linked.
 */
const fixed = {
  home: '/home',
  about: '/about',
  features: '/features',
  privacy: '/privacy',
  terms: '/terms',
  login: '/login',
  signup: '/signup',
  forgotPassword: '/forgot-password',
  resetPassword: '/reset-password',
  logout: '/logout',
  account: '/account',
  wallet: '/wallet',
  walletSend: '/wallet/send',
  walletReceive: '/wallet/receive',
  walletExchange: '/wallet/exchange',
  walletStatement: '/wallet/statement',
  walletBridge: '/wallet/bridge',
  content: '/content',
  earn: '/earn',
  earnGames: '/earn/games',
  earnContent: '/earn/content',
  earnExchange: '/earn/exchange',
  games: '/games',
  carRacer: '/games/car-racer',
  adminTransactions: '/admin/transactions',
  adminSecurity: '/admin/security',
  adminContent: '/admin/content',
  adminBeta: '/admin/beta',
  adminPilot: '/admin/pilot',
  adminAnalytics: '/admin/analytics',
  beta: '/beta',
  testPayment: '/test-payment',
} as const satisfies Record<string, AppRoutePattern>;

export const paths = {
  ...fixed,
  watch: (contentId: string) => `/watch/${encodeURIComponent(contentId)}`,
  game: (gameId: string) => `/games/${encodeURIComponent(gameId)}`,
};
