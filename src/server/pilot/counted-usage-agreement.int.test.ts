/**
 * The run, the rollup, the report and today's pool count the same usage (docs/decisions/033):
 * game play by the day it happened, open and abandoned sessions included, withheld never,
 * each user's day under the ceiling.
 */
import { randomBytes } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { qtt } from '@/domain/money/qtt';
import { addPlay, noPlay, type PlayedTime } from '@/domain/pilot/played-time';
import { addDays, dayStart, utcDayOf } from '@/domain/pilot/utc-days';
import { insertUser } from '@/test/factories';
import { fundPool, shares, usageOn } from '@/test/pilot-helpers';
import { createTestDatabase } from '@/test/test-database';
import type { DatabaseHandle } from '../db/open-database';
import { gameSession, pilotUsageDaily } from '../db/schema';
import { allocateDue } from './allocate-due';
import { pagedPilotReport } from './paged-pilot-report';
import { pilotPool } from './pilot-pool';
import { pilotReport } from './pilot-report';
import { verifiedUsage } from './verified-usage';

let h: DatabaseHandle;
const now = new Date(dayStart(utcDayOf(new Date())).getTime() + 43_200_000);
const today = utcDayOf(now);
const yesterday = addDays(today, -1);
const at = (day: string, hours: number) => new Date(dayStart(day).getTime() + hours * 3_600_000);
/** Twelve hours: the default PILOT_DAILY_MINUTES_CAP. */
const ceilingSeconds = 720 * 60;

beforeEach(async () => {
  h = await createTestDatabase();
  await fundPool(h.db, qtt(100_000));
});
afterEach(() => h.close());

/** A game session whose inputs left it as `addPlay` does, one [time, total ms] at a time. */
async function session(
  userId: string,
  status: 'active' | 'finished' | 'abandoned' | 'withheld',
  inputs: Array<[Date, number]>,
) {
  let played: PlayedTime = noPlay;
  for (const [when, ms] of inputs) played = addPlay(played, ms, when);
  const startedAt = inputs[0]?.[0] ?? now;
  await h.db.insert(gameSession).values({
    id: randomBytes(16).toString('hex'),
    userId,
    gameId: 'attention-trainer',
    kind: 'embedded',
    status,
    startedAt: new Date(startedAt.getTime() - 1_000),
    finishedAt: status === 'active' ? null : (inputs.at(-1)?.[0] ?? now),
    ...played,
  });
}

describe('counted usage agrees everywhere', () => {
  it('the run pays, the rollup keeps, the report and the pool show the same seconds', async () => {
    const [a, b, c, d] = [
      await insertUser(h.db),
      await insertUser(h.db),
      await insertUser(h.db),
      await insertUser(h.db),
    ];
    // a plays across midnight and never finishes: 600 s yesterday, 300 s today.
    await session(a, 'active', [
      [at(yesterday, 23.84), 10_000],
      [at(yesterday, 23.99), 600_000],
      [at(today, 0.08), 900_000],
    ]);
    // b: an abandoned game's 40 s and a watch count; a withheld game's 500 s never does.
    await session(b, 'abandoned', [
      [at(yesterday, 9), 2_000],
      [at(yesterday, 9.01), 40_000],
    ]);
    await session(b, 'withheld', [[at(yesterday, 10), 500_000]]);
    await usageOn(h.db, { userId: b, day: yesterday, watchSeconds: 100 });
    // c: ten hours of watching and five of games yesterday, over the twelve-hour ceiling.
    await usageOn(h.db, { userId: c, day: yesterday, watchSeconds: 36_000, gameSeconds: 18_000 });
    // d: a session over three days; the part of the day before yesterday is that day's.
    await session(d, 'finished', [
      [at(addDays(today, -2), 22), 100_000],
      [at(yesterday, 1), 160_000],
      [at(today, 2), 190_000],
    ]);

    const usage = await verifiedUsage(h.db, { first: yesterday, last: today, ceilingSeconds });
    const seconds = (userId: string, day: string) => {
      const u = usage.find((x) => x.userId === userId && x.day === day);
      return u ? { watch: u.watchSeconds, game: u.gameSeconds } : undefined;
    };
    expect(seconds(a, yesterday)).toEqual({ watch: 0, game: 600 });
    expect(seconds(a, today)).toEqual({ watch: 0, game: 300 });
    expect(seconds(b, yesterday)).toEqual({ watch: 100, game: 40 });
    expect(seconds(c, yesterday)).toEqual({ watch: 36_000, game: 7_200 });
    expect(seconds(d, yesterday)).toEqual({ watch: 0, game: 60 });
    expect(seconds(d, today)).toEqual({ watch: 0, game: 30 });

    // The run of yesterday pays exactly that usage and writes it to the rollup.
    await allocateDue(h.db, { now, budget: qtt(100_000), startedBy: 'scheduler', ceilingSeconds });
    const paid = (await shares(h.db, yesterday)).map((s) => ({
      userId: s.userId,
      watch: s.watchSeconds,
      game: s.gameSeconds,
      amount: s.amount,
    }));
    const dayBefore = usage.filter((u) => u.day === yesterday);
    expect(paid).toEqual(
      dayBefore
        .map((u) => ({
          userId: u.userId,
          watch: u.watchSeconds,
          game: u.gameSeconds,
          amount: BigInt(u.watchSeconds + u.gameSeconds) * 1_000_000n,
        }))
        .sort((x, y) => x.userId.localeCompare(y.userId)),
    );
    const rolled = await h.db.select().from(pilotUsageDaily);
    expect(
      rolled
        .map((r) => ({ userId: r.userId, watch: r.watchSeconds, game: r.gameSeconds }))
        .sort((x, y) => x.userId.localeCompare(y.userId)),
    ).toEqual(paid.map(({ userId, watch, game }) => ({ userId, watch, game })));

    // The report over everyone (rollup + today) equals the live report, day by day.
    const live = await pilotReport(h.db, { days: 7, series: true, now, ceilingSeconds });
    const paged = await pagedPilotReport(h.db, {
      days: 7,
      series: true,
      now,
      limit: 50,
      ceilingSeconds,
    });
    expect(paged.totals).toEqual(live.totals);
    expect(paged.series).toEqual(live.series);
    expect(paged.rows).toEqual([...live.rows].sort((x, y) => x.userId.localeCompare(y.userId)));
    const ofDay = (day: string) => live.series.find((s) => s.day === day);
    expect(ofDay(yesterday)?.totalMins).toBe(
      Math.round((paid.reduce((n, s) => n + s.watch + s.game, 0) * 100) / 60) / 100,
    );

    // Today's pool counts today as the report does, the same for each user.
    const pool = await pilotPool(h.db, { budget: qtt(1000), now, userId: a, ceilingSeconds });
    expect(pool.verifiedMinutes).toBe(ofDay(today)?.totalMins);
    expect(pool.you?.minutes).toBe(5);
    expect(pool.users).toBe(2);
  });
});
