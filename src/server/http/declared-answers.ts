import { apiErrorBodySchema } from '@/domain/api-error';
import { isErrorCode, statusOf, type ServerErrorCode } from '@/domain/errors';
import type { Route } from './define-route';
import { routeErrors } from './route-errors';

export interface Answer {
  status: number;
  contentType: string | undefined;
  body: string;
}

function parseJson(text: string): { ok: true; value: unknown } | { ok: false } {
  try {
    return { ok: true, value: JSON.parse(text) as unknown };
  } catch {
    return { ok: false };
  }
}

/**
 * Whether an answer is one its route declares: a declared status, and a body its schema
 * accepts (an error: the error shape, with a code the route may answer at that status).
 * Null when it is; otherwise what is wrong, for a test to report.
 */
export function undeclaredAnswer(route: Route, answer: Answer): string | null {
  const { status, contentType = '', body } = answer;
  const declared = route.responses[status];
  if (declared !== undefined) {
    if (status === 200 && route.csvFile && contentType.startsWith('text/csv')) return null;
    if (declared === null) return body.length === 0 ? null : `${status} should have no body`;
    const json = parseJson(body);
    if (!json.ok) return `${status} is not JSON: ${body.slice(0, 80)}`;
    const result = declared.safeParse(json.value);
    return result.success ? null : `${status} does not match its schema: ${result.error.message}`;
  }
  if (status < 400) return `${status} is not a declared answer`;
  const json = parseJson(body);
  const parsed = json.ok ? apiErrorBodySchema.safeParse(json.value) : undefined;
  if (!parsed?.success) return `${status} without the error shape: ${body.slice(0, 80)}`;
  const { code } = parsed.data.error;
  if (!isErrorCode(code) || !routeErrors(route).includes(code as ServerErrorCode))
    return `${status} ${code} is not among the route's declared errors`;
  if (statusOf(code as ServerErrorCode) !== status) return `${code} came with ${status}`;
  return null;
}
