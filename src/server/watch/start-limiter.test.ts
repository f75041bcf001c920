import { describe, expect, it } from 'vitest';
import { createMemoryStartLimiter } from './start-limiter';

const hour = 3_600_000;
const limiter = () => createMemoryStartLimiter({ perAddress: 3, perSubnet: 5, windowMs: hour });

describe('start limiter', () => {
  it('admits three accounts from one address, refuses the fourth until the first ages out', () => {
    const l = limiter();
    for (const [i, userId] of ['a', 'b', 'c'].entries())
      expect(l.admit({ userId, ip: '203.0.113.7', nowMs: i * 1000 })).toEqual({ ok: true });
    expect(l.admit({ userId: 'd', ip: '203.0.113.7', nowMs: 5000 })).toEqual({
      ok: false,
      scope: 'address',
      retryAfterMs: hour - 5000,
    });
    expect(l.admit({ userId: 'd', ip: '203.0.113.7', nowMs: hour })).toEqual({ ok: true });
  });

  it('does not count an account twice', () => {
    const l = limiter();
    for (let i = 0; i < 10; i++)
      expect(l.admit({ userId: 'a', ip: '1.2.3.4', nowMs: i }).ok).toBe(true);
    expect(l.admit({ userId: 'b', ip: '1.2.3.4', nowMs: 20 }).ok).toBe(true);
  });

  it('counts a subnet across its addresses', () => {
    const l = limiter();
    for (let i = 1; i <= 5; i++)
      expect(l.admit({ userId: `u${i}`, ip: `198.51.100.${i}`, nowMs: 0 }).ok).toBe(true);
    expect(l.admit({ userId: 'u6', ip: '198.51.100.99', nowMs: 1 })).toMatchObject({
      ok: false,
      scope: 'subnet',
    });
    expect(l.admit({ userId: 'u6', ip: '198.51.101.1', nowMs: 1 }).ok).toBe(true);
  });

  it('a refused start does not use up a slot of the other limit', () => {
    const l = createMemoryStartLimiter({ perAddress: 1, perSubnet: 2, windowMs: hour });
    expect(l.admit({ userId: 'a', ip: '10.0.0.1', nowMs: 0 }).ok).toBe(true);
    expect(l.admit({ userId: 'b', ip: '10.0.0.1', nowMs: 0 }).ok).toBe(false);
    expect(l.admit({ userId: 'c', ip: '10.0.0.2', nowMs: 0 }).ok).toBe(true);
  });

  it('limits of 0 are off', () => {
    const l = createMemoryStartLimiter({ perAddress: 0, perSubnet: 0, windowMs: hour });
    for (let i = 0; i < 50; i++)
      expect(l.admit({ userId: `u${i}`, ip: '::1', nowMs: 0 }).ok).toBe(true);
  });
});
