import { describe, expect, it } from 'vitest';
import {
  delayAfter,
  waitMs,
  withFailure,
  withoutFailure,
  type DelayPolicy,
} from './progressive-delay';
import { signInPolicies } from './sign-in-policies';

const policy: DelayPolicy = { free: 2, baseMs: 1000, maxMs: 5000, forgetMs: 60_000 };

describe('progressive delay', () => {
  it('is free for the first failures, then doubles up to the ceiling', () => {
    expect([0, 1, 2, 3, 4, 5, 6, 40].map((n) => delayAfter(n, policy))).toEqual([
      0, 0, 0, 1000, 2000, 4000, 5000, 5000,
    ]);
  });

  it('counts the wait from the last failure and forgets after a quiet spell', () => {
    let s = withFailure(undefined, policy, 0);
    s = withFailure(s, policy, 0);
    s = withFailure(s, policy, 10);
    expect(waitMs(s, policy, 10)).toBe(1000);
    expect(waitMs(s, policy, 600)).toBe(410);
    expect(waitMs(s, policy, 1010)).toBe(0);
    expect(withFailure(s, policy, 60_010)).toEqual({ failures: 1, lastFailureAt: 60_010 });
  });

  it('takes one failure back on a refund and forgets the key at zero', () => {
    expect(withoutFailure({ failures: 3, lastFailureAt: 5 })).toEqual({
      failures: 2,
      lastFailureAt: 5,
    });
    expect(withoutFailure({ failures: 1, lastFailureAt: 5 })).toBeUndefined();
  });

  it.each(Object.entries(signInPolicies))(
    'keeps %s under ASVS 5.0: at most 100 failures an hour, however fast one tries',
    (_name, p) => {
      let s;
      let failures = 0;
      for (let t = 0; t < 3_600_000; t += 100) {
        if (waitMs(s, p, t) > 0) continue;
        s = withFailure(s, p, t);
        failures++;
      }
      expect(failures).toBeLessThanOrEqual(100);
      expect(failures).toBeGreaterThan(p.free);
    },
  );
});
