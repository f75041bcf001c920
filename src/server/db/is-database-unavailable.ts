/**
 * Whether an error means the database cannot be reached right now (as opposed to a bad
 * query): such failures answer 503 with Retry-After instead of 500, and heal by themselves
 * once the pool reconnects.
 */
const unavailableSqlStates = new Set(['57P01', '57P02', '57P03', '53300']);
const unavailableNodeCodes = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EHOSTUNREACH',
  'ENETUNREACH',
]);
const unavailableMessages = [
  /connection terminated/i,
  /timeout exceeded when trying to connect/i,
  /connection error and is not queryable/i,
  /the database system is (starting up|shutting down|in recovery mode)/i,
  /pglite is closed/i,
  /cannot use a pool after calling end/i,
];

function matches(err: { code?: unknown; message?: unknown }): boolean {
  const code = typeof err.code === 'string' ? err.code : '';
  if (unavailableSqlStates.has(code) || code.startsWith('08') || unavailableNodeCodes.has(code)) {
    return true;
  }
  const message = typeof err.message === 'string' ? err.message : '';
  return unavailableMessages.some((re) => re.test(message));
}

export function isDatabaseUnavailable(err: unknown): boolean {
  // drizzle wraps the driver's error as `cause`; an AggregateError (many addresses) has `errors`.
  for (let e = err, depth = 0; e && typeof e === 'object' && depth < 5; depth++) {
    const candidate = e as { code?: unknown; message?: unknown; cause?: unknown; errors?: unknown };
    if (matches(candidate)) return true;
    if (Array.isArray(candidate.errors) && candidate.errors.some((x) => isDatabaseUnavailable(x))) {
      return true;
    }
    e = candidate.cause;
  }
  return false;
}
