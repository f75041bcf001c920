import { createHmac, timingSafeEqual } from 'node:crypto';

const stepMs = 30_000;
const digits = 6;

function codeAt(secret: string, step: number): string {
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(step));
  const mac = createHmac('sha1', Buffer.from(secret, 'utf8')).update(counter).digest();
  const offset = (mac.at(-1) ?? 0) & 0x0f;
  return String((mac.readUInt32BE(offset) & 0x7fffffff) % 10 ** digits).padStart(digits, '0');
}

/**
 * RFC 6238 exactly as better-auth's twoFactor plugin checks a code: HMAC-SHA1 keyed by the
 * secret's text, 30-second steps, six digits, the current step and one either side. Every
 * step is compared, so the time taken says nothing about which one matched.
 */
export function isValidTotp(secret: string, code: string, nowMs: number): boolean {
  if (!/^\d{6}$/.test(code)) return false;
  const step = Math.floor(nowMs / stepMs);
  let matched = false;
  for (const d of [-1, 0, 1]) {
    matched = timingSafeEqual(Buffer.from(codeAt(secret, step + d)), Buffer.from(code)) || matched;
  }
  return matched;
}
