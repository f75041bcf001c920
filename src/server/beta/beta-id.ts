import { createHmac } from 'node:crypto';

const crockford = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/**
 * The Beta ID of an email address: `QTN-BETA-` and 12 Crockford base-32 characters (60
 * bits) of an HMAC keyed by the server's secret (decision 020). The same address always
 * gets the same ID, so a repeated signup answers exactly as a new one does; without the
 * secret nobody can work out an address's ID, or test whether an address signed up.
 */
export function betaIdFor(secret: string, email: string): string {
  const mac = createHmac('sha256', secret).update(`qtn-beta-id\u0000${email}`).digest();
  let bits = 0n;
  for (const byte of mac.subarray(0, 8)) bits = (bits << 8n) | BigInt(byte);
  let id = '';
  for (let i = 0; i < 12; i++) {
    id += crockford[Number((bits >> BigInt(59 - i * 5)) & 31n)];
  }
  return `QTN-BETA-${id}`;
}
