import type { FastifyRequest } from 'fastify';

const names = ['__Secure-qtn.session_token', 'qtn.session_token'];

/**
 * The sign-in session token from the request's cookie, without a database read. Used to
 * bind watch handles to the session they were issued to; it authenticates nothing alone.
 */
export function sessionTokenFromCookie(request: FastifyRequest): string | null {
  const header = request.headers.cookie;
  if (!header) return null;
  // Heartbeats repeat the same header every few seconds; parse each one once.
  const cached = parsed.get(header);
  if (cached !== undefined) return cached;
  const token = parse(header);
  if (parsed.size >= 10_000) parsed.clear();
  parsed.set(header, token);
  return token;
}

const parsed = new Map<string, string | null>();

function parse(header: string): string | null {
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq < 0) continue;
    const name = part.slice(0, eq).trim();
    if (!names.includes(name)) continue;
    let value = part.slice(eq + 1).trim();
    try {
      value = decodeURIComponent(value);
    } catch {
      return null;
    }
    // better-auth signs the cookie as "<token>.<signature>"; the token is what stays fixed.
    const token = value.split('.')[0];
    return token ? token : null;
  }
  return null;
}
