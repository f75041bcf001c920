import { randomBytes } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { PilotRange, PilotReport } from '@/domain/api/pilot';
import { qtt } from '@/domain/money/qtt';
import { addDays, dayStart, utcDayOf } from '@/domain/pilot/utc-days';
import { insertContent, insertUser } from '@/test/factories';
import { ceilingSeconds, fundPool, usageOn } from '@/test/pilot-helpers';
import { createTestDatabase } from '@/test/test-database';
import type { DatabaseHandle } from '../db/open-database';
import { gameSession, pilotUsageDaily, watchSession } from '../db/schema';
import { allocateDue } from './allocate-due';
import { pagedPilotReport } from './paged-pilot-report';
import { pilotReport } from './pilot-report';
import { countToday } from './today-usage';

let h: DatabaseHandle;
// Mid-day, so "today" and "yesterday" hold whatever the machine's clock says.
const now = new Date(dayStart(utcDayOf(new Date())).getTime() + 43_200_000);
const today = utcDayOf(now);
const at = (day: string, hours: number) => new Date(dayStart(day).getTime() + hours * 3_600_000);

beforeEach(async () => {
  h = await createTestDatabase();
});
afterEach(() => h.close());

const paged = (days: PilotRange, cursor?: string, limit = 50) =>
  pagedPilotReport(h.db, { days, series: true, now, cursor, limit, ceilingSeconds });
const byId = (a: { userId: string }, b: { userId: string }) => a.userId.localeCompare(b.userId);
const live = (days: PilotRange) => pilotReport(h.db, { days, series: true, now, ceilingSeconds });
/** The live report as one page would show it: rows in user id order. */
const livePage = async (days: PilotRange) => {
  const report = await live(days);
  return { ...report, rows: [...report.rows].sort(byId) };
};

/** Every page, following nextCursor to the end. */
async function allPages(days: PilotRange, limit: number) {
  const pages: PilotReport[] = [];
  let cursor: string | undefined;
  do {
    const page = await paged(days, cursor, limit);
    pages.push(page);
    cursor = page.nextCursor ?? undefined;
  } while (cursor);
  return pages;
}

/** Sessions that never count: withheld, abandoned, superseded, still open. */
async function uncounted(userId: string, day: string) {
  const contentId = await insertContent(h.db);
  const id = () => randomBytes(16).toString('hex');
  const game = { gameId: 'speed-typing', kind: 'speed-typing' as const, verifiedMs: 500_000 };
  for (const status of ['withheld', 'abandoned', 'active'] as const) {
    await h.db.insert(gameSession).values({
      id: id(),
      userId,
      ...game,
      status,
      startedAt: at(day, 9),
      finishedAt: status === 'active' ? null : at(day, 10),
    });
  }
  for (const status of ['superseded', 'active'] as const) {
    await h.db.insert(watchSession).values({
      id: id(),
      userId,
      contentId,
      status,
      startedAt: at(day, 9),
      lastSeenAt: at(day, 10),
      completedAt: status === 'active' ? null : at(day, 10),
      verifiedMs: 700_000,
    });
  }
}

async function seed(users: number) {
  const ids: string[] = [];
  for (let i = 0; i < users; i++) ids.push(await insertUser(h.db));
  for (const [i, userId] of ids.entries()) {
    for (const back of [0, 1, 2 + (i % 5), 8 + i, 40 + (i % 19)]) {
      await usageOn(h.db, { userId, day: addDays(today, -back), watchSeconds: 61 + i * 7 });
    }
    if (i % 3 === 0)
      await usageOn(h.db, { userId, day: addDays(today, -i), watchSeconds: 0, gameSeconds: 45 });
    await uncounted(userId, addDays(today, -(i % 4)));
  }
  return ids;
}

describe('pagedPilotReport', () => {
  it.each([7, 14, 30, 60] as const)(
    'over %i days equals the live aggregate: totals, users, series and every row once',
    async (days) => {
      await seed(12);
      const expected = await live(days);
      const pages = await allPages(days, 5);
      const rows = pages.flatMap((p) => p.rows);
      expect(rows.map((r) => r.userId)).toEqual(rows.map((r) => r.userId).sort());
      expect(new Set(rows.map((r) => r.userId)).size).toBe(rows.length);
      expect(rows).toEqual([...expected.rows].sort(byId));
      for (const page of pages) {
        expect(page.rows.length).toBeLessThanOrEqual(5);
        expect(page.totals).toEqual(expected.totals);
        expect(page.users).toBe(expected.users);
        expect(page.series).toEqual(expected.series);
        expect(page.since).toBe(expected.since);
      }
      expect(pages.at(-1)?.nextCursor).toBeNull();
    },
  );

  it('reads ended days from the rollup, written once, and today live', async () => {
    const [a] = await seed(1);
    await paged(60);
    const rolled = await h.db.select().from(pilotUsageDaily);
    expect(rolled.every((r) => r.day < today)).toBe(true);
    expect(rolled.length).toBeGreaterThan(0);
    // Today's new minutes show at once; a second read writes nothing more.
    await usageOn(h.db, { userId: a ?? '', day: today, watchSeconds: 600 });
    const after = await paged(60);
    expect(after).toEqual(await livePage(60));
    expect(await h.db.select().from(pilotUsageDaily)).toHaveLength(rolled.length);
  });

  it('counts a session on the day it ended, yesterday-started and ending today', async () => {
    const [a, b] = [await insertUser(h.db), await insertUser(h.db)];
    const contentId = await insertContent(h.db);
    await h.db.insert(watchSession).values({
      id: randomBytes(16).toString('hex'),
      userId: a,
      contentId,
      status: 'completed',
      startedAt: at(addDays(today, -1), 23.5),
      lastSeenAt: at(today, 0.5),
      completedAt: at(today, 0.5),
      verifiedMs: 3_600_000,
    });
    await usageOn(h.db, { userId: b, day: addDays(today, -1), watchSeconds: 120 });
    const report = await paged(7);
    expect(report).toEqual(await livePage(7));
    expect(report.series.at(-1)).toEqual({ day: today, watchMins: 60, gameMins: 0, totalMins: 60 });
    expect(report.users).toBe(2);
  });

  it('is written by the allocation run from the usage it pays', async () => {
    await fundPool(h.db, qtt(10_000));
    await seed(3);
    const run = { now, budget: qtt(1000), startedBy: 'scheduler', ceilingSeconds };
    expect(await allocateDue(h.db, run)).toEqual([addDays(today, -1)]);
    const rolled = await h.db.select().from(pilotUsageDaily);
    expect(new Set(rolled.map((r) => r.day))).toEqual(new Set([addDays(today, -1)]));
    expect(await paged(30)).toEqual(await livePage(30));
  });

  it('pages the same from a count of today kept by its reader (decision 054)', async () => {
    await seed(12);
    const kept = await countToday(h.db, now, ceilingSeconds);
    for (const days of [7, 60] as const) {
      const expected = await allPages(days, 5);
      const pages: PilotReport[] = [];
      let cursor: string | undefined;
      do {
        const o = { days, series: true, now, cursor, limit: 5, ceilingSeconds, today: kept };
        const page = await pagedPilotReport(h.db, o);
        pages.push(page);
        cursor = page.nextCursor ?? undefined;
      } while (cursor);
      expect(pages).toEqual(expected);
    }
    // Today's users new to each range, counted once per kept count and range.
    expect([...kept.memo.keys()]).toHaveLength(2);
  });

  it('answers an empty range with no rows and zero totals', async () => {
    const report = await paged(7);
    expect(report).toMatchObject({ rows: [], users: 0, nextCursor: null });
    expect(report.totals).toEqual({ watchMins: 0, gameMins: 0, totalMins: 0 });
  });
});
