import type { z } from 'zod';
import { AppError } from '../http/app-error';

/**
 * navigator.sendBeacon sends a string as text/plain, the one content type a beacon can
 * carry without a preflight: such a body is JSON text, read here before the schema.
 */
export function beaconBody(body: unknown): unknown {
  if (typeof body !== 'string') return body;
  try {
    return JSON.parse(body);
  } catch {
    throw new AppError('BAD_REQUEST', 'The request body is not valid JSON.');
  }
}

/** A bad event fails the whole batch, and the message names the field (`events[3].url`). */
export function refusedBatch(_raw: unknown, error: z.ZodError): AppError {
  const issue = error.issues[0];
  const path = issue ? pathText(issue.path) : '';
  const message = issue?.message ?? 'Invalid request.';
  return new AppError('VALIDATION_FAILED', path ? `${path}: ${message}` : message);
}

function pathText(path: readonly PropertyKey[]): string {
  return path
    .map((p, i) => (typeof p === 'number' ? `[${p}]` : `${i > 0 ? '.' : ''}${String(p)}`))
    .join('');
}
