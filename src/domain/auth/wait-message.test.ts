import { describe, expect, it } from 'vitest';
import { retryAfterSeconds, tooManyAttemptsMessage } from './wait-message';

describe('the wait a 429 names', () => {
  it.each([
    [1, 'Too many attempts. Try again in 1 second.'],
    [30_000, 'Too many attempts. Try again in 30 seconds.'],
    [59_001, 'Too many attempts. Try again in 1 minute.'],
    [120_000, 'Too many attempts. Try again in 2 minutes.'],
    [120_001, 'Too many attempts. Try again in 3 minutes.'],
  ])('%i ms → %s', (ms, text) => {
    expect(tooManyAttemptsMessage(ms)).toBe(text);
  });

  it('rounds Retry-After up and never to 0', () => {
    expect(retryAfterSeconds(0)).toBe(1);
    expect(retryAfterSeconds(1500)).toBe(2);
  });
});
