/**
 * Whether a database error (or one it wraps, as drizzle does) is PostgreSQL's
 * unique_violation (23505), on either driver.
 */
export function isUniqueViolation(err: unknown): boolean {
  for (let e: unknown = err; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === '23505') return true;
  }
  return false;
}
