/**
 * Every page path of the web app (product rules R11: the route table, plus /account).
 * The server answers 404 for any other path while still sending the app shell, so
 * crawlers and link checkers see the truth and the browser still shows the not-found page.
 * `:name` stands for exactly one path segment.
 */
export const appRoutePatterns = [
  '/',
  '/home',
  '/about',
  '/features',
  '/privacy',
  '/terms',
  '/login',
  '/signup',
  '/forgot-password',
  '/reset-password',
  '/sign-in-link',
  '/logout',
  '/account',
  '/wallet',
  '/wallet/send',
  '/wallet/receive',
  '/wallet/exchange',
  '/wallet/statement',
  '/wallet/bridge',
  '/content',
  '/watch/:id',
  '/earn',
  '/earn/games',
  '/earn/content',
  '/earn/exchange',
  '/games',
  '/games/car-racer',
  '/games/:id',
  '/admin/transactions',
  '/admin/security',
  '/admin/content',
  '/admin/pilot',
  '/admin/beta',
  '/admin/analytics',
  '/beta',
  '/test-payment',
] as const;

export type AppRoutePattern = (typeof appRoutePatterns)[number];

const segmentsOf = (path: string) => path.split('/').filter((s) => s !== '');

function matches(pattern: string, segments: string[]): boolean {
  const parts = segmentsOf(pattern);
  return (
    parts.length === segments.length &&
    parts.every((part, i) => part.startsWith(':') || part === segments[i])
  );
}

/** Whether a pathname (no query string) is a page of the app; a trailing slash is allowed. */
export function isAppRoute(pathname: string): boolean {
  let segments: string[];
  try {
    segments = segmentsOf(pathname).map((s) => decodeURIComponent(s));
  } catch {
    return false; // malformed percent-encoding names no page
  }
  if (pathname.includes('//')) return false;
  return appRoutePatterns.some((pattern) => matches(pattern, segments));
}
