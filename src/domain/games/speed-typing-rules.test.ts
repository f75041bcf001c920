import { describe, expect, it } from 'vitest';
import { speedTypingReward, type TypingTally } from './speed-typing-rules';

const tally = (o: Partial<TypingTally>): TypingTally => ({
  words: 10,
  errors: 0,
  accuracy: 100,
  points: 100,
  secondsLeft: 0,
  ...o,
});
const reward = (o: Partial<TypingTally>) => speedTypingReward(tally(o));

describe('Speed Typing reward', () => {
  it('refuses under 5 words or under 50% accuracy, and says why', () => {
    expect(reward({ words: 4 })).toEqual({
      ok: false,
      message: 'You need at least 5 words to earn QTT.',
    });
    expect(reward({ words: 5, accuracy: 49 })).toEqual({
      ok: false,
      message: 'You need at least 50% accuracy to earn QTT.',
    });
    expect(reward({ words: 5, accuracy: 50 })).toMatchObject({ ok: true, reward: 2 });
  });

  it.each([
    [9, 2],
    [10, 2.5],
    [19, 2.5],
    [20, 3],
    [49, 4],
  ])('pays 0.5 per full 10 words from 10 words: %i words → %d', (words, expected) => {
    expect(reward({ words, accuracy: 79 })).toMatchObject({ ok: true, reward: expected });
  });

  it.each([
    [79, 2],
    [80, 2.5],
    [89, 2.5],
    [90, 3],
    [100, 3],
  ])('adds the accuracy bonus at 80 and 90 percent: %i%% → %d', (accuracy, expected) => {
    expect(reward({ words: 5, accuracy })).toMatchObject({ ok: true, reward: expected });
  });

  it('adds 0.1 per second left and clamps at 10', () => {
    expect(reward({ words: 50, accuracy: 100, secondsLeft: 1 })).toMatchObject({
      ok: true,
      reward: 5.6,
    });
    expect(reward({ words: 50, accuracy: 100, secondsLeft: 30 })).toMatchObject({
      ok: true,
      reward: 8.5,
    });
    // Capped at 10; the formula's 11.4 is kept, so the result can say what it was worth.
    expect(reward({ words: 50, accuracy: 100, secondsLeft: 59 })).toEqual({
      ok: true,
      reward: 10,
      formula: 11.4,
    });
  });
});
