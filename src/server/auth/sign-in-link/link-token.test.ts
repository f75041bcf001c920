import { describe, expect, it } from 'vitest';
import { packLinkToken, unpackLinkToken } from './link-token';

const secret = 'a secret of thirty-two characters!!';
const claims = {
  token: 'AbCdEfGhIjKlMnOpQrStUvWxYzAbCdEf',
  userId: '0b7c6d6e-5d8e-4a43-9f57-3c1f4f0e2a11',
  issuedAtMs: 1_795_000_000_000,
};

describe('sign-in link token', () => {
  it('carries its claims signed, and gives them back', () => {
    const packed = packLinkToken(secret, claims);
    expect(packed.split('.')).toHaveLength(4);
    expect(unpackLinkToken(secret, packed)).toEqual(claims);
  });

  it('refuses a changed claim, another key, and anything malformed', () => {
    const packed = packLinkToken(secret, claims);
    const [token, userId, issued, mac] = packed.split('.') as [string, string, string, string];
    const later = (claims.issuedAtMs + 3_600_000).toString(36);
    expect(unpackLinkToken(secret, [token, userId, later, mac].join('.'))).toBeNull();
    expect(unpackLinkToken(secret, [token, 'someone-else', issued, mac].join('.'))).toBeNull();
    expect(unpackLinkToken(secret, [`${token}x`, userId, issued, mac].join('.'))).toBeNull();
    expect(unpackLinkToken('another secret entirely, long enough', packed)).toBeNull();
    expect(unpackLinkToken(secret, `${packed}.extra`)).toBeNull();
    expect(unpackLinkToken(secret, [token, userId, `0${issued}`, mac].join('.'))).toBeNull();
    expect(unpackLinkToken(secret, '')).toBeNull();
    expect(unpackLinkToken(secret, token)).toBeNull();
  });
});
