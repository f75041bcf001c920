import { retryAfterSeconds, tooManyAttemptsMessage } from '@/domain/auth/wait-message';
import { AppError } from './app-error';
import type { SharedState } from '../shared-state/shared-state';

const refuse = (waitMs: number) =>
  AppError.rateLimited(tooManyAttemptsMessage(waitMs), retryAfterSeconds(waitMs));

/**
 * Requests per client address and endpoint in a window, for routes whose each call costs
 * something outside (a Pi Platform request, a mail, a row): by default like better-auth's
 * sign-in (10 a minute), and off with AUTH_RATE_LIMIT=false (Pi, beta, analytics, sign-in link).
 * With several processes the counts are shared (`shared`, a rate-limiter-flexible counter
 * named `name`) and `check` returns a promise; in one process it answers at once.
 */
export function createAddressRateLimit({
  enabled,
  max = 10,
  windowMs = 60_000,
  now = Date.now,
  shared,
  name = 'pi',
}: {
  enabled: boolean;
  max?: number;
  windowMs?: number;
  now?: () => number;
  shared?: SharedState;
  name?: string;
}): { check(endpoint: string, ip: string): void | Promise<void> } {
  const counter = enabled ? shared?.counter(name, max, windowMs) : null;
  if (counter) {
    return {
      async check(endpoint, ip) {
        const waitMs = await counter.hit(`${endpoint} ${ip}`);
        if (waitMs > 0) throw refuse(waitMs);
      },
    };
  }
  const windows = new Map<string, { startedAt: number; count: number }>();
  return {
    check(endpoint, ip) {
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
      if (w.count > max) throw refuse(w.startedAt + windowMs - t);
    },
  };
}
