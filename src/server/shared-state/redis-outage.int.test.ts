import net from 'node:net';
import { describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/open-database';
import { openSharedState } from './open-shared-state';

/** A local port nobody listens on: Redis is "down". */
async function closedPort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((r) => server.close(r));
  return port;
}

describe('a Redis outage', () => {
  it('answers 503 UNAVAILABLE from every shared store instead of letting anything through', async () => {
    const url = `redis://127.0.0.1:${await closedPort()}`;
    const state = openSharedState({ REDIS_URL: url }, { driver: 'pglite' } as DatabaseHandle);
    const unavailable = expect.objectContaining({ code: 'UNAVAILABLE', status: 503 });
    try {
      await expect(
        state.throttleStore('t').update('k', 1_000, () => ({ failures: 1, lastFailureAt: 0 })),
      ).rejects.toEqual(unavailable);
      await expect(state.singleUseCodes.claim('c', 1_000)).rejects.toEqual(unavailable);
      await expect(state.handleSequences?.claim('s', 0, Date.now() + 1_000)).rejects.toEqual(
        unavailable,
      );
      await expect(state.counter('n', 1, 1_000)?.hit('k')).rejects.toEqual(unavailable);
      const limiter = state.startLimiter({ perAddress: 1, perSubnet: 1, windowMs: 1_000 });
      await expect(
        Promise.resolve(limiter.admit({ userId: 'u', ip: '10.0.0.1', nowMs: Date.now() })),
      ).rejects.toEqual(unavailable);
    } finally {
      await state.close();
    }
  });
});
