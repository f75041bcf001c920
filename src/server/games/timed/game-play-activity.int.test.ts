/** Embedded games' verified play written from memory to game_session (docs/decisions/033). */
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { insertUser } from '@/test/factories';
import { createTestDatabase } from '@/test/test-database';
import type { Database, DatabaseHandle } from '../../db/open-database';
import { gameSession } from '../../db/schema';
import { withTransaction } from '../../db/transaction';
import { createLogger } from '../../logger';
import { loadConfig } from '../../config';
import { GamePlayActivity, recordPlays, type Play } from './game-play-activity';

let h: DatabaseHandle;
let userId: string;
const logger = createLogger(loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent' }));
const t0 = Date.UTC(2026, 10, 20, 12);

beforeEach(async () => {
  h = await createTestDatabase();
  userId = await insertUser(h.db);
});
afterEach(() => h.close());

async function embedded(o: Partial<typeof gameSession.$inferInsert> = {}) {
  const id = randomBytes(16).toString('hex');
  await h.db.insert(gameSession).values({
    id,
    userId,
    gameId: 'attention-trainer',
    kind: 'embedded',
    startedAt: new Date(t0),
    ...o,
  });
  return id;
}
const row = async (id: string) =>
  (await h.db.select().from(gameSession).where(eq(gameSession.id, id)))[0];
const play = (verifiedMs: number, atMs: number): Play => ({ userId, verifiedMs, at: t0 + atMs });

describe('GamePlayActivity', () => {
  it('writes the newest play of an open session at the time it was verified', async () => {
    const id = await embedded();
    const activity = new GamePlayActivity(h.db, logger);
    activity.played(id, play(10_000, 10_000));
    activity.played(id, play(20_000, 20_000));
    // An older heartbeat arriving late (another handle's answer) changes nothing.
    activity.played(id, play(15_000, 15_000));
    await activity.flush();
    expect(await row(id)).toMatchObject({ verifiedMs: 20_000, playedAt: new Date(t0 + 20_000) });
  });

  it('keeps an abandoned session to the play verified before it was abandoned', async () => {
    const closedAt = new Date(t0 + 30_000);
    const before = await embedded({ status: 'abandoned', finishedAt: closedAt });
    const after = await embedded({ status: 'abandoned', finishedAt: closedAt });
    const finished = await embedded({
      status: 'finished',
      finishedAt: closedAt,
      verifiedMs: 30_000,
    });
    const withheld = await embedded({ status: 'withheld', finishedAt: closedAt });
    const plays = new Map([
      [before, play(30_000, 30_000)],
      [after, play(40_000, 40_000)],
      [finished, play(60_000, 60_000)],
      [withheld, play(60_000, 20_000)],
    ]);
    expect(await withTransaction(h.db, (tx) => recordPlays(tx, plays))).toBe(1);
    expect(await row(before)).toMatchObject({ verifiedMs: 30_000 });
    expect(await row(after)).toMatchObject({ verifiedMs: 0, playedAt: null });
    expect(await row(finished)).toMatchObject({ verifiedMs: 30_000, playedAt: null });
    expect(await row(withheld)).toMatchObject({ verifiedMs: 0, playedAt: null });
  });

  it('never writes play to a scored game or another game kind', async () => {
    const id = await embedded({ gameId: 'memory-master', kind: 'memory-master' });
    await withTransaction(h.db, (tx) => recordPlays(tx, new Map([[id, play(60_000, 60_000)]])));
    expect(await row(id)).toMatchObject({ verifiedMs: 0 });
  });

  it('ends at the most play when many flushes of one session race', async () => {
    const id = await embedded();
    const values = Array.from({ length: 20 }, (_, i) => ((i * 7) % 20) + 1);
    await Promise.all(
      values.map((n) =>
        withTransaction(h.db, (tx) => recordPlays(tx, new Map([[id, play(n * 1_000, n * 1_000)]]))),
      ),
    );
    expect(await row(id)).toMatchObject({ verifiedMs: 20_000, playedAt: new Date(t0 + 20_000) });
  });

  it('keeps a batch whose write failed for the next flush', async () => {
    const id = await embedded();
    let failures = 1;
    const flaky = new Proxy(h.db, {
      get(target, prop, receiver) {
        if (prop === 'transaction' && failures-- > 0)
          return () => Promise.reject(new Error('database unreachable'));
        return Reflect.get(target, prop, receiver) as unknown;
      },
    }) as Database;
    const activity = new GamePlayActivity(flaky, logger);
    activity.played(id, play(10_000, 10_000));
    await activity.flush();
    expect(await row(id)).toMatchObject({ verifiedMs: 0 });
    await activity.flush();
    expect(await row(id)).toMatchObject({ verifiedMs: 10_000 });
  });

  it("flushes only one player's play when asked", async () => {
    const mine = await embedded();
    const other = await insertUser(h.db);
    const theirs = await embedded({ userId: other });
    const activity = new GamePlayActivity(h.db, logger);
    activity.played(mine, play(10_000, 10_000));
    activity.played(theirs, { ...play(10_000, 10_000), userId: other });
    await activity.flush(userId);
    expect(await row(mine)).toMatchObject({ verifiedMs: 10_000 });
    expect(await row(theirs)).toMatchObject({ verifiedMs: 0 });
    await activity.stop();
    expect(await row(theirs)).toMatchObject({ verifiedMs: 10_000 });
  });
});
