import { retryAfterSeconds } from '@/domain/auth/wait-message';
import { AppError } from '../http/app-error';
import type { WatchDeps } from './watch-deps';

/**
 * Refuses a rewarded start when too many other accounts started one from the same address
 * or subnet within the hour (429 RATE_LIMITED with Retry-After; docs/decisions/013).
 */
export function admitFromAddress(deps: WatchDeps, userId: string, ip: string, now: Date) {
  const admission = deps.startLimiter.admit({ userId, ip, nowMs: now.getTime() });
  if (admission.ok) return;
  const seconds = retryAfterSeconds(admission.retryAfterMs);
  const minutes = Math.ceil(seconds / 60);
  const where = admission.scope === 'address' ? 'this address' : 'this network';
  deps.logger.warn({ userId, ip, scope: admission.scope }, 'rewarded watch start refused');
  throw AppError.rateLimited(
    `Too many accounts have started rewarded videos from ${where} in the last hour. ` +
      `Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
    seconds,
  );
}
