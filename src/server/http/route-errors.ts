import { statusOf, type ServerErrorCode } from '@/domain/errors';
import type { Route } from './define-route';

/** Every POST's body goes through the JSON parser and the CSRF guard first. */
const bodyErrors: ServerErrorCode[] = [
  'BAD_REQUEST',
  'PAYLOAD_TOO_LARGE',
  'UNSUPPORTED_MEDIA_TYPE',
  'FORBIDDEN',
];

const accessErrors: Record<Route['access'], ServerErrorCode[]> = {
  visitor: [],
  member: ['UNAUTHORIZED'],
  admin: ['UNAUTHORIZED', 'FORBIDDEN'],
  'admin-or-admin-key': ['UNAUTHORIZED', 'FORBIDDEN'],
};

/**
 * Every catalogue code a route can answer: its own (`errors`), and those of its kind: its
 * guard, VALIDATION_FAILED for input it reads with the default refusal, the body parser's
 * and the CSRF guard's on a POST, and UNAVAILABLE (load shedding, a database or shared
 * store that cannot be reached) unless the route answers that status with a body of its own.
 */
export function routeErrors(route: Route): ServerErrorCode[] {
  const codes = new Set<ServerErrorCode>(accessErrors[route.access]);
  const parts = (['params', 'query', 'body'] as const).filter((p) => route[p]);
  if (parts.some((p) => !route.invalid?.[p]) || route.idempotencyKey)
    codes.add('VALIDATION_FAILED');
  if (route.method === 'POST') for (const code of bodyErrors) codes.add(code);
  for (const code of route.errors) codes.add(code);
  if (route.responses[503] === undefined) codes.add('UNAVAILABLE');
  return [...codes].filter((code) => route.responses[statusOf(code)] === undefined);
}

/** The codes above grouped by their catalogue status, e.g. 400 → BAD_REQUEST, VALIDATION_FAILED. */
export function errorsByStatus(route: Route): Map<number, ServerErrorCode[]> {
  const byStatus = new Map<number, ServerErrorCode[]>();
  for (const code of routeErrors(route).sort()) {
    const status = statusOf(code);
    byStatus.set(status, [...(byStatus.get(status) ?? []), code]);
  }
  return new Map([...byStatus].sort(([a], [b]) => a - b));
}
