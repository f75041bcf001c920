import type { Logger } from 'pino';
import { isDatabaseUnavailable } from './is-database-unavailable';

/**
 * Runs `fn` until it succeeds, waiting (1 s, doubling to at most `maxWaitMs`) after each
 * attempt that failed only because the database could not be reached: a process started
 * while its database is down, or losing it half-way through the start-up writes, waits for
 * it instead of exiting. Any other failure (a migration that is wrong) is thrown at once.
 * `fn` must be safe to run again: the start-up writes are one transaction each or idempotent.
 */
export async function retryWhileUnavailable<T>(
  what: string,
  fn: () => Promise<T>,
  o: { logger: Pick<Logger, 'warn'>; maxWaitMs?: number; sleep?: (ms: number) => Promise<void> },
): Promise<T> {
  const sleep = o.sleep ?? ((ms: number) => new Promise<void>((r) => setTimeout(r, ms)));
  for (let waitMs = 1_000; ; waitMs = Math.min(waitMs * 2, o.maxWaitMs ?? 5_000)) {
    try {
      return await fn();
    } catch (err) {
      if (!isDatabaseUnavailable(err)) throw err;
      o.logger.warn({ err, retryInMs: waitMs }, `${what}: database unavailable, retrying`);
      await sleep(waitMs);
    }
  }
}
