import { describe, expect, it } from 'vitest';
import type { GameResult } from '@/domain/api/games';
import { resultWords } from './result-words';

const result = (over: Partial<GameResult>): GameResult => ({
  sessionId: 'a'.repeat(32),
  gameId: 'space-shooter',
  credited: '0',
  outcome: 'paid',
  finishedAt: '2026-11-28T00:00:00.000Z',
  ...over,
});

describe('resultWords', () => {
  it("states the server's payout, with no reason when it paid in full", () => {
    expect(resultWords({ kind: 'result', result: result({ credited: '3' }) })).toEqual({
      title: 'You earned 3 QTT',
      reason: null,
    });
  });

  it("gives the server's reason when the game's maximum capped the payout", () => {
    const message = '8 QTT is the most Space Shooter pays for one play: …';
    expect(resultWords({ kind: 'result', result: result({ credited: '8', message }) })).toEqual({
      title: 'You earned 8 QTT',
      reason: message,
    });
  });

  it("gives the server's reason when it paid nothing", () => {
    const message = "This game earned no QTT: you have reached today's limit of 50 QTT from games.";
    expect(
      resultWords({ kind: 'result', result: result({ outcome: 'daily_cap', message }) }),
    ).toEqual({ title: 'No QTT this time', reason: message });
  });

  it('never shows an outcome code, even when the server gave no words', () => {
    const words = resultWords({ kind: 'result', result: result({ outcome: 'pool_empty' }) });
    expect(words).toEqual({ title: 'No QTT this time', reason: 'This game paid nothing.' });
  });

  it('tells a visitor that signing in is needed, and an error that nothing was paid', () => {
    expect(resultWords({ kind: 'visitor' }).reason).toMatch(/Sign in, then play again/);
    expect(resultWords({ kind: 'error', message: 'Network down.' })).toEqual({
      title: 'Your game could not be checked',
      reason: 'Network down. Nothing was paid.',
    });
  });
});
