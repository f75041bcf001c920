import { describe, expect, it } from 'vitest';
import { betaIdPattern } from '@/domain/api/beta';
import { betaIdFor } from './beta-id';

describe('betaIdFor', () => {
  it('is stable per address and secret, and looks like a Beta ID', () => {
    const id = betaIdFor('secret-a', 'ada@example.com');
    expect(id).toMatch(betaIdPattern);
    expect(betaIdFor('secret-a', 'ada@example.com')).toBe(id);
  });

  it('differs by address and by secret', () => {
    const id = betaIdFor('secret-a', 'ada@example.com');
    expect(betaIdFor('secret-a', 'bob@example.com')).not.toBe(id);
    expect(betaIdFor('secret-b', 'ada@example.com')).not.toBe(id);
  });

  it('spreads over many addresses without collisions', () => {
    const ids = new Set(Array.from({ length: 5000 }, (_, i) => betaIdFor('s', `u${i}@x.io`)));
    expect(ids.size).toBe(5000);
  });
});
