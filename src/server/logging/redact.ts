import { stdSerializers } from 'pino';

const redacted = '[redacted]';
const emailPattern = /[\w.+-]+@[\w-]+(?:\.[\w-]+)+/g;

/** Paths pino blanks in every line: credentials in headers and anything that names a secret. */
export const redactPaths = [
  'req.headers.authorization',
  'req.headers.cookie',
  'req.headers["x-admin-key"]',
  'res.headers["set-cookie"]',
  'req.body',
  'body',
  'password',
  'token',
  'to',
  'email',
  '*.password',
  '*.token',
  '*.email',
  // The bridge's voucher signer key (docs/decisions/045-bridge-vouchers.md), wherever a
  // configuration object or a signer is logged whole.
  'BRIDGE_SIGNER_KEY',
  '*.BRIDGE_SIGNER_KEY',
  'signerKey',
  '*.signerKey',
  'privateKey',
  '*.privateKey',
];

/** A URL keeps its path; its query string (reset tokens, emails) is dropped. */
export function redactUrl(url: string): string {
  const at = url.indexOf('?');
  return at === -1 ? url : `${url.slice(0, at)}?${redacted}`;
}

/**
 * Database drivers put values into errors: drizzle's "Failed query: … params: a,b,c" and
 * `.params`, pg's `.parameters` and `detail` ("Key (email)=(a@b.c) already exists").
 */
function scrubText(text: string): string {
  return (
    text
      // A parameter may hold a newline: everything up to the stack trace or the next cause goes.
      .replace(/(\bparams:)[\s\S]*?(?=\n\s+at |\ncaused by: |$)/g, `$1 ${redacted}`)
      .replace(/=\((.*)\)/g, `=(${redacted})`)
      .replace(emailPattern, redacted)
  );
}

const secretFields = new Set(['params', 'parameters', 'values', 'binds']);

function scrubError(value: unknown, depth: number): unknown {
  if (depth > 5 || value === null || typeof value !== 'object') {
    return typeof value === 'string' ? scrubText(value) : value;
  }
  if (Array.isArray(value)) return value.map((v) => scrubError(v, depth + 1));
  const out: Record<string, unknown> = {};
  for (const [key, v] of Object.entries(value)) {
    out[key] = secretFields.has(key) ? redacted : scrubError(v, depth + 1);
  }
  return out;
}

/** pino's error serializer, then every string scrubbed of values (nested causes too). */
export function serializeError(err: unknown): unknown {
  const plain = err instanceof Error ? stdSerializers.err(err) : err;
  return scrubError(plain, 0);
}

interface LoggedRequest {
  method: string;
  url: string;
  host?: string;
  ip?: string;
  socket?: { remotePort?: number };
}

/** Fastify's request serializer, with the query string left out. */
export function serializeRequest(req: LoggedRequest) {
  return {
    method: req.method,
    url: redactUrl(req.url),
    host: req.host,
    remoteAddress: req.ip,
    remotePort: req.socket?.remotePort,
  };
}

export const logSerializers = {
  err: serializeError,
  error: serializeError,
  req: serializeRequest,
  link: (link: unknown) => (typeof link === 'string' ? redactUrl(link) : link),
};
