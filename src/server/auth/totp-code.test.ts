import { describe, expect, it } from 'vitest';
import { totp } from '../../../e2e/support/totp';
import { isValidTotp } from './totp-code';

/** RFC 4648 base32, as the otpauth:// URI carries better-auth's secret. */
function base32(text: string): string {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
  let bits = '';
  for (const byte of Buffer.from(text, 'utf8')) bits += byte.toString(2).padStart(8, '0');
  let out = '';
  for (let i = 0; i < bits.length; i += 5)
    out += alphabet[parseInt(bits.slice(i, i + 5).padEnd(5, '0'), 2)];
  return out;
}

// better-auth's secrets are 32 random letters and digits, used as text.
const secret = 'Q7dK2mX9vB4nL8pR1sT6wY3zA5cE0gHj';
const at = 1_795_000_012_345;

describe('authenticator codes', () => {
  it('accepts the code of this step and of one step either side, as better-auth does', () => {
    for (const d of [-1, 0, 1])
      expect(isValidTotp(secret, totp(base32(secret), at + d * 30_000), at)).toBe(true);
  });

  it('refuses codes two steps away, of another secret, and anything not six digits', () => {
    const code = totp(base32(secret), at);
    expect(isValidTotp(secret, totp(base32(secret), at + 60_000), at)).toBe(false);
    expect(isValidTotp(secret, totp(base32(secret), at - 60_000), at)).toBe(false);
    expect(isValidTotp('another secret of 32 characters!', code, at)).toBe(false);
    for (const bad of ['', '12345', '1234567', ' 123456', 'abcdef', `${code}\u0000`]) {
      expect(isValidTotp(secret, bad, at)).toBe(false);
    }
  });
});
