import { retryAfterSeconds, tooManyAttemptsMessage } from '@/domain/auth/wait-message';
import { AppError } from '../http/app-error';

/**
 * Each Pi sign-in or token check costs a Pi Platform request, so they are limited per
 * client address like better-auth's sign-in (10 a minute), and off with AUTH_RATE_LIMIT=false.
 */
export function createPiRateLimit({
  enabled,
  max = 10,
  windowMs = 60_000,
  now = Date.now,
}: {
  enabled: boolean;
  max?: number;
  windowMs?: number;
  now?: () => number;
}) {
  const windows = new Map<string, { startedAt: number; count: number }>();
  return {
    check(endpoint: string, ip: string) {
      if (!enabled) return;
      const t = now();
      if (windows.size > 50_000) {
        for (const [k, w] of windows) if (t - w.startedAt >= windowMs) windows.delete(k);
      }
      const key = `${endpoint} ${ip}`;
      const w = windows.get(key);
      if (!w || t - w.startedAt >= windowMs) {
        windows.set(key, { startedAt: t, count: 1 });
        return;
      }
      w.count += 1;
      if (w.count > max) {
        const waitMs = w.startedAt + windowMs - t;
        throw AppError.rateLimited(tooManyAttemptsMessage(waitMs), retryAfterSeconds(waitMs));
      }
    },
  };
}
