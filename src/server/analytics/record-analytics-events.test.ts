import { describe, expect, it } from 'vitest';
import { withoutTokens } from './record-analytics-events';

describe('analytics addresses', () => {
  it('keep no token a reset or sign-in link carried', () => {
    expect(withoutTokens('/sign-in-link?token=abc.def.ghi')).toBe('/sign-in-link?token=…');
    expect(withoutTokens('/reset-password?x=1&TOKEN=secret#top')).toBe(
      '/reset-password?x=1&TOKEN=…#top',
    );
    expect(withoutTokens('http://qtn.example/sign-in-link?token=a&next=/wallet')).toBe(
      'http://qtn.example/sign-in-link?token=…&next=/wallet',
    );
    expect(withoutTokens('/content?q=tokens')).toBe('/content?q=tokens');
  });
});
