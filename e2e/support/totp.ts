import { createHmac } from 'node:crypto';

const base32Alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

/** RFC 4648 base32 (spaces, padding and case ignored) to bytes. */
export function base32Decode(text: string): Buffer {
  const bytes: number[] = [];
  let buffer = 0;
  let bits = 0;
  for (const char of text.replace(/[\s=]/g, '').toUpperCase()) {
    const value = base32Alphabet.indexOf(char);
    if (value < 0) throw new Error(`Not a base32 character: ${char}`);
    buffer = ((buffer << 5) | value) & 0xfff;
    bits += 5;
    if (bits >= 8) {
      bits -= 8;
      bytes.push((buffer >> bits) & 0xff);
    }
  }
  return Buffer.from(bytes);
}

/** RFC 6238 TOTP: HMAC-SHA1 over the 30-second step count, dynamically truncated. */
export function totp(secret: string, at = Date.now(), { step = 30, digits = 6 } = {}): string {
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(Math.floor(at / 1000 / step)));
  const mac = createHmac('sha1', base32Decode(secret)).update(counter).digest();
  const offset = (mac.at(-1) ?? 0) & 0x0f;
  const code = (mac.readUInt32BE(offset) & 0x7fffffff) % 10 ** digits;
  return String(code).padStart(digits, '0');
}

/** A six-digit code that no step the server accepts (now, one before, one after) produces. */
export function wrongTotp(secret: string, at = Date.now()): string {
  const valid = new Set([-1, 0, 1].map((d) => totp(secret, at + d * 30_000)));
  for (let n = 0; ; n += 111_111) {
    const candidate = String(n % 1_000_000).padStart(6, '0');
    if (!valid.has(candidate)) return candidate;
  }
}
