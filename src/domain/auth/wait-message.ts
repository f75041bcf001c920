/**
 * "Too many attempts. Try again in 3 minutes." from the real wait, rounded up so the
 * person who follows it is never refused again.
 */
export function tooManyAttemptsMessage(waitMs: number): string {
  const seconds = Math.max(1, Math.ceil(waitMs / 1000));
  if (seconds < 60) return `Too many attempts. Try again in ${plural(seconds, 'second')}.`;
  return `Too many attempts. Try again in ${plural(Math.ceil(seconds / 60), 'minute')}.`;
}

/** Whole seconds for a Retry-After header (RFC 9110), never 0. */
export function retryAfterSeconds(waitMs: number): number {
  return Math.max(1, Math.ceil(waitMs / 1000));
}

const plural = (n: number, unit: string) => `${n} ${unit}${n === 1 ? '' : 's'}`;
