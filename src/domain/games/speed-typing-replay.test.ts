import { describe, expect, it } from 'vitest';
import { replayTyping, tallyTyping, typingPlayedMs, type TypingEvent } from './speed-typing-replay';

const words = ['cat', 'dog', 'sun'];
const typed = (word: string, from: number): TypingEvent[] =>
  [...word].map((_, i) => [from + i * 100, word.slice(0, i + 1)] as const);

describe('Speed Typing replay', () => {
  it('counts a word when the trimmed input equals the target on Space', () => {
    const s = replayTyping(words, [...typed('cat', 0), [400, 'cat ']]);
    expect(s).toMatchObject({ index: 1, words: 1, errors: 0, input: '' });
  });

  it('ignores leading spaces and an empty submission', () => {
    const s = replayTyping(words, [
      [0, ' '],
      [50, '  '],
      [100, ' cat'],
      [200, ' cat '],
    ]);
    expect(s).toMatchObject({ index: 1, words: 1, errors: 0 });
  });

  it('counts a wrong submission as an error and moves on', () => {
    const s = replayTyping(words, [
      [0, 'cap'],
      [100, 'cap '],
    ]);
    expect(s).toMatchObject({ index: 1, words: 0, errors: 1 });
  });

  it('counts typing past the target length as an error and clears the input', () => {
    const s = replayTyping(words, [
      [0, 'cat'],
      [100, 'cats'],
    ]);
    expect(s).toMatchObject({ index: 0, input: '', errors: 1, words: 0 });
    expect(replayTyping(words, [[0, 'catt']])).toMatchObject({ input: '', errors: 1 });
  });

  it('keeps a shorter or deleted input without penalty', () => {
    const s = replayTyping(words, [
      [0, 'ca'],
      [100, 'c'],
      [200, ''],
    ]);
    expect(s).toMatchObject({ input: '', errors: 0 });
  });

  it('completes with the time of the last word and ignores anything after', () => {
    const log: TypingEvent[] = [
      [1000, 'cat '],
      [2000, 'dog '],
      [30_500, 'sun '],
      [31_000, 'x '],
    ];
    const s = replayTyping(words, log);
    expect(s).toMatchObject({ words: 3, completedAtMs: 30_500 });
    expect(tallyTyping(s)).toEqual({
      words: 3,
      errors: 0,
      accuracy: 100,
      points: 30,
      secondsLeft: 29,
    });
  });

  it('ignores changes past the 60 s round', () => {
    const s = replayTyping(words, [
      [59_999, 'cat '],
      [60_001, 'dog '],
    ]);
    expect(s.words).toBe(1);
    expect(tallyTyping(s).secondsLeft).toBe(0);
  });

  it('rounds accuracy down: 9 right of 10 attempts is 90, 8 of 9 is 88', () => {
    expect(
      tallyTyping({ index: 10, input: '', words: 9, errors: 1, completedAtMs: null }),
    ).toMatchObject({ accuracy: 90, points: 90 });
    expect(
      tallyTyping({ index: 9, input: '', words: 8, errors: 1, completedAtMs: null }).accuracy,
    ).toBe(88);
    expect(
      tallyTyping({ index: 0, input: '', words: 0, errors: 0, completedAtMs: null }).accuracy,
    ).toBe(0);
  });
});

describe('Speed Typing play counted as usage', () => {
  it('is nothing without an accepted change', () => {
    expect(typingPlayedMs(words, [], 360_000)).toBe(0);
  });

  it('runs to the last change the replay accepts', () => {
    const log: TypingEvent[] = [...typed('cat', 1_000), [4_000, 'cat '], [9_000, 'd']];
    expect(typingPlayedMs(words, log, 360_000)).toBe(9_000);
  });

  it('ignores changes after the last word and past the round', () => {
    const all: TypingEvent[] = [
      [1_000, 'cat '],
      [2_000, 'dog '],
      [3_000, 'sun '],
      [50_000, 'x'],
    ];
    expect(typingPlayedMs(words, all, 360_000)).toBe(3_000);
    const late: TypingEvent[] = [
      [1_000, 'c'],
      [60_001, 'ca'],
    ];
    expect(typingPlayedMs(words, late, 360_000)).toBe(1_000);
  });

  it('never passes what the server saw between start and finish', () => {
    expect(typingPlayedMs(words, [[59_000, 'c']], 20_000)).toBe(20_000);
    expect(typingPlayedMs(words, [[60_000, 'c']], 360_000)).toBe(60_000);
  });
});
