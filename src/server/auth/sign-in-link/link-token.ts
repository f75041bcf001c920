import { createHmac, timingSafeEqual } from 'node:crypto';

/** What a sign-in link carries besides better-auth's own single-use token. */
export interface LinkClaims {
  /** better-auth's magic-link token: stored hashed, consumed once. */
  token: string;
  /** The account the link was sent for. */
  userId: string;
  /** When it was issued, by the server's clock: the server's clock decides its expiry. */
  issuedAtMs: number;
}

const mac = (secret: string, c: LinkClaims) =>
  createHmac('sha256', secret)
    .update(`qtn-sign-in-link\0${c.token}\0${c.userId}\0${c.issuedAtMs}`)
    .digest('base64url');

/**
 * `<token>.<user id>.<issued at, base 36>.<mac>`: the claims are signed, so the server can
 * trust them before it spends the token (to refuse an expired link, and to prepare the
 * account it names) and can check afterwards that the session is that account's.
 */
export function packLinkToken(secret: string, claims: LinkClaims): string {
  return [claims.token, claims.userId, claims.issuedAtMs.toString(36), mac(secret, claims)].join(
    '.',
  );
}

/** The claims of a link this server issued, or null for anything else. */
export function unpackLinkToken(secret: string, packed: string): LinkClaims | null {
  const [token, userId, issuedAt, signature, extra] = packed.split('.');
  if (!token || !userId || !issuedAt || !signature || extra !== undefined) return null;
  const issuedAtMs = parseInt(issuedAt, 36);
  if (!Number.isSafeInteger(issuedAtMs) || issuedAtMs.toString(36) !== issuedAt) return null;
  const claims = { token, userId, issuedAtMs };
  const expected = Buffer.from(mac(secret, claims));
  const given = Buffer.from(signature);
  return given.length === expected.length && timingSafeEqual(given, expected) ? claims : null;
}
