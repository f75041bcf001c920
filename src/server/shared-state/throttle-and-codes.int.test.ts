import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { sharedBackends, unique, type Backend } from '@/test/shared-backends';
import { createThrottle } from '../auth/throttle/throttle';
import type { DatabaseHandle } from '../db/open-database';
import { queryRows } from '../db/query-rows';
import type { SharedState } from './shared-state';
import { createPgSingleUseCodes } from './single-use-codes';

const policy = { free: 3, baseMs: 30_000, maxMs: 60_000, forgetMs: 60_000 };
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe.each(sharedBackends())('$name: throttles and single-use codes', (backend: Backend) => {
  if (backend.skipped) {
    it.skip(`skipped: ${backend.skipped}`, () => undefined);
    return;
  }
  let state: SharedState;
  let database: DatabaseHandle | null;
  let close: () => Promise<void>;
  beforeAll(async () => {
    ({ state, database, close } = await backend.open());
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

  // Quiet times and lifetimes are a second: long enough that a loaded machine never takes
  // that long between two calls (with 150 ms and 100 ms it could), short enough to wait out.
  it('keeps namespaces apart and forgets a key after its quiet time', async () => {
    const short = { ...policy, free: 0, forgetMs: 1_000 };
    const a = createThrottle(state.throttleStore(unique('a')), short, Date.now);
    const b = createThrottle(state.throttleStore(unique('b')), short, Date.now);
    expect(await a.acquire('k')).toBe(0);
    expect(await a.acquire('k')).toBeGreaterThan(0);
    expect(await b.acquire('k')).toBe(0);
    await sleep(1_100);
    expect(await a.acquire('k')).toBe(0);
  });

  it('lets exactly one of many parallel claims take a code, until released or expired', async () => {
    const key = unique('code');
    const claims = await Promise.all(
      Array.from({ length: 10 }, () => state.singleUseCodes.claim(key, 60_000)),
    );
    expect(claims.filter(Boolean)).toHaveLength(1);
    await state.singleUseCodes.release(key);
    expect(await state.singleUseCodes.claim(key, 1_000)).toBe(true);
    expect(await state.singleUseCodes.claim(key, 1_000)).toBe(false);
    await sleep(1_100);
    expect(await state.singleUseCodes.claim(key, 1_000)).toBe(true);
    // A huge code (client input) is stored as a hash and still works once.
    const huge = `${key}:${'9'.repeat(10_000)}`;
    expect(await state.singleUseCodes.claim(huge, 60_000)).toBe(true);
    expect(await state.singleUseCodes.claim(huge, 60_000)).toBe(false);
  });

  it('sweeps expired rows from the database in bounded batches', async () => {
    if (!database) return expect(['memory', 'redis']).toContain(state.kind);
    const { db } = database;
    const prefix = unique('old');
    for (let i = 0; i < 5; i++) await state.singleUseCodes.claim(`${prefix}:${i}`, 1);
    await sleep(20);
    // A fresh store sweeps on its first write.
    await createPgSingleUseCodes(db).claim(unique('new'), 60_000);
    const left = async () =>
      (await queryRows(db, sql`select key from single_use_codes where key like ${`${prefix}%`}`))
        .length;
    await vi.waitFor(async () => expect(await left()).toBe(0));
  });
});
