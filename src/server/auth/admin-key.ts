import { createHash, timingSafeEqual } from 'node:crypto';

const digest = (s: string) => createHash('sha256').update(s, 'utf8').digest();

/**
 * The bearer admin key (product rules R8). Off unless configured; compared in constant time
 * (hashing first makes the lengths equal, so the comparison leaks neither length nor prefix).
 */
export function isValidAdminKey(configured: string | undefined, authorization: unknown): boolean {
  if (!configured || typeof authorization !== 'string') return false;
  const match = /^Bearer\s+(.+)$/i.exec(authorization.trim());
  if (!match?.[1]) return false;
  return timingSafeEqual(digest(match[1]), digest(configured));
}
