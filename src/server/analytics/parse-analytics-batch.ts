import { analyticsBatchSchema, type AnalyticsBatch } from '@/domain/api/analytics';
import { AppError } from '../http/app-error';

/**
 * The batch from a JSON body, or from a text/plain one: navigator.sendBeacon sends a
 * string as text/plain, the one content type a beacon can carry without a preflight.
 * A bad event fails the whole batch, and the message names the field (`events[3].url`).
 */
export function parseAnalyticsBatch(body: unknown): AnalyticsBatch {
  const result = analyticsBatchSchema.safeParse(typeof body === 'string' ? jsonOf(body) : body);
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  const path = issue ? pathText(issue.path) : '';
  const message = issue?.message ?? 'Invalid request.';
  throw new AppError('VALIDATION_FAILED', path ? `${path}: ${message}` : message);
}

function jsonOf(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    throw new AppError('BAD_REQUEST', 'The request body is not valid JSON.');
  }
}

function pathText(path: readonly PropertyKey[]): string {
  return path
    .map((p, i) => (typeof p === 'number' ? `[${p}]` : `${i > 0 ? '.' : ''}${String(p)}`))
    .join('');
}
