import { describe, expect, it, vi } from 'vitest';
import { utcDayOf } from '@/domain/pilot/utc-days';
import { countedToday, liveBelowUsers, reuseForMs, todayUsageReader } from './today-usage';
import type { DayUsage } from './verified-usage';

const noon = new Date('2026-11-28T12:00:00.000Z');
const later = (ms: number, from = noon) => new Date(from.getTime() + ms);

/** A count of `users` users at `now`, each with `seconds` watched. */
function counter(users: number) {
  let seconds = 60;
  const count = vi.fn(async (now: Date) => {
    const day = utcDayOf(now);
    const usage: DayUsage[] = Array.from({ length: users }, (_, i) => ({
      day,
      userId: `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`,
      watchSeconds: seconds,
      gameSeconds: 0,
    }));
    return countedToday(day, now, usage);
  });
  return {
    count,
    /** Usage grows: the next count sees more seconds. */
    grow: () => (seconds += 60),
  };
}

describe('todayUsageReader', () => {
  it('counts afresh on every read while today has fewer than liveBelowUsers users', async () => {
    const c = counter(liveBelowUsers - 1);
    const read = todayUsageReader(c.count, () => {});
    await read(noon);
    c.grow();
    const second = await read(later(1));
    expect(c.count).toHaveBeenCalledTimes(2);
    expect(second.watchSeconds).toBe(120 * (liveBelowUsers - 1));
  });

  it('serves one count to every reader for reuseForMs once today is large', async () => {
    const c = counter(liveBelowUsers);
    const read = todayUsageReader(c.count, () => {});
    const first = await read(noon);
    c.grow();
    expect(await read(later(reuseForMs - 1))).toBe(first);
    expect(c.count).toHaveBeenCalledTimes(1);
  });

  it('answers an older count at once and counts again behind it, once for many readers', async () => {
    const c = counter(liveBelowUsers);
    const read = todayUsageReader(c.count, () => {});
    const first = await read(noon);
    c.grow();
    const stale = await Promise.all([1, 2, 3].map((i) => read(later(reuseForMs + i))));
    expect(stale.every((s) => s === first)).toBe(true);
    expect(c.count).toHaveBeenCalledTimes(2);
    await vi.waitFor(async () => {
      const next = await read(later(reuseForMs + 10));
      expect(next.asOf).toEqual(later(reuseForMs + 1));
      expect(next.watchSeconds).toBe(120 * liveBelowUsers);
    });
    expect(c.count).toHaveBeenCalledTimes(2);
  });

  it('never answers with another day’s count', async () => {
    const c = counter(liveBelowUsers);
    const read = todayUsageReader(c.count, () => {});
    await read(new Date('2026-11-28T23:59:59.000Z'));
    const next = await read(new Date('2026-11-29T00:00:01.000Z'));
    expect(next.day).toBe('2026-11-29');
    expect(c.count).toHaveBeenCalledTimes(2);
  });

  it('counts afresh when the clock reads earlier than the count kept', async () => {
    const c = counter(liveBelowUsers);
    const read = todayUsageReader(c.count, () => {});
    await read(noon);
    const earlier = await read(later(-1000));
    expect(earlier.asOf).toEqual(later(-1000));
  });

  it('keeps serving the last count when a count behind it fails, and tries again', async () => {
    const c = counter(liveBelowUsers);
    const errors: unknown[] = [];
    const read = todayUsageReader(c.count, (err) => errors.push(err));
    const first = await read(noon);
    c.count.mockRejectedValueOnce(new Error('database gone'));
    expect(await read(later(reuseForMs))).toBe(first);
    await vi.waitFor(() => expect(errors).toHaveLength(1));
    expect(await read(later(reuseForMs + 1))).toBe(first);
    expect(c.count).toHaveBeenCalledTimes(3);
  });
});

describe('countedToday', () => {
  it('finds each user, sums each kind and splits a budget once per budget', () => {
    const usage: DayUsage[] = [
      { day: '2026-11-28', userId: 'a', watchSeconds: 100, gameSeconds: 20 },
      { day: '2026-11-28', userId: 'b', watchSeconds: 300, gameSeconds: 0 },
    ];
    const today = countedToday('2026-11-28', noon, usage);
    expect(today.indexOf.get('b')).toBe(1);
    expect([today.watchSeconds, today.gameSeconds]).toEqual([400, 20]);
    const split = today.splitFor(1000n);
    expect(today.splitFor(1000n)).toBe(split);
    expect(split.shares.map((s) => s.userId)).toEqual(['a', 'b']);
    expect(today.splitFor(2000n)).not.toBe(split);
  });
});
