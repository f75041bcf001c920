import { describe, expect, it } from 'vitest';
import { betaInterestLabels, betaMessages, betaSubmitFailedMessage } from './beta-copy';

describe('beta copy', () => {
  it('words the failure as the error catalogue does', () => {
    expect(betaSubmitFailedMessage(503, 'Service Unavailable')).toBe(
      'Failed to submit beta signup: API error: 503 Service Unavailable',
    );
    expect(betaSubmitFailedMessage(429, '')).toBe('Failed to submit beta signup: API error: 429');
  });

  it('keeps the specification’s words', () => {
    expect(betaMessages.success).toBe(
      'Thank you for signing up for the beta program! We will contact you soon with further instructions.',
    );
    expect(betaMessages.submit).toBe('Join Beta Program');
    expect(betaMessages.submitting).toBe('Submitting...');
    expect(betaInterestLabels.powt).toBe('Proof of Watch Time');
  });
});
