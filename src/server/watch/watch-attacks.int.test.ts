/** Proof of Watch Time under attack: none may mint a unit more than the rules allow. */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PowtCompleteResponse, PowtHeartbeatResponse, WatchHandle } from '@/domain/api/watch';
import { insertContent } from '@/test/factories';
import { createTestApp, type TestApp } from '@/test/test-app';
import { viewer } from '@/test/watch-helpers';
import { watchSession } from '../db/schema';
import { reconcileLedger } from '../ledger/reconcile-ledger';
import { createLogger } from '../logger';
import { completeWatchSession } from './complete-watch-session';
import { HeartbeatActivity } from './heartbeat-activity';
import { ReplayGuard } from './replay-guard';
import { createWatchTokenSigner } from './watch-token';

const reward = 200_000_000n; // 2 QTT
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  expect((await reconcileLedger(t.database.db)).ok).toBe(true);
  await t.close();
});

const video = (o: Parameters<typeof insertContent>[1] = {}) => insertContent(t.database.db, o);
const ok = async (res: { statusCode: number; json(): unknown; body: string }) => {
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as PowtCompleteResponse;
};

describe('Proof of Watch Time, attacks (each checks the ledger)', () => {
  it('100 heartbeats in one second verify one interval at most', async () => {
    const v = await viewer(t);
    const id = await video();
    let h: WatchHandle = await v.start(id);
    h = await v.beat(h, 10_000);
    const answers: PowtHeartbeatResponse[] = [];
    for (let i = 0; i < 99; i++) {
      const res = await v.heartbeat(h);
      expect(res.statusCode).toBe(200);
      const body = res.json() as PowtHeartbeatResponse;
      answers.push(body);
      h = body;
    }
    expect(answers.every((a) => !a.accepted && a.reason === 'too_frequent')).toBe(true);
    expect(h).toMatchObject({ verifiedSeconds: 10 });
    t.clock.shiftMs += 1000;
    expect(await ok(await v.complete(h))).toMatchObject({
      credited: '0',
      reason: 'not_enough_watched',
    });
    expect(await v.balance()).toBe(0n);
  });

  it('100 parallel heartbeats with one handle: one answer, 99 refusals', async () => {
    const v = await viewer(t);
    const h = await v.start(await video());
    t.clock.shiftMs += 10_000;
    const codes = (await Promise.all(Array.from({ length: 100 }, () => v.heartbeat(h)))).map(
      (r) => r.statusCode,
    );
    expect(codes.filter((c) => c === 200)).toHaveLength(1);
    expect(codes.filter((c) => c === 409)).toHaveLength(99);
  });

  it('a replayed handle is refused, for heartbeats and for completion', async () => {
    const v = await viewer(t);
    const id = await video();
    const h0 = await v.start(id);
    const h1 = await v.beat(h0);
    const replay = await v.heartbeat(h0);
    expect(replay.statusCode).toBe(409);
    expect(replay.json()).toMatchObject({ error: { code: 'WATCH_HANDLE_USED' } });
    expect((await v.complete(h0)).statusCode).toBe(409);
    const h2 = await v.beat(h1);
    const h3 = await v.beat(h2);
    t.clock.shiftMs += 1000;
    expect((await ok(await v.complete(h3))).credited).toBe('2');
    expect((await v.complete(h3)).statusCode).toBe(409);
    expect(await v.balance()).toBe(reward);
  });

  it('start then complete at once pays nothing', async () => {
    const v = await viewer(t);
    const h = await v.start(await video());
    expect(await ok(await v.complete(h))).toEqual({
      credited: '0',
      verifiedSeconds: 0,
      reason: 'not_enough_watched',
      message: expect.stringMatching(/^This watch earned no QTT: 0 s of play were verified/),
    });
    expect(await v.balance()).toBe(0n);
  });

  it('skipping to the end pays nothing: reported positions never create time', async () => {
    const v = await viewer(t);
    let h: WatchHandle = await v.start(await video());
    t.clock.shiftMs += 1000;
    h = (await v.heartbeat(h, { seconds: 30 })).json();
    t.clock.shiftMs += 1000;
    const done = await ok(
      await v.complete(h, { visible: true, focused: true, seconds: 30, progress: 100 }),
    );
    expect(done.credited).toBe('0');
    expect(done.verifiedSeconds).toBeLessThanOrEqual(2);
    expect(await v.balance()).toBe(0n);
  });

  it('hidden or unfocused intervals add nothing', async () => {
    for (const attention of [{ visible: false }, { focused: false }]) {
      const v = await viewer(t);
      let h: WatchHandle = await v.start(await video());
      for (let i = 0; i < 3; i++) {
        const b = await v.beat(h, 10_000, attention);
        expect(b).toMatchObject({ accepted: false, reason: 'not_visible', verifiedSeconds: 0 });
        h = b;
      }
      t.clock.shiftMs += 5000;
      expect(await ok(await v.complete(h, { visible: false, focused: true }))).toMatchObject({
        credited: '0',
        verifiedSeconds: 0,
      });
      expect(await v.balance()).toBe(0n);
    }
  });

  it("another user's handle is refused, and so is a forged or expired one", async () => {
    const a = await viewer(t);
    const b = await viewer(t);
    const id = await video();
    const h = await a.start(id);
    t.clock.shiftMs += 10_000;
    const asB = await b.call('/api/powt-heartbeat', {
      ...h,
      seconds: 10,
      visible: true,
      focused: true,
    });
    expect(asB.statusCode).toBe(403);
    expect(
      (
        await b.call(
          '/api/powt-heartbeat',
          { ...h, seconds: 10, visible: true, focused: true },
          null,
        )
      ).statusCode,
    ).toBe(403);
    expect((await b.call('/api/powt-complete', { ...h }, b.cookie)).statusCode).toBe(403);
    const raw = Buffer.from(h.nonce, 'base64url');
    raw[100] = (raw[100] ?? 0) ^ 0xff; // inside the verified-time field
    expect((await a.heartbeat({ ...h, nonce: raw.toString('base64url') })).statusCode).toBe(401);
    expect((await a.heartbeat({ ...h, sessionId: 'f'.repeat(32) })).statusCode).toBe(401);
    t.clock.shiftMs += 31 * 60_000;
    expect((await a.heartbeat(h)).statusCode).toBe(401);
    expect(await a.balance()).toBe(0n);
    expect(await b.balance()).toBe(0n);
  });

  it('two sessions at once: only the newest can pay', async () => {
    const v = await viewer(t);
    const first = await video();
    const second = await video();
    let s1: WatchHandle = await v.start(first);
    let s2: WatchHandle = await v.start(second);
    for (let i = 0; i < 3; i++) {
      t.clock.shiftMs += 10_000;
      s1 = (await v.heartbeat(s1)).json();
      s2 = (await v.heartbeat(s2)).json();
    }
    expect(await ok(await v.complete(s1))).toMatchObject({
      credited: '0',
      reason: 'session_closed',
    });
    expect(await ok(await v.complete(s2))).toMatchObject({ credited: '2', reason: 'paid' });
    expect(await v.balance()).toBe(reward);
    const rows = await t.database.db
      .select()
      .from(watchSession)
      .where(eq(watchSession.userId, v.id));
    expect(rows.map((r) => r.status).sort()).toEqual(['completed', 'superseded']);
  });

  it('20 parallel starts leave one active session', async () => {
    const v = await viewer(t);
    const id = await video();
    const res = await Promise.all(
      Array.from({ length: 20 }, () => v.call('/api/powt-start', { contentId: id })),
    );
    expect(res.map((r) => r.statusCode)).toEqual(Array(20).fill(200));
    const rows = await t.database.db
      .select()
      .from(watchSession)
      .where(eq(watchSession.userId, v.id));
    expect(rows.filter((r) => r.status === 'active')).toHaveLength(1);
  });

  it('50 parallel completes pay once, even past the replay guard', async () => {
    const v = await viewer(t);
    const id = await video();
    let h: WatchHandle = await v.start(id);
    for (let i = 0; i < 3; i++) h = await v.beat(h);
    // Straight at the use case with a fresh guard each time: the database alone must hold.
    const signer = createWatchTokenSigner(t.config.AUTH_SECRET ?? '');
    const state = signer.verify(h.nonce, t.clock.now().getTime());
    if (!state) throw new Error('handle did not verify');
    const deps = () => ({
      db: t.database.db,
      clock: t.clock,
      logger: createLogger(t.config),
      signer,
      guard: new ReplayGuard(),
      activity: new HeartbeatActivity(t.database.db, createLogger(t.config)),
      dailyCapUnits: 50n * 100_000_000n,
      requireConfirmedEmail: false,
    });
    const results = await Promise.all(
      Array.from({ length: 50 }, () =>
        completeWatchSession(deps(), state, { visible: true, focused: true }),
      ),
    );
    expect(results.filter((r) => r.credited !== '0')).toHaveLength(1);
    expect(await v.balance()).toBe(reward);
    // And over HTTP: one answer, 49 refusals.
    const w = await viewer(t);
    let g: WatchHandle = await w.start(id);
    for (let i = 0; i < 3; i++) g = await w.beat(g);
    const codes = (await Promise.all(Array.from({ length: 50 }, () => w.complete(g)))).map(
      (r) => r.statusCode,
    );
    expect(codes.filter((c) => c === 200)).toHaveLength(1);
    expect(await w.balance()).toBe(reward);
  });

  it('the same video again after its reward pays nothing', async () => {
    const v = await viewer(t);
    const id = await video();
    expect((await v.watch(id, 30)).credited).toBe('2');
    expect(await v.watch(id, 30)).toMatchObject({
      credited: '0',
      reason: 'already_rewarded',
      message: 'You already earned 2.00 QTT for this video. Watching it again earns nothing more.',
    });
    expect(await v.balance()).toBe(reward);
  });

  it('ignores userId, credited and amount in bodies', async () => {
    const v = await viewer(t);
    const other = await viewer(t);
    const id = await video();
    let h: WatchHandle = await v.start(id, { userId: other.id, amount: 1000 });
    const [row] = await t.database.db
      .select()
      .from(watchSession)
      .where(eq(watchSession.id, h.sessionId));
    expect(row?.userId).toBe(v.id);
    for (let i = 0; i < 3; i++) h = await v.beat(h);
    const done = await ok(
      await v.complete(h, {
        visible: true,
        focused: true,
        credited: 1000,
        amount: 1000,
        userId: other.id,
      }),
    );
    expect(done.credited).toBe('2');
    expect(await v.balance()).toBe(reward);
    expect(await other.balance()).toBe(0n);
  });

  it('needs a sign-in to start, and real content', async () => {
    const v = await viewer(t);
    expect((await v.call('/api/powt-start', { contentId: await video() }, null)).statusCode).toBe(
      401,
    );
    expect((await v.call('/api/powt-start', { contentId: crypto.randomUUID() })).statusCode).toBe(
      404,
    );
    expect((await v.call('/api/powt-start', { contentId: 'nope' })).statusCode).toBe(400);
    expect((await v.call('/api/powt-heartbeat', { sessionId: 'x' })).statusCode).toBe(400);
  });
});
