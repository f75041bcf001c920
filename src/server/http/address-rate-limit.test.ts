import { describe, expect, it } from 'vitest';
import { createAddressRateLimit } from './address-rate-limit';

describe('the Pi endpoints rate limit', () => {
  it('allows 10 a minute per endpoint and address, then 429 with Retry-After', () => {
    let now = 0;
    const limit = createAddressRateLimit({ enabled: true, now: () => now });
    for (let i = 0; i < 10; i++) limit.check('pi-sign-in', '1.2.3.4');
    expect(() => limit.check('pi-sign-in', '1.2.3.4')).toThrow(
      expect.objectContaining({ code: 'RATE_LIMITED', retryAfterSeconds: 60 }),
    );
    limit.check('pi-sign-in', '5.6.7.8');
    limit.check('verify-pi-token', '1.2.3.4');
    now = 60_000;
    limit.check('pi-sign-in', '1.2.3.4');
  });

  it('is off with AUTH_RATE_LIMIT=false', () => {
    const limit = createAddressRateLimit({ enabled: false });
    for (let i = 0; i < 50; i++) limit.check('pi-sign-in', '1.2.3.4');
  });
});
