import { describe, expect, it, vi } from 'vitest';
import { retryWhileUnavailable } from './retry-while-unavailable';

const refused = Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' });
const shuttingDown = Object.assign(new Error('terminating connection'), { code: '57P01' });

describe('retryWhileUnavailable', () => {
  it('waits out a database that is down (1 s, doubling to 5 s) and returns the result', async () => {
    const waits: number[] = [];
    const logger = { warn: vi.fn() };
    let calls = 0;
    const result = await retryWhileUnavailable(
      'start-up',
      async () => {
        calls += 1;
        if (calls <= 4) throw calls % 2 ? refused : new Error('wrapped', { cause: shuttingDown });
        return 'migrated';
      },
      { logger, sleep: async (ms) => void waits.push(ms) },
    );
    expect(result).toBe('migrated');
    expect(waits).toEqual([1_000, 2_000, 4_000, 5_000]);
    expect(logger.warn).toHaveBeenCalledTimes(4);
  });

  it('throws any other failure at once (a migration that is wrong stops the start)', async () => {
    const broken = Object.assign(new Error('syntax error at or near "tabel"'), { code: '42601' });
    const sleep = vi.fn(async () => undefined);
    await expect(
      retryWhileUnavailable('start-up', () => Promise.reject(broken), {
        logger: { warn: vi.fn() },
        sleep,
      }),
    ).rejects.toBe(broken);
    expect(sleep).not.toHaveBeenCalled();
  });
});
