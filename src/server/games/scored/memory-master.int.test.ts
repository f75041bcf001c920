/** Memory Master on the server: won only through server flips, paid from its own record. */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  MemoryFlipResponse,
  MemoryMasterResult,
  MemoryMasterStart,
} from '@/domain/api/games-scored';
import { memoryMasterFormula, memoryMasterReward } from '@/domain/games/memory-master-rules';
import { rewardToUnits } from '@/domain/games/reward-clamp';
import { scoredPlayer } from '@/test/scored-game-helpers';
import { createTestApp, type TestApp } from '@/test/test-app';
import { gameSession } from '../../db/schema';
import { reconcileLedger } from '../../ledger/reconcile-ledger';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  expect((await reconcileLedger(t.database.db)).ok).toBe(true);
  await t.close();
});

type Player = Awaited<ReturnType<typeof scoredPlayer>>;
const start = (p: Player) => p.json<MemoryMasterStart>(p.call('memory-master/sessions'));
const flip = (p: Player, id: string, index: number) =>
  p.call(`memory-master/sessions/${id}/flip`, { index });
const finish = (p: Player, id: string, extra: object = {}) =>
  p.json<MemoryMasterResult>(p.call(`memory-master/sessions/${id}/finish`, extra));

/**
 * Plays like a person who learns faces only by flipping: a known pair is matched at once,
 * otherwise the next unseen card, then its partner if seen, else another unseen card.
 * Waits `gapMs` on the server's clock before each flip (more after a mismatch).
 */
async function playByFlipping(p: Player, id: string, gapMs = 700) {
  const seen = new Map<number, string>();
  const matched = new Set<number>();
  let last: MemoryFlipResponse | undefined;
  const open = async (i: number) => {
    t.clock.shiftMs += gapMs;
    last = await p.json<MemoryFlipResponse>(flip(p, id, i));
    seen.set(i, last.face);
    return last;
  };
  const partnerOf = (i: number) =>
    [...seen].find(([j, f]) => j !== i && !matched.has(j) && f === seen.get(i))?.[0];
  while (!last?.won) {
    const known = [...seen.keys()].find((i) => !matched.has(i) && partnerOf(i) !== undefined);
    const first = known ?? [...Array(24).keys()].find((i) => !seen.has(i) && !matched.has(i));
    if (first === undefined) throw new Error('stuck');
    await open(first);
    const second =
      partnerOf(first) ?? [...Array(24).keys()].find((i) => !seen.has(i) && i !== first);
    if (second === undefined) throw new Error('stuck');
    const r = await open(second);
    if (r.matched) [first, second].forEach((i) => matched.add(i));
    else t.clock.shiftMs += 1_000;
  }
  return last;
}

describe('Memory Master', () => {
  it('pays a game won by flipping through the server, from the server’s moves and time', async () => {
    const p = await scoredPlayer(t);
    const game = await start(p);
    expect(game).toEqual({ sessionId: game.sessionId, cards: 24, timeLimitSeconds: 600 });
    const began = t.clock.now().getTime();
    const won = await playByFlipping(p, game.sessionId);
    const seconds = Math.floor((t.clock.now().getTime() - began) / 1000);
    expect(won).toMatchObject({ won: true, pairsFound: 12 });
    const result = await finish(p, game.sessionId, { moves: 1, seconds: 1, reward: 8 });
    // The server's own whole seconds (its clock keeps running between its reading and ours,
    // and a second boundary may fall between them): within one of the test's, and what it paid.
    expect(Math.abs(result.score.seconds - seconds)).toBeLessThanOrEqual(1);
    const elapsedMs = result.score.seconds * 1000;
    const expected = memoryMasterReward(won.moves, elapsedMs);
    expect(result).toMatchObject({
      outcome: 'paid',
      credited: String(expected),
      score: { moves: won.moves, won: true },
    });
    // A result the rules value above the game's maximum says so, with what it was worth.
    const worth = memoryMasterFormula(won.moves, elapsedMs);
    expect(worth).toBeGreaterThan(expected);
    expect(result.message).toBe(
      `8 QTT is the most Memory Master pays for one game: your result would be worth ${worth.toFixed(1)} QTT.`,
    );
    expect(await p.balance()).toBe(rewardToUnits(expected));
    expect(await finish(p, game.sessionId)).toMatchObject({ outcome: 'session_closed' });
    expect(await p.balance()).toBe(rewardToUnits(expected));
  });

  it('pays nothing for a game "won" without flipping through the server', async () => {
    const p = await scoredPlayer(t);
    const game = await start(p);
    t.clock.shiftMs += 90_000;
    const forged = { won: true, moves: 12, pairs: 12, seconds: 30, userId: p.id };
    expect(await finish(p, game.sessionId, forged)).toMatchObject({
      outcome: 'below_requirements',
      credited: '0',
      message: 'Match all 12 pairs to earn QTT.',
    });
    expect(await p.balance()).toBe(0n);
  });

  it('refuses a matched card, a third card before the flip-back, and other users', async () => {
    const p = await scoredPlayer(t);
    const other = await scoredPlayer(t);
    const game = await start(p);
    const [row] = await t.database.db
      .select()
      .from(gameSession)
      .where(eq(gameSession.id, game.sessionId));
    const deck = (row?.secret as { deck: string[] }).deck;
    const twin = deck.indexOf(deck[0] ?? '', 1);
    const miss = deck.findIndex((f) => f !== deck[0]);
    expect((await flip(other, game.sessionId, 0)).statusCode).toBe(404);
    t.clock.shiftMs += 500;
    expect((await flip(p, game.sessionId, 0)).statusCode).toBe(200);
    t.clock.shiftMs += 500;
    expect((await flip(p, game.sessionId, 0)).statusCode).toBe(409);
    expect((await flip(p, game.sessionId, twin)).json()).toMatchObject({ matched: true });
    const again = await flip(p, game.sessionId, 0);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({
      error: { code: 'CONFLICT', message: 'This card is already matched.' },
    });
    const rest = [...deck.keys()].filter((i) => i !== 0 && i !== twin);
    const a = rest.find((i) => i !== miss && deck[i] !== deck[miss]) ?? -1;
    await flip(p, game.sessionId, miss);
    expect((await flip(p, game.sessionId, a)).json()).toMatchObject({ matched: false });
    const third = await flip(p, game.sessionId, rest.find((i) => i !== miss && i !== a) ?? -1);
    expect(third.statusCode).toBe(409);
    expect((await flip(p, game.sessionId, 24)).statusCode).toBe(400);
    expect(await p.balance()).toBe(0n);
    expect(await other.balance()).toBe(0n);
  });

  it('withholds a game won faster than a person flips (a bot that knew the deck)', async () => {
    const p = await scoredPlayer(t);
    const game = await start(p);
    const [row] = await t.database.db
      .select()
      .from(gameSession)
      .where(eq(gameSession.id, game.sessionId));
    const deck = (row?.secret as { deck: string[] }).deck;
    const order = deck.flatMap((f, i) =>
      deck.indexOf(f) === i ? [i, deck.indexOf(f, i + 1)] : [],
    );
    for (const i of order) {
      t.clock.shiftMs += 50;
      expect((await flip(p, game.sessionId, i)).statusCode).toBe(200);
    }
    const result = await finish(p, game.sessionId);
    expect(result).toMatchObject({ outcome: 'implausible', credited: '0' });
    expect(await p.balance()).toBe(0n);
  });
});
