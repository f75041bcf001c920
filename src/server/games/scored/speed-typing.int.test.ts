/** Speed Typing on the server: honest rounds are paid the formula, attacks nothing (ledger checked). */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SpeedTypingResult, SpeedTypingStart } from '@/domain/api/games-scored';
import { rewardToUnits } from '@/domain/games/reward-clamp';
import type { TypingEvent } from '@/domain/games/speed-typing-replay';
import { humanLog, scoredPlayer } from '@/test/scored-game-helpers';
import { createTestApp, testOrigin, type TestApp } from '@/test/test-app';
import { gameSession } from '../../db/schema';
import { reconcileLedger } from '../../ledger/reconcile-ledger';
import { clockOffMidnight } from '@/test/clock-off-midnight';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { GAME_DAILY_CAP_QTT: '5' } });
});
afterAll(async () => {
  expect((await reconcileLedger(t.database.db)).ok).toBe(true);
  await t.close();
});

type Player = Awaited<ReturnType<typeof scoredPlayer>>;
const start = (p: Player) => p.json<SpeedTypingStart>(p.call('speed-typing/sessions'));
const finish = (p: Player, id: string, payload: object) =>
  p.call(`speed-typing/sessions/${id}/finish`, payload);
const finished = (p: Player, id: string, log: TypingEvent[], extra: object = {}) =>
  p.json<SpeedTypingResult>(finish(p, id, { log, ...extra }));
/** Lets a whole round pass on the server's clock. */
const roundPasses = () => (t.clock.shiftMs += 60_500);

describe('Speed Typing', () => {
  it('pays what the formula gives for 12 right words at 100%: 2 + 0.5 + 1 = 3.5 QTT', async () => {
    const p = await scoredPlayer(t);
    const round = await start(p);
    expect(round).toMatchObject({ roundSeconds: 60 });
    expect(round.words).toHaveLength(150);
    roundPasses();
    const result = await finished(p, round.sessionId, humanLog(round.words.slice(0, 12)));
    expect(result).toMatchObject({ outcome: 'paid', credited: '3.5', gameId: 'speed-typing' });
    expect(result.score).toEqual({
      words: 12,
      errors: 0,
      accuracy: 100,
      points: 120,
      secondsLeft: 0,
    });
    expect(await p.balance()).toBe(rewardToUnits(3.5));
  });

  it('pays nothing under 5 words and says why', async () => {
    const p = await scoredPlayer(t);
    const round = await start(p);
    roundPasses();
    const result = await finished(p, round.sessionId, humanLog(round.words.slice(0, 4)));
    expect(result).toMatchObject({
      outcome: 'below_requirements',
      credited: '0',
      message: 'You need at least 5 words to earn QTT.',
    });
    expect(await p.balance()).toBe(0n);
  });

  it('drops a forged score, reward and userId unread', async () => {
    const p = await scoredPlayer(t);
    const other = await scoredPlayer(t);
    const round = await start(p);
    roundPasses();
    const log = humanLog(round.words.slice(0, 5));
    const forged = { score: 9999, words: 50, reward: '10', credited: '10', userId: other.id };
    const result = await finished(p, round.sessionId, log, forged);
    expect(result).toMatchObject({ outcome: 'paid', credited: '3' });
    expect(await p.balance()).toBe(rewardToUnits(3));
    expect(await other.balance()).toBe(0n);
  });

  it('settles once: a replayed finish and another user’s finish pay nothing', async () => {
    const p = await scoredPlayer(t);
    const thief = await scoredPlayer(t);
    const round = await start(p);
    roundPasses();
    const log = humanLog(round.words.slice(0, 10));
    const stolen = await finish(thief, round.sessionId, { log });
    expect(stolen.statusCode).toBe(404);
    expect((await finished(p, round.sessionId, log)).credited).toBe('3.5');
    expect(await finished(p, round.sessionId, log)).toMatchObject({
      outcome: 'session_closed',
      credited: '0',
    });
    expect(await p.balance()).toBe(rewardToUnits(3.5));
    expect(await thief.balance()).toBe(0n);
  });

  it('withholds a round submitted 5 s after its start, with the reason', async () => {
    const p = await scoredPlayer(t);
    const round = await start(p);
    t.clock.shiftMs += 5_000;
    const log = humanLog(round.words.slice(0, 3), 0);
    const result = await finished(p, round.sessionId, log);
    expect(result).toMatchObject({ outcome: 'implausible', credited: '0' });
    const [row] = await t.database.db
      .select()
      .from(gameSession)
      .where(eq(gameSession.id, round.sessionId));
    expect(row).toMatchObject({ status: 'withheld' });
    expect(row?.withheldReason).toMatch(/before the round could end/);
    expect(await p.balance()).toBe(0n);
  });

  it('withholds a log of 0 ms key intervals', async () => {
    const p = await scoredPlayer(t);
    const round = await start(p);
    roundPasses();
    const log = humanLog(round.words.slice(0, 30)).map(([, v]) => [30_000, v] as const);
    const result = await finished(p, round.sessionId, log);
    expect(result).toMatchObject({ outcome: 'implausible', credited: '0' });
    expect(await p.balance()).toBe(0n);
  });

  it('pays one of 20 parallel finishes of one round', async () => {
    const p = await scoredPlayer(t);
    const round = await start(p);
    roundPasses();
    const log = humanLog(round.words.slice(0, 10));
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => finish(p, round.sessionId, { log })),
    );
    const results = answers.map((a) => a.json() as SpeedTypingResult);
    expect(results.filter((r) => r.outcome === 'paid')).toHaveLength(1);
    expect(await p.balance()).toBe(rewardToUnits(3.5));
  });

  it('stops paying at the daily cap (5 QTT here)', async () => {
    // Near a UTC midnight this waits it out (up to 3 minutes: hence this test's time-out).
    await clockOffMidnight(t.clock);
    const p = await scoredPlayer(t);
    for (const expected of ['paid', 'daily_cap']) {
      const round = await start(p);
      roundPasses();
      const result = await finished(p, round.sessionId, humanLog(round.words.slice(0, 10)));
      expect(result.outcome).toBe(expected);
    }
    expect(await p.balance()).toBe(rewardToUnits(3.5));
  }, 300_000);

  it('refuses visitors, bad logs and another game’s session with 4xx JSON', async () => {
    const p = await scoredPlayer(t);
    expect((await p.call('speed-typing/sessions', {}, null)).statusCode).toBe(401);
    const round = await start(p);
    const backwards = await finish(p, round.sessionId, {
      log: [
        [500, 'a'],
        [100, 'ab'],
      ],
    });
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json()).toMatchObject({ error: { code: 'VALIDATION_FAILED' } });
    const tooLong = Array.from({ length: 3_001 }, (_, i) => [i, 'a']);
    expect((await finish(p, round.sessionId, { log: tooLong })).statusCode).toBe(400);
    expect((await finish(p, 'not-an-id', { log: [] })).statusCode).toBe(400);
    const memory = await p.json<{ sessionId: string }>(p.call('memory-master/sessions'));
    expect((await finish(p, memory.sessionId, { log: [] })).statusCode).toBe(404);
    const netlify = await t.app.inject({
      method: 'POST',
      url: '/.netlify/functions/games/speed-typing/sessions',
      payload: {},
      headers: { origin: testOrigin, cookie: p.cookie },
    });
    expect(netlify.statusCode).toBe(200);
    expect(await p.balance()).toBe(0n);
  });
});
