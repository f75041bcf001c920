/**
 * Only usage that happened counts (docs/decisions/033): idle and long-open game sessions,
 * played through the HTTP routes on the server's clock, count only what was played.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { GameResult } from '@/domain/api/games';
import type {
  MemoryFlipResponse,
  MemoryMasterStart,
  SpeedTypingStart,
} from '@/domain/api/games-scored';
import type { GamePlayHeartbeatResponse, PlayHandle } from '@/domain/api/games-timed';
import { qtt } from '@/domain/money/qtt';
import { clockWithinOneUtcDay } from '@/test/clock-off-midnight';
import { insertContent } from '@/test/factories';
import { createTestApp, type TestApp } from '@/test/test-app';
import { player } from '@/test/timed-game-helpers';
import { reconcileLedger } from '../ledger/reconcile-ledger';
import { pilotPool } from './pilot-pool';
import { pilotReport } from './pilot-report';

const minute = 60_000;
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
beforeEach(async () => {
  await stillClock(t);
});
afterAll(async () => {
  expect((await reconcileLedger(t.database.db)).ok).toBe(true);
  await t.close();
});

/**
 * The server's clock held still, away from a UTC midnight: only the test moves it, so the
 * seconds counted are exact however slowly a busy machine runs the requests.
 */
async function stillClock(app: TestApp, marginMs = 60 * minute) {
  // Set back, never waited out: waiting for a UTC midnight held a run started at 23:00 UTC
  // for up to an hour.
  clockWithinOneUtcDay(app.clock, marginMs);
  await Promise.resolve();
  const base = Date.now();
  app.clock.now = function now() {
    return new Date(base + this.shiftMs);
  };
}

type Answer = Promise<{ statusCode: number; body: string; json(): unknown }>;
const json = async <T>(res: Answer) => {
  const r = await res;
  if (r.statusCode !== 200) throw new Error(`${r.statusCode} ${r.body}`);
  return r.json() as T;
};

/** A signed-in player of every kind of game, and what the pilot report counts for them. */
async function gamer(app = t) {
  const p = await player(app);
  const scored = (path: string, body: object = {}) => p.call(`/api/games/${path}`, body);
  const g = {
    ...p,
    startMemory: () => json<MemoryMasterStart>(scored('memory-master/sessions')),
    finishMemory: (id: string) => json<GameResult>(scored(`memory-master/sessions/${id}/finish`)),
    /** Flips cards 0..n-1, one every `gapMs` of server time (a mismatch flips back in 1 s). */
    async flipCards(id: string, n: number, gapMs = 2_000) {
      for (let index = 0; index < n; index++) {
        app.clock.shiftMs += gapMs;
        await json<MemoryFlipResponse>(scored(`memory-master/sessions/${id}/flip`, { index }));
      }
    },
    startTyping: () => json<SpeedTypingStart>(scored('speed-typing/sessions')),
    finishTyping: (id: string, log: Array<[number, string]>) =>
      json<GameResult>(scored(`speed-typing/sessions/${id}/finish`, { log })),
    /** The seconds the pilot report counts for this player over the last 7 days. */
    async counted() {
      const report = await pilotReport(app.database.db, {
        days: 7,
        userId: p.id,
        series: false,
        now: app.clock.now(),
        ceilingSeconds: app.config.PILOT_DAILY_MINUTES_CAP * 60,
      });
      const { watchMins, gameMins } = report.totals;
      return { watch: Math.round(watchMins * 60), game: Math.round(gameMins * 60) };
    },
    gameSeconds: async () => (await g.counted()).game,
  };
  return g;
}

describe('idle game sessions count nothing', () => {
  it('a race and a Memory Master game finished 6 minutes after their start, unplayed, count 0 minutes', async () => {
    const p = await gamer();
    const race = await p.startRace();
    const memory = await p.startMemory();
    t.clock.shiftMs += 6 * minute;
    // The race still pays its finish (payment is not this rule's); its minutes do not count.
    expect(await json<GameResult>(p.finishRace(race.sessionId))).toMatchObject({
      outcome: 'paid',
    });
    expect(await p.finishMemory(memory.sessionId)).toMatchObject({
      outcome: 'below_requirements',
    });
    expect(await p.gameSeconds()).toBe(0);
    const pool = await pilotPool(t.database.db, {
      budget: qtt(1000),
      now: t.clock.now(),
      userId: p.id,
      ceilingSeconds: t.config.PILOT_DAILY_MINUTES_CAP * 60,
    });
    expect(pool.you).toEqual({ minutes: 0, projectedShareQtt: '0' });
  });

  it('a Speed Typing round finished 6 minutes later counts only up to its last accepted change', async () => {
    const p = await gamer();
    const idle = await p.startTyping();
    t.clock.shiftMs += 6 * minute;
    await p.finishTyping(idle.sessionId, []);
    expect(await p.gameSeconds()).toBe(0);
    t.clock.shiftMs += minute;
    const typed = await p.startTyping();
    t.clock.shiftMs += 6 * minute;
    const word = typed.words[0] ?? '';
    await p.finishTyping(typed.sessionId, [
      [1_000, word.slice(0, 1)],
      [12_000, `${word} `],
    ]);
    expect(await p.gameSeconds()).toBe(12);
  });

  it('a race within the plausible time counts its length; a race left running, nothing', async () => {
    const p = await gamer();
    await p.race(75);
    expect(await p.gameSeconds()).toBe(75);
    await p.race(181);
    expect(await p.gameSeconds()).toBe(75);
  });

  it('Memory Master played for 40 s, then left 6 minutes, counts its 40 s of flips', async () => {
    const p = await gamer();
    const game = await p.startMemory();
    t.clock.shiftMs += 5_000;
    await p.flipCards(game.sessionId, 21);
    expect(await p.gameSeconds()).toBe(40);
    t.clock.shiftMs += 6 * minute;
    await p.finishMemory(game.sessionId);
    expect(await p.gameSeconds()).toBe(40);
  });
});

describe('forged and repeated finishes', () => {
  it('forged play fields and 20 parallel finishes of each session add nothing', async () => {
    const p = await gamer();
    const race = await p.startRace();
    const memory = await p.startMemory();
    await p.flipCards(memory.sessionId, 21);
    t.clock.shiftMs += 6 * minute;
    const forged = { verifiedMs: 3_600_000, playedAt: t.clock.now(), seconds: 3_600, moves: 1 };
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => [
        p.finishRace(race.sessionId, forged),
        p.call(`/api/games/memory-master/sessions/${memory.sessionId}/finish`, forged),
      ]).flat(),
    );
    expect(answers.every((r) => r.statusCode === 200)).toBe(true);
    expect(await p.gameSeconds()).toBe(40);
  });
});

describe('sessions held open for hours count only what was played', () => {
  it('two sessions open about 23 hours count the 40 s played; finishing them adds nothing', async () => {
    const p = await gamer();
    const race = await p.startRace();
    const memory = await p.startMemory();
    await p.flipCards(memory.sessionId, 21);
    t.clock.shiftMs += 23 * 60 * minute;
    // Before anyone calls finish: the flips already count, the open race does not.
    expect(await p.gameSeconds()).toBe(40);
    await json<GameResult>(p.finishRace(race.sessionId));
    await p.finishMemory(memory.sessionId);
    expect(await p.gameSeconds()).toBe(40);
  });

  it('a Memory Master game abandoned after real flips counts their span, once', async () => {
    const p = await gamer();
    const first = await p.startMemory();
    await p.flipCards(first.sessionId, 11);
    // A new game abandons the first; its flips stay counted.
    const second = await p.startMemory();
    await p.flipCards(second.sessionId, 6);
    t.clock.shiftMs += 3 * 60 * minute;
    expect(await p.gameSeconds()).toBe(30);
    expect(await p.finishMemory(first.sessionId)).toMatchObject({ outcome: 'session_closed' });
    await p.finishMemory(second.sessionId);
    expect(await p.gameSeconds()).toBe(30);
  });
});

describe('embedded games count their verified heartbeats', () => {
  it('a game left without Exit counts what was verified; an abandoned one, nothing after', async () => {
    const own = await createTestApp();
    try {
      await stillClock(own);
      const p = await gamer(own);
      let a: PlayHandle = await p.start('attention-trainer');
      for (let i = 0; i < 3; i++) a = await p.beat(a);
      // A second game abandons the first. Heartbeats on the first still answer (its handle is
      // its state) and even grow its handle's time, but add nothing to the usage.
      let b: PlayHandle = await p.start('space-shooter');
      let last: GamePlayHeartbeatResponse | undefined;
      for (let i = 0; i < 2; i++) {
        last = await p.beat(b);
        b = last;
        a = await json<GamePlayHeartbeatResponse>(p.heartbeat(a));
      }
      expect(last?.verifiedSeconds).toBe(20);
      expect((a as GamePlayHeartbeatResponse).verifiedSeconds).toBe(50);
      // Nobody presses Exit. Closing the server writes what its heartbeats verified.
      await own.app.close();
      expect(await p.gameSeconds()).toBe(50);
    } finally {
      await own.close();
    }
  });
});

describe('the daily ceiling on counted minutes', () => {
  it('holds for watching and games together, watching first, and is configurable', async () => {
    const own = await createTestApp({ env: { PILOT_DAILY_MINUTES_CAP: '30' } });
    try {
      await stillClock(own);
      const p = await gamer(own);
      const video = await insertContent(own.database.db, { durationSeconds: 3_600 });
      await p.watch(video, 1_200);
      const game = await p.startMemory();
      await p.flipCards(game.sessionId, 21, 3_000);
      for (let i = 0; i < 3; i++) await p.race(170);
      expect(await p.counted()).toEqual({ watch: 1_200, game: 570 });
      await p.race(170);
      // 20 minutes of watching and 740 s of games: the day stops at 30 minutes.
      expect(await p.counted()).toEqual({ watch: 1_200, game: 600 });
      const pool = await pilotPool(own.database.db, {
        budget: qtt(1000),
        now: own.clock.now(),
        userId: p.id,
        ceilingSeconds: 30 * 60,
      });
      expect(pool.you).toEqual({ minutes: 30, projectedShareQtt: '18' });
    } finally {
      await own.close();
    }
  });
});
