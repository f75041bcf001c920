/** log-game-session: the server's verified time, never the body's user or duration. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { logGameSessionResponseSchema } from '@/domain/api/games-records';
import { signedInUser } from '@/test/admin-helpers';
import { post } from '@/test/auth-helpers';
import { insertGameSession } from '@/test/game-factories';
import { createTestApp, type TestApp } from '@/test/test-app';
import { ledgerTransfer } from '../../db/schema';
import { reconcileLedger } from '../../ledger/reconcile-ledger';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  expect((await reconcileLedger(t.database.db)).ok).toBe(true);
  await t.close();
});

async function player() {
  const { id, cookie } = await signedInUser(t);
  return { id, cookie };
}

const log = (body: object, cookie?: string, prefix = '/api/') =>
  post(t, `${prefix}log-game-session`, body, cookie ? { cookie } : {});
const complete = { gameSlug: 'speed-typing', event: 'complete', durationSeconds: 60 };
const dayMs = 86_400_000;

describe('POST /api/log-game-session', () => {
  it("answers today's verified time of settled sessions, whatever duration is claimed", async () => {
    const p = await player();
    await insertGameSession(t, { userId: p.id, verifiedMs: 90_500 });
    await insertGameSession(t, { userId: p.id, verifiedMs: 60_000, outcome: 'nothing_earned' });
    // None of these count: withheld, still open, yesterday, another game.
    await insertGameSession(t, { userId: p.id, verifiedMs: 600_000, status: 'withheld' });
    await insertGameSession(t, { userId: p.id, verifiedMs: 600_000, status: 'active' });
    const yesterday = new Date(t.clock.now().getTime() - dayMs);
    await insertGameSession(t, { userId: p.id, verifiedMs: 600_000, finishedAt: yesterday });
    await insertGameSession(t, { userId: p.id, gameId: 'memory-master', kind: 'memory-master' });

    for (const prefix of ['/api/', '/.netlify/functions/']) {
      const res = await log({ ...complete, durationSeconds: 86_400 }, p.cookie, prefix);
      expect(res.statusCode, res.body).toBe(200);
      expect(logGameSessionResponseSchema.parse(res.json())).toEqual({
        gameSlug: 'speed-typing',
        verifiedSeconds: 150,
        verifiedMinutes: 2,
      });
    }
  });

  it('ignores a userId in the body: the caller gets only their own time', async () => {
    const victim = await player();
    await insertGameSession(t, { userId: victim.id, gameId: 'flappy-dragon', kind: 'embedded' });
    const caller = await player();
    const res = await log(
      { ...complete, gameSlug: 'flappy-dragon', userId: victim.id },
      caller.cookie,
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ verifiedSeconds: 0, verifiedMinutes: 0 });
  });

  it('ignores a visitor silently with 204', async () => {
    const res = await log(complete);
    expect(res.statusCode).toBe(204);
    expect(res.body).toBe('');
  });

  it.each([
    { ...complete, event: 'start' },
    { ...complete, gameSlug: 'nope' },
    { ...complete, durationSeconds: -1 },
    { ...complete, durationSeconds: 1.5 },
    { ...complete, durationSeconds: '60' },
    { event: 'complete' },
  ])('refuses bad input %j with a 400 JSON error', async (body) => {
    const p = await player();
    const res = await log(body, p.cookie);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ error: { code: expect.any(String) } });
  });

  it('moves no money', async () => {
    const p = await player();
    const before = await t.database.db.$count(ledgerTransfer);
    await log(complete, p.cookie);
    expect(await t.database.db.$count(ledgerTransfer)).toBe(before);
  });
});
