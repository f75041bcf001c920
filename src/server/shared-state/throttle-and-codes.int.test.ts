import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sharedBackends, unique, type Backend } from '@/test/shared-backends';
import { createThrottle } from '../auth/throttle/throttle';
import type { SharedState } from './shared-state';

const policy = { free: 3, baseMs: 30_000, maxMs: 60_000, forgetMs: 60_000 };
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe.each(sharedBackends())('$name: throttles and single-use codes', (backend: Backend) => {
  if (backend.skipped) {
    it.skip(`skipped: ${backend.skipped}`, () => undefined);
    return;
  }
  let state: SharedState;
  let close: () => Promise<void>;
  beforeAll(async () => {
    ({ state, close } = await backend.open());
  });
  afterAll(() => close());

  it('counts parallel attempts on one key one after another', async () => {
    const throttle = createThrottle(state.throttleStore(unique('ns')), policy, Date.now);
    const waits = await Promise.all(Array.from({ length: 12 }, () => throttle.acquire('k')));
    // free failures, then the one that starts the delay; every other attempt must wait.
    expect(waits.filter((w) => w === 0)).toHaveLength(policy.free + 1);
    expect(waits.filter((w) => w > 0)).toHaveLength(12 - policy.free - 1);
  });

  it('forgives and refunds', async () => {
    const throttle = createThrottle(state.throttleStore(unique('ns')), policy, Date.now);
    for (let i = 0; i <= policy.free; i++) expect(await throttle.acquire('k')).toBe(0);
    expect(await throttle.acquire('k')).toBeGreaterThan(0);
    await throttle.refund('k');
    await throttle.refund('k');
    expect(await throttle.acquire('k')).toBe(0);
    await throttle.forgive('k');
    for (let i = 0; i <= policy.free; i++) expect(await throttle.acquire('k')).toBe(0);
  });

  it('keeps namespaces apart and forgets a key after its quiet time', async () => {
    const short = { ...policy, free: 0, forgetMs: 150 };
    const a = createThrottle(state.throttleStore(unique('a')), short, Date.now);
    const b = createThrottle(state.throttleStore(unique('b')), short, Date.now);
    expect(await a.acquire('k')).toBe(0);
    expect(await a.acquire('k')).toBeGreaterThan(0);
    expect(await b.acquire('k')).toBe(0);
    await sleep(250);
    expect(await a.acquire('k')).toBe(0);
  });

  it('lets exactly one of many parallel claims take a code, until released or expired', async () => {
    const key = unique('code');
    const claims = await Promise.all(
      Array.from({ length: 10 }, () => state.singleUseCodes.claim(key, 60_000)),
    );
    expect(claims.filter(Boolean)).toHaveLength(1);
    await state.singleUseCodes.release(key);
    expect(await state.singleUseCodes.claim(key, 100)).toBe(true);
    expect(await state.singleUseCodes.claim(key, 100)).toBe(false);
    await sleep(200);
    expect(await state.singleUseCodes.claim(key, 100)).toBe(true);
  });
});
