import { describe, expect, it } from 'vitest';
import { codeForStatus, errorCatalogue, isErrorCode } from './errors';

describe('the error catalogue', () => {
  it('gives every code a status: an HTTP error status, or 0 for client-only codes', () => {
    for (const [code, { status }] of Object.entries(errorCatalogue)) {
      expect(code).toMatch(/^[A-Z][A-Z_]+$/);
      expect(status === 0 || (status >= 400 && status < 600)).toBe(true);
    }
  });
  it('maps a bare status to a catalogue code', () => {
    expect(codeForStatus(429)).toBe('RATE_LIMITED');
    expect(codeForStatus(418)).toBe('BAD_REQUEST');
    expect(codeForStatus(500)).toBe('INTERNAL');
    expect(isErrorCode(codeForStatus(405))).toBe(true);
    expect(isErrorCode('TEAPOT')).toBe(false);
  });
});
