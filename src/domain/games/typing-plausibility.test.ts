import { describe, expect, it } from 'vitest';
import { replayTyping, type TypingEvent } from './speed-typing-replay';
import { typingImplausibility } from './typing-plausibility';

const words = Array.from({ length: 50 }, (_, i) => (i % 2 ? 'cat' : 'dog'));
/** Types `n` words, one character every `gap(i)` ms. */
function log(n: number, gap: (i: number) => number): TypingEvent[] {
  const out: TypingEvent[] = [];
  let t = 0;
  let i = 0;
  for (const w of words.slice(0, n)) {
    for (let k = 1; k <= w.length + 1; k++) {
      t += gap(i++);
      out.push([t, k <= w.length ? w.slice(0, k) : `${w} `]);
    }
  }
  return out;
}
const judge = (l: TypingEvent[], elapsedMs = 60_500) =>
  typingImplausibility(l, replayTyping(words, l), words, elapsedMs);

describe('Speed Typing plausibility', () => {
  it('accepts a human rhythm over a full round', () => {
    expect(judge(log(20, (i) => 150 + ((i * 37) % 90)))).toBeNull();
  });

  it('withholds a round finished before 60 s of server time (2 s tolerance)', () => {
    const l = log(20, (i) => 150 + ((i * 37) % 90));
    expect(judge(l, 5_000)).toMatch(/before the round could end/);
    expect(judge(l, 57_999)).toMatch(/before the round could end/);
    expect(judge(l, 58_000)).toBeNull();
  });

  it('withholds every interval under 10 ms, and zero variance', () => {
    expect(judge(log(10, () => 0))).toBe('Typed faster than a person can.');
    expect(
      typingImplausibility(
        log(10, () => 0),
        replayTyping(['x'], []),
        ['x'],
        60_000,
      ),
    ).toBe('Every key interval was under 10 ms.');
    expect(judge(log(10, () => 200))).toBe('Key intervals had zero variance.');
  });

  it('withholds typing faster than 25 characters a second', () => {
    expect(
      judge(
        log(50, (i) => 30 + (i % 3)),
        60_000,
      ),
    ).toBe('Typed faster than a person can.');
  });

  it('withholds a log whose offsets run ahead of the server clock', () => {
    const l: TypingEvent[] = [[59_000, 'dog ']];
    expect(typingImplausibility(l, replayTyping(words, l), words, 58_500)).toBeNull();
    expect(
      typingImplausibility(l, { ...replayTyping(words, l), completedAtMs: 1 }, words, 50_000),
    ).toBe('The log runs ahead of the server clock.');
  });
});
