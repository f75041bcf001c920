/** Security Center flags for games (docs/decisions/032): farm patterns raised, honest play not. */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SecurityFlag } from '@/domain/api/security-flags';
import { qtt } from '@/domain/money/qtt';
import { insertUser } from '@/test/factories';
import { insertGameSession } from '@/test/game-factories';
import { createTestApp, type TestApp } from '@/test/test-app';
import { user } from '../db/schema';

const adminKey = 'j'.repeat(40);
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    env: { ADMIN_KEY: adminKey, GAME_ACCOUNTS_PER_IP: '3', GAME_ACCOUNTS_PER_SUBNET: '10' },
  });
});
afterAll(() => t.close());

const db = () => t.database.db;
const users = (n: number) => Promise.all(Array.from({ length: n }, () => insertUser(db())));
const flagsOf = async (ids: string[], kind: SecurityFlag['kind']) => {
  const res = await t.app.inject({
    url: '/api/security-flags',
    headers: { authorization: `Bearer ${adminKey}` },
  });
  const all: SecurityFlag[] = res.json().flags;
  return all.filter((f) => ids.includes(f.userId) && f.kind === kind);
};
const race = (userId: string, verifiedMs: number, extra: object = {}) =>
  insertGameSession(t, {
    userId,
    gameId: 'car-racer',
    kind: 'car-racer',
    verifiedMs,
    reward: qtt(5),
    ...extra,
  });

describe('game flags', () => {
  it('names an address whose allowance is used, not one below it', async () => {
    const [a, b, c, d, e] = await users(5);
    for (const id of [a, b, c]) await race(id ?? '', 31_000, { ip: '192.0.2.70' });
    for (const id of [d, e]) await race(id ?? '', 31_000, { ip: '192.0.2.71' });
    const named = await flagsOf([a, b, c, d, e] as string[], 'game_shared_address');
    expect(named.map((f) => f.address)).toEqual(Array(3).fill('192.0.2.70'));
    expect(named[0]?.reason).toBe(
      '3 accounts earned from games at 192.0.2.70 in the last 24 hours, as many as the limit of 3 per address allows.',
    );
  });

  it('names accounts that repeat one race time, not players who share it once', async () => {
    const bots = await users(3);
    for (const id of bots) for (let i = 0; i < 2; i++) await race(id, 20_050 + i * 30);
    const once = await users(4);
    for (const id of once) await race(id, 41_000);
    const honest = await users(4);
    for (const [i, id] of honest.entries())
      for (const ms of [38_000, 52_000]) await race(id, ms + i * 900);
    const named = await flagsOf([...bots, ...once, ...honest], 'game_same_timing');
    expect(named.map((f) => f.userId).sort()).toEqual([...bots].sort());
    expect(named[0]?.reason).toBe(
      '3 accounts finished SUV Traffic Racer races in the same time (20.0 s), in 6 sessions in the last 24 hours.',
    );
  });

  it('names accounts typing with one rhythm, or flipping cards with one rhythm', async () => {
    const typists = await users(4);
    for (const [i, id] of typists.entries())
      await insertGameSession(t, { userId: id, evidence: { rhythm: i < 3 ? 'same' : 'own' } });
    const flippers = await users(3);
    const flips = (jitter: number) =>
      Array.from({ length: 24 }, (_, i) => [i, 1_000 + i * 700 + (i % 2) * jitter]);
    for (const [i, id] of flippers.entries())
      await insertGameSession(t, {
        userId: id,
        gameId: 'memory-master',
        kind: 'memory-master',
        secret: { deck: [], flips: flips(i * 20) },
      });
    const typed = await flagsOf(typists, 'game_same_timing');
    expect(typed.map((f) => f.userId).sort()).toEqual(typists.slice(0, 3).sort());
    expect(typed[0]?.reason).toMatch(/^3 accounts typed Speed Typing with the same rhythm/);
    const flipped = await flagsOf(flippers, 'game_same_timing');
    expect(flipped).toHaveLength(3);
    expect(flipped[0]?.reason).toMatch(
      /^3 accounts flipped Memory Master cards with the same rhythm/,
    );
  });

  it('names a new account paid 90% of the daily game cap on its first day, not less or older', async () => {
    const [fresh, under, old] = await users(3);
    await race(fresh ?? '', 30_000, { reward: qtt(45) });
    await race(under ?? '', 30_000, { reward: qtt(44) });
    await race(old ?? '', 30_000, { reward: qtt(50) });
    await db()
      .update(user)
      .set({ createdAt: new Date(Date.now() - 8 * 86_400_000) })
      .where(eq(user.id, old ?? ''));
    const named = await flagsOf([fresh, under, old] as string[], 'game_fresh_cap');
    expect(named).toEqual([
      expect.objectContaining({
        userId: fresh,
        reason:
          'New account: paid 45 QTT from games within 24 hours of signing up (the daily game cap is 50).',
        figures: { 'paid QTT': 45, 'daily cap QTT': 50 },
      }),
    ]);
  });
});
