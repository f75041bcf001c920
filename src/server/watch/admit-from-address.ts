import { retryAfterSeconds } from '@/domain/auth/wait-message';
import type { Tx } from '../db/transaction';
import { AppError } from '../http/app-error';
import type { WatchDeps } from './watch-deps';

/**
 * Refuses a rewarded start when too many other accounts started one from the same address
 * or subnet within the hour (429 RATE_LIMITED with Retry-After; docs/decisions/013).
 */
export async function admitFromAddress(
  deps: WatchDeps,
  userId: string,
  ip: string,
  now: Date,
  tx?: Tx,
) {
  const admission = await deps.startLimiter.admit({
    userId,
    ip,
    nowMs: now.getTime(),
    ...(tx ? { tx } : {}),
  });
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
