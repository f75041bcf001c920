import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addPlay, noPlay, playByDay, type PlayedTime } from './played-time';
import { dayStart, utcDayOf } from './utc-days';

const at = (day: string, hours: number) => new Date(dayStart(day).getTime() + hours * 3_600_000);
const d1 = '2026-11-20';
const d2 = '2026-11-21';
const d3 = '2026-11-22';

describe('addPlay', () => {
  it('counts nothing until an input adds play', () => {
    expect(addPlay(noPlay, 0, at(d1, 10))).toEqual(noPlay);
    expect(playByDay(noPlay)).toEqual(new Map());
  });

  it('counts play on the day of the input that added it', () => {
    const p = addPlay(addPlay(noPlay, 5_000, at(d1, 10)), 40_000, at(d1, 10.01));
    expect(p).toEqual({ ...noPlay, verifiedMs: 40_000, playedAt: at(d1, 10.01) });
    expect(playByDay(p)).toEqual(new Map([[d1, 40_000]]));
  });

  it('adds nothing for an input without new play, however late (a finish hours later)', () => {
    const p = addPlay(noPlay, 40_000, at(d1, 10));
    expect(addPlay(p, 40_000, at(d2, 9))).toEqual(p);
    expect(addPlay(p, 10_000, at(d2, 9))).toEqual(p);
    expect(addPlay(p, Number.NaN, at(d2, 9))).toEqual(p);
  });

  it('splits play across midnight: the earlier day keeps its part', () => {
    const before = addPlay(noPlay, 600_000, at(d1, 23.9));
    const after = addPlay(before, 900_000, at(d2, 0.1));
    expect(after).toEqual({
      verifiedMs: 900_000,
      playedAt: at(d2, 0.1),
      earlierMs: 600_000,
      prevDay: d1,
      prevDayMs: 600_000,
    });
    expect(playByDay(after)).toEqual(
      new Map([
        [d1, 600_000],
        [d2, 300_000],
      ]),
    );
    // A third day: the second becomes the previous one, the first was counted by its run.
    const third = addPlay(addPlay(after, 1_000_000, at(d2, 5)), 1_200_000, at(d3, 1));
    expect(playByDay(third)).toEqual(
      new Map([
        [d2, 400_000],
        [d3, 200_000],
      ]),
    );
  });

  it("counts an input dated before the last one (another clock) on the last one's day", () => {
    const p = addPlay(noPlay, 60_000, at(d2, 0.01));
    const skewed = addPlay(p, 70_000, at(d1, 23.99));
    expect(skewed).toEqual({ ...noPlay, verifiedMs: 70_000, playedAt: at(d2, 0.01) });
  });

  it('takes only its own fields from a row', () => {
    const row = { ...noPlay, id: 'x', status: 'active' } as PlayedTime;
    expect(Object.keys(addPlay(row, 1, at(d1, 1))).sort()).toEqual(Object.keys(noPlay).sort());
  });
});

describe('a day counted by its run', () => {
  /**
   * Inputs over four days, each day's run at some moment of the next day before the session
   * plays on the day after that (the scheduler runs minutes after midnight): every ms of play
   * is counted on exactly one day, and no day counts more than was played by its end.
   */
  it('counts all play once, whenever the run reads it', () => {
    const first = dayStart(d1).getTime();
    const inputs = fc.array(
      fc.record({
        at: fc.integer({ min: 0, max: 4 * 86_400_000 - 1 }),
        ms: fc.integer({ min: 0, max: 3_600_000 }),
      }),
      { maxLength: 40 },
    );
    const runDelay = fc.integer({ min: 0, max: 86_400_000 - 1 });
    fc.assert(
      fc.property(inputs, fc.array(runDelay, { minLength: 4, maxLength: 4 }), (raw, delays) => {
        const steps = [...raw].sort((a, b) => a.at - b.at);
        let p = noPlay;
        let total = 0;
        const states: Array<{ at: number; p: PlayedTime }> = [{ at: -1, p }];
        for (const s of steps) {
          total += s.ms;
          p = addPlay(p, total, new Date(first + s.at));
          states.push({ at: s.at, p });
        }
        let counted = 0;
        for (let day = 0; day < 4; day++) {
          const run = (day + 1) * 86_400_000 + (delays[day] ?? 0);
          // The state the run reads: the last input before it.
          const seen = states.filter((s) => s.at < run).at(-1)?.p ?? noPlay;
          const key = utcDayOf(new Date(first + day * 86_400_000));
          const part = playByDay(seen).get(key) ?? 0;
          const playedByEnd = steps
            .filter((s) => s.at < (day + 1) * 86_400_000 && s.at >= day * 86_400_000)
            .reduce((n, s) => n + s.ms, 0);
          expect(part).toBe(playedByEnd);
          counted += part;
        }
        expect(counted).toBe(p.verifiedMs);
      }),
    );
  });
});
