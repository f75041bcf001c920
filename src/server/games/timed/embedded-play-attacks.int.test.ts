/** Embedded game play time under attack: each test checks the ledger afterwards. */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, onTestFinished, vi } from 'vitest';
import type { PlayHandle } from '@/domain/api/games-timed';
import { qtt } from '@/domain/money/qtt';
import { insertContent } from '@/test/factories';
import { createTestApp, type TestApp } from '@/test/test-app';
import { player } from '@/test/timed-game-helpers';
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

describe('embedded games: verified play time pays floor(seconds / 15)', () => {
  it('45 s of visible, focused play pays 3 QTT as a Gameplay reward, once', async () => {
    const p = await player(t);
    const done = await p.play(45);
    expect(done).toMatchObject({ credited: '3', outcome: 'paid', verifiedSeconds: 45 });
    expect(await p.credits()).toEqual([
      { reason: 'Gameplay reward', type: 'game', sourceId: 'attention-trainer', amount: qtt(3) },
    ]);
    const [row] = await t.database.db
      .select()
      .from(gameSession)
      .where(eq(gameSession.id, done.sessionId));
    expect(row?.status).toBe('finished');
    expect(row?.verifiedMs).toBeGreaterThanOrEqual(45_000);
    expect(row?.verifiedMs).toBeLessThan(46_000);
  });

  it('clamps long play to the game maximum and pays nothing under 15 s', async () => {
    const p = await player(t);
    // Each says why it paid less than the play was worth, in the server's words.
    expect(await p.play(200, 'space-shooter')).toMatchObject({
      credited: '8',
      outcome: 'paid',
      message: expect.stringMatching(/^8 QTT is the most Space Shooter pays for one play: /),
    });
    expect(await p.play(14, 'flappy-dragon')).toMatchObject({
      credited: '0',
      outcome: 'nothing_earned',
      message: expect.stringMatching(/each QTT takes 15 seconds/),
    });
    expect(await p.balance()).toBe(qtt(8));
  });

  it('hidden or unfocused heartbeats pay nothing', async () => {
    for (const attention of [{ visible: false }, { focused: false }]) {
      const p = await player(t);
      let h: PlayHandle = await p.start();
      for (let i = 0; i < 6; i++) {
        const b = await p.beat(h, 10_000, attention);
        expect(b).toMatchObject({ accepted: false, reason: 'not_visible', verifiedSeconds: 0 });
        h = b;
      }
      t.clock.shiftMs += 5000;
      const res = await p.finish(h, { ...attention, visible: attention.visible ?? true });
      expect(res.json()).toMatchObject({ credited: '0', outcome: 'nothing_earned' });
      expect(await p.balance()).toBe(0n);
    }
  });

  it('heartbeats faster than the clock and forged fields add nothing', async () => {
    // Only the test clock moves (21 s): real time spent on a busy machine would count too.
    vi.useFakeTimers({ toFake: ['Date'] });
    onTestFinished(() => void vi.useRealTimers());
    const p = await player(t);
    let h: PlayHandle = await p.start('zombie-shooting-king', { userId: 'x', reward: 99 });
    for (let i = 0; i < 20; i++) h = await p.beat(h, 1000);
    t.clock.shiftMs += 1000;
    const res = await p.finish(h, {
      visible: true,
      focused: true,
      verifiedSeconds: 999,
      amount: 6,
    });
    expect(res.json()).toMatchObject({ credited: '1', verifiedSeconds: 21 });
    expect(await p.balance()).toBe(qtt(1));
  });

  it('a replayed handle is refused, and a session settles once', async () => {
    const p = await player(t);
    const h0 = await p.start();
    const h1 = await p.beat(h0);
    expect((await p.heartbeat(h0)).json()).toMatchObject({
      error: { code: 'WATCH_HANDLE_USED' },
    });
    const h2 = await p.beat(h1, 10_000);
    expect((await p.finish(h2)).json()).toMatchObject({ credited: '1' });
    expect((await p.finish(h2)).statusCode).toBe(409);
    expect((await p.finish(h1)).statusCode).toBe(409);
    expect(await p.balance()).toBe(qtt(1));
  });

  it('a watch handle is not a game handle, nor the reverse', async () => {
    const p = await player(t);
    const contentId = await insertContent(t.database.db);
    const watch = await p.call('/api/powt-start', { contentId });
    const watchHandle = watch.json() as PlayHandle;
    t.clock.shiftMs += 10_000;
    for (const url of ['/api/game-play-heartbeat', '/api/game-play-finish']) {
      const res = await p.call(url, { ...watchHandle, visible: true, focused: true });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject({ error: { code: 'WATCH_SESSION_INVALID' } });
    }
    const game = await p.start();
    t.clock.shiftMs += 10_000;
    const res = await p.call('/api/powt-heartbeat', { ...game, visible: true, focused: true });
    expect(res.statusCode).toBe(401);
    expect(await p.balance()).toBe(0n);
  });

  it("another user's handle is refused", async () => {
    const [a, b] = [await player(t), await player(t)];
    const h = await a.beat(await a.start());
    const res = await b.call('/api/game-play-finish', { ...h, visible: true, focused: true });
    expect(res.statusCode).toBe(403);
    expect(await b.balance()).toBe(0n);
  });

  it('starting another embedded game closes the first: parallel games pay once', async () => {
    const p = await player(t);
    let first: PlayHandle = await p.start('attention-trainer');
    let second: PlayHandle = await p.start('cs-chaos-squad');
    for (let i = 0; i < 3; i++) {
      t.clock.shiftMs += 10_000;
      first = (await p.heartbeat(first)).json() as PlayHandle;
      second = (await p.heartbeat(second)).json() as PlayHandle;
    }
    expect((await p.finish(first)).json()).toMatchObject({ outcome: 'session_closed' });
    expect((await p.finish(second)).json()).toMatchObject({ credited: '2' });
    expect(await p.balance()).toBe(qtt(2));
  });

  it('anonymous visitors cannot start, and bad input is a 4xx', async () => {
    const p = await player(t);
    const anon = await p.call('/api/game-play-start', { gameId: 'space-shooter' }, null);
    expect(anon.statusCode).toBe(401);
    for (const gameId of ['speed-typing', 'car-racer', 'match-meme']) {
      expect((await p.call('/api/game-play-start', { gameId })).statusCode).toBe(404);
    }
    for (const gameId of ['nope', 7, '__proto__']) {
      expect((await p.call('/api/game-play-start', { gameId })).statusCode).toBe(400);
    }
    const junk = await p.call('/api/game-play-heartbeat', { sessionId: 'zz', nonce: 1 });
    expect(junk.statusCode).toBe(400);
  });
});
