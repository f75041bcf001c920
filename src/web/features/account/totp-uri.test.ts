import { describe, expect, it } from 'vitest';
import { groupInFours, secretFromTotpUri } from './totp-uri';

describe('secretFromTotpUri', () => {
  it('reads the base32 secret of an otpauth URI', () => {
    const uri = 'otpauth://totp/QTN:ada%40example.com?secret=jbswy3dpehpk3pxp&issuer=QTN&digits=6';
    expect(secretFromTotpUri(uri)).toBe('JBSWY3DPEHPK3PXP');
  });

  it('answers an empty string for a URI without a secret, or for no URI at all', () => {
    expect(secretFromTotpUri('otpauth://totp/QTN:ada?issuer=QTN')).toBe('');
    expect(secretFromTotpUri('not a uri')).toBe('');
  });
});

describe('groupInFours', () => {
  it('splits text into groups of four, the last one shorter', () => {
    expect(groupInFours('JBSWY3DPEHPK3PXPAB')).toBe('JBSW Y3DP EHPK 3PXP AB');
    expect(groupInFours('')).toBe('');
  });
});
