import { describe, expect, it } from 'vitest';
import { earningLimitMessage, earningLimitReason, waitWords } from './earning-messages';

describe('earning limit words', () => {
  it.each([
    [1, '1 minute'],
    [61_000, '2 minutes'],
    [89 * 60_000, '89 minutes'],
    [90 * 60_000, 'about 2 hours'],
    [86_400_000, 'about 24 hours'],
  ])('%i ms is "%s", never shorter than the wait', (ms, words) =>
    expect(waitWords(ms)).toBe(words),
  );

  it('says network for a subnet, and counts one other account in the singular', () => {
    const words = { limit: 1, windowHours: 24, retryAfterMs: 60_000 };
    expect(earningLimitMessage({ ...words, scope: 'subnet' })).toMatch(
      /^This game earned no QTT: 1 other account has already earned from games on this network .* the most one network may have\./,
    );
    expect(earningLimitReason({ ...words, scope: 'subnet', where: '198.51.100.0/24' })).toBe(
      'Withheld by the per-subnet limit: 1 other account was already paid game rewards from 198.51.100.0/24 in the last 24 hours (limit 1).',
    );
  });
});
