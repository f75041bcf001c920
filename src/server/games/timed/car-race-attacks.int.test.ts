/** The car racer under attack: each test checks the ledger afterwards. */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { qtt } from '@/domain/money/qtt';
import { createTestApp, type TestApp } from '@/test/test-app';
import { player } from '@/test/timed-game-helpers';
import { gameSession } from '../../db/schema';
import { reconcileLedger } from '../../ledger/reconcile-ledger';
import { clockOffMidnight } from '@/test/clock-off-midnight';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { GAME_DAILY_CAP_QTT: '12' } });
});
afterAll(async () => {
  expect((await reconcileLedger(t.database.db)).ok).toBe(true);
  await t.close();
});

const sessionRow = async (id: string) =>
  (await t.database.db.select().from(gameSession).where(eq(gameSession.id, id)))[0];

describe('car racer: 5 QTT per finish the server verified', () => {
  it('a 30 s race pays 5 QTT as a Game reward from car-racer', async () => {
    const p = await player(t);
    expect(await p.race(30)).toMatchObject({ credited: '5', outcome: 'paid', gameId: 'car-racer' });
    expect(await p.credits()).toEqual([
      { reason: 'Game reward', type: 'game', sourceId: 'car-racer', amount: qtt(5) },
    ]);
  });

  it('50 parallel finishes of one race pay once', async () => {
    const p = await player(t);
    const { sessionId } = await p.startRace();
    t.clock.shiftMs += 30_000;
    const answers = await Promise.all(
      Array.from({ length: 50 }, () => p.finishRace(sessionId, { reward: 500 })),
    );
    const bodies = answers.map((r) => r.json() as { outcome: string });
    expect(bodies.filter((b) => b.outcome === 'paid')).toHaveLength(1);
    expect(bodies.filter((b) => b.outcome === 'session_closed')).toHaveLength(49);
    expect(await p.balance()).toBe(qtt(5));
  });

  it('a race finished after 3 s pays nothing and is withheld with its reason', async () => {
    const p = await player(t);
    const done = await p.race(3);
    expect(done).toMatchObject({ credited: '0', outcome: 'implausible' });
    const row = await sessionRow(done.sessionId);
    expect(row?.status).toBe('withheld');
    expect(row?.withheldReason).toMatch(/under the 20 s minimum/);
    t.clock.shiftMs += 60_000;
    expect((await p.finishRace(done.sessionId)).json()).toMatchObject({
      outcome: 'session_closed',
    });
    expect(await p.balance()).toBe(0n);
  });

  it("another user's race is not found and pays nothing", async () => {
    const [a, b] = [await player(t), await player(t)];
    const { sessionId } = await a.startRace();
    t.clock.shiftMs += 30_000;
    const res = await b.finishRace(sessionId, { userId: a.id });
    expect(res.statusCode).toBe(404);
    expect(await b.balance()).toBe(0n);
    expect(await a.balance()).toBe(0n);
  });

  it('a new race abandons the open one', async () => {
    const p = await player(t);
    const first = await p.startRace();
    await p.startRace();
    t.clock.shiftMs += 30_000;
    expect((await p.finishRace(first.sessionId)).json()).toMatchObject({
      outcome: 'session_closed',
    });
    expect(await p.balance()).toBe(0n);
  });

  it('the daily game cap holds: 12 QTT allows two races a day', async () => {
    // Near a UTC midnight this waits it out (up to 3 minutes: hence this test's time-out).
    await clockOffMidnight(t.clock);
    const p = await player(t);
    expect((await p.race(25)).outcome).toBe('paid');
    expect((await p.race(25)).outcome).toBe('paid');
    expect(await p.race(25)).toMatchObject({
      credited: '0',
      outcome: 'daily_cap',
      message: expect.stringMatching(/today's limit of 12 QTT from games/),
    });
    expect(await p.balance()).toBe(qtt(10));
  }, 300_000);

  it('anonymous visitors cannot race for QTT; bad ids are 4xx', async () => {
    const p = await player(t);
    expect((await p.call('/api/car-race-start', { gameId: 'car-racer' }, null)).statusCode).toBe(
      401,
    );
    expect((await p.call('/api/car-race-start', {})).statusCode).toBe(400);
    expect(
      (await p.call('/api/car-race-finish', { sessionId: 'a'.repeat(32) }, null)).statusCode,
    ).toBe(401);
    expect((await p.finishRace('not-an-id')).statusCode).toBe(400);
    expect((await p.finishRace('a'.repeat(32))).statusCode).toBe(404);
  });
});
