import type { PublicClient } from 'viem';
import { describe, expect, it, vi } from 'vitest';
import { AppError } from '../http/app-error';
import { chainTime } from './chain-time';

/** A client whose reads of the latest block answer when the test says. */
function fakeClient() {
  const pending: Array<{ resolve: (t: bigint) => void; reject: (e: Error) => void }> = [];
  const getBlock = vi.fn(
    () =>
      new Promise<{ timestamp: bigint }>((resolve, reject) =>
        pending.push({ resolve: (timestamp) => resolve({ timestamp }), reject }),
      ),
  );
  return { client: { getBlock } as unknown as PublicClient, getBlock, pending };
}

describe('chainTime', () => {
  it('shares one read among the withdrawals that arrive while it is under way', async () => {
    const f = fakeClient();
    const times = Promise.all(Array.from({ length: 50 }, () => chainTime(f.client)));
    f.pending[0]?.resolve(1_800_000_000n);
    expect(await times).toEqual(Array(50).fill(1_800_000_000));
    expect(f.getBlock).toHaveBeenCalledTimes(1);
  });

  it('reads again once a read has answered: a later withdrawal sees a later clock', async () => {
    const f = fakeClient();
    const first = chainTime(f.client);
    f.pending[0]?.resolve(100n);
    expect(await first).toBe(100);
    const second = chainTime(f.client);
    f.pending[1]?.resolve(160n);
    expect(await second).toBe(160);
    expect(f.getBlock).toHaveBeenCalledTimes(2);
  });

  it('answers UNAVAILABLE (503, retry in 30 s) when the RPC fails, then tries again', async () => {
    const f = fakeClient();
    const failed = chainTime(f.client);
    f.pending[0]?.reject(Object.assign(new Error('took too long'), { name: 'TimeoutError' }));
    const err = await failed.catch((e: unknown) => e);
    expect(err).toBeInstanceOf(AppError);
    expect(err).toMatchObject({ code: 'UNAVAILABLE', status: 503, retryAfterSeconds: 30 });
    const again = chainTime(f.client);
    f.pending[1]?.resolve(200n);
    expect(await again).toBe(200);
  });
});
