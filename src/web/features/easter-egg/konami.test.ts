import { describe, expect, it } from 'vitest';
import { advanceKonami, konamiSequence } from './konami';

/** Feeds keys from a start progress; returns the final progress and whether any key matched. */
function feed(keys: readonly string[], start = 0) {
  let progress = start;
  let matches = 0;
  for (const key of keys) {
    const step = advanceKonami(progress, key);
    progress = step.progress;
    if (step.matched) matches++;
  }
  return { progress, matches };
}

const full = [...konamiSequence];

describe('advanceKonami', () => {
  it('matches the full sequence exactly once, on the last key, then starts over', () => {
    const steps = full.map((_, i) => advanceKonami(i, full[i] ?? ''));
    expect(steps.map((s) => s.matched)).toEqual([...Array(9).fill(false), true]);
    expect(steps.map((s) => s.progress)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 0]);
    expect(feed([...full, ...full])).toEqual({ progress: 0, matches: 2 });
  });

  it('accepts B and A in either case, and ignores Shift', () => {
    expect(feed([...full.slice(0, 8), 'Shift', 'B', 'Shift', 'A']).matches).toBe(1);
  });

  it('resets on a wrong key', () => {
    expect(advanceKonami(5, 'x')).toEqual({ progress: 0, matched: false });
    expect(feed([...full.slice(0, 9), 'Enter', 'a'])).toEqual({ progress: 0, matches: 0 });
    expect(feed(['ArrowDown', ...full.slice(1)]).matches).toBe(0);
  });

  it('keeps what still counts after a wrong key', () => {
    // One ↑ too many: the last two ↑ still start the sequence.
    expect(feed(['ArrowUp', ...full]).matches).toBe(1);
    expect(advanceKonami(2, 'ArrowUp')).toEqual({ progress: 2, matched: false });
    // A wrong key that is itself a first key restarts at 1.
    expect(advanceKonami(6, 'ArrowUp')).toEqual({ progress: 1, matched: false });
    // Breaking off near the end and going again still matches.
    expect(feed([...full.slice(0, 7), ...full]).matches).toBe(1);
  });

  it('does not match a sequence with a key missing', () => {
    expect(feed(full.filter((_, i) => i !== 4)).matches).toBe(0);
  });
});
