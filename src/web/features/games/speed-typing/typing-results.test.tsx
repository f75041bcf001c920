// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { SpeedTypingResult } from '@/domain/api/games-scored';
import { earningLimitMessage } from '@/domain/games/earning-messages';
import { TypingResults } from './typing-results';

const result = (over: Partial<SpeedTypingResult>): SpeedTypingResult => ({
  sessionId: 'a'.repeat(32),
  gameId: 'speed-typing',
  credited: '0',
  outcome: 'paid',
  finishedAt: '2026-11-27T10:00:00.000Z',
  score: { words: 25, errors: 0, accuracy: 100, points: 250, secondsLeft: 0 },
  ...over,
});

describe('TypingResults', () => {
  it('tells a player behind a shared connection, in the server’s words, why nothing was paid', () => {
    const message = earningLimitMessage({
      scope: 'address',
      limit: 3,
      windowHours: 24,
      retryAfterMs: 5 * 3_600_000,
    });
    render(
      <TypingResults
        outcome={{ kind: 'server', result: result({ outcome: 'address_limit', message }) }}
      />,
    );
    expect(screen.getByText(message)).toBeInTheDocument();
    expect(message).toMatch(/a family, a school, an office/);
    expect(message).toMatch(/frees up in about 5 hours at the earliest\.$/);
  });
});
