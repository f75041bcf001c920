import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sharedBackends, unique, type Backend } from '@/test/shared-backends';
import type { SharedState } from './shared-state';

const later = () => Date.now() + 60_000;

describe.each(sharedBackends())('$name: sequences, start limits, counters', (backend: Backend) => {
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

  it('claims each handle sequence number once, in order, and never after close', async () => {
    const seq = state.handleSequences;
    if (!seq) return expect(state.kind).toBe('memory'); // one process: the ReplayGuard's job
    const id = unique('session');
    const first = await Promise.all(Array.from({ length: 8 }, () => seq.claim(id, 0, later())));
    expect(first.filter(Boolean)).toHaveLength(1);
    expect(await seq.claim(id, 0, later())).toBe(false);
    expect(await seq.claim(id, 2, later())).toBe(false);
    expect(await seq.claim(id, 1, later())).toBe(true);
    await seq.close(id, later());
    expect(await seq.claim(id, 2, later())).toBe(false);
  });

  it('admits distinct accounts per address and subnet, atomically under parallel starts', async () => {
    const limiter = state.startLimiter({ perAddress: 2, perSubnet: 3, windowMs: 60_000 });
    const net = `10.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`;
    const nowMs = Date.now();
    const users = Array.from({ length: 6 }, () => unique('u'));
    const first = await Promise.all(
      users.map((userId) => limiter.admit({ userId, ip: `${net}.1`, nowMs })),
    );
    expect(first.filter((a) => a.ok)).toHaveLength(2);
    const admitted = users.filter((_, i) => first[i]?.ok);
    expect(first.find((a) => !a.ok)).toMatchObject({ scope: 'address', retryAfterMs: 60_000 });
    // An account already counted is not counted twice.
    expect(await limiter.admit({ userId: admitted[0] ?? '', ip: `${net}.1`, nowMs })).toEqual({
      ok: true,
    });
    expect(await limiter.admit({ userId: unique('u'), ip: `${net}.2`, nowMs })).toEqual({
      ok: true,
    });
    expect(await limiter.admit({ userId: unique('u'), ip: `${net}.3`, nowMs })).toMatchObject({
      ok: false,
      scope: 'subnet',
    });
    // A window later the slots are free again.
    expect(
      await limiter.admit({ userId: unique('u'), ip: `${net}.3`, nowMs: nowMs + 60_000 }),
    ).toEqual({ ok: true });
  });

  it('keeps a named limit (games, a day long) apart from the watch limit at one address', async () => {
    const day = 86_400_000;
    const watch = state.startLimiter({ perAddress: 1, perSubnet: 0, windowMs: 60_000 });
    const game = state.startLimiter({ name: 'game', perAddress: 1, perSubnet: 0, windowMs: day });
    const ip = `10.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}.9`;
    const [a, b, c] = [unique('u'), unique('u'), unique('u')];
    const nowMs = Date.now();
    expect(await watch.admit({ userId: a, ip, nowMs })).toEqual({ ok: true });
    expect(await game.admit({ userId: b, ip, nowMs })).toEqual({ ok: true });
    expect(await game.admit({ userId: a, ip, nowMs })).toMatchObject({
      ok: false,
      scope: 'address',
    });
    // An hour later the game slot is still taken; a day after its last use it is free.
    expect(await game.admit({ userId: b, ip, nowMs: nowMs + 3_600_000 })).toEqual({ ok: true });
    expect(await game.admit({ userId: c, ip, nowMs: nowMs + 7_200_000 })).toEqual({
      ok: false,
      scope: 'address',
      retryAfterMs: day - 3_600_000,
    });
    expect(await game.admit({ userId: c, ip, nowMs: nowMs + 3_600_000 + day })).toEqual({
      ok: true,
    });
  });

  it('counts fixed windows across parallel hits (rate-limiter-flexible)', async () => {
    const counter = state.counter(unique('c'), 5, 60_000);
    if (!counter) return expect(['memory', 'postgres']).toContain(state.kind);
    const waits = await Promise.all(Array.from({ length: 12 }, () => counter.hit('1.2.3.4')));
    expect(waits.filter((w) => w === 0)).toHaveLength(5);
    for (const w of waits.filter((x) => x > 0)) expect(w).toBeLessThanOrEqual(60_000);
    expect(await counter.hit('5.6.7.8')).toBe(0);
    // A long key (a client's made-up path) still fits the store's key column.
    expect(await counter.hit(`1.2.3.4|/${'x'.repeat(1_000)}`)).toBe(0);
  });

  it("serves better-auth's rate limit with its window and Retry-After", async () => {
    const storage = state.authRateLimit;
    if (!storage) return expect(['memory', 'postgres']).toContain(state.kind);
    const key = unique('ip');
    const rule = { window: 60, max: 3 };
    const results = await Promise.all(Array.from({ length: 5 }, () => storage.consume(key, rule)));
    expect(results.filter((r) => r.allowed)).toHaveLength(3);
    const refused = results.find((r) => !r.allowed);
    expect(refused?.retryAfter).toBeGreaterThan(0);
    expect(refused?.retryAfter).toBeLessThanOrEqual(60);
  });
});
