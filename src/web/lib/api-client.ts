import type { z } from 'zod';
import { apiErrorBodySchema } from '@/domain/api-error';
import type { ErrorCode } from '@/domain/errors';

/** An API failure with the server's code and message, ready to show a person. */
export class ApiError extends Error {
  override name = 'ApiError';
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    /** The HTTP reason phrase ('Service Unavailable'), for messages that quote it. */
    readonly statusText = '',
  ) {
    super(message);
  }
}

/**
 * Whether `error` is an API answer with one of these catalogue codes (src/domain/errors.ts).
 * The web decides by code, not by HTTP status: two failures may share a status and mean
 * different things to the person (a closed vault and a reused key are both "conflicts").
 */
export function hasErrorCode(error: unknown, ...codes: ErrorCode[]): error is ApiError {
  return error instanceof ApiError && (codes as string[]).includes(error.code);
}

/**
 * What to show for a failure: the error's own message (an ApiError's is the server's, which
 * can be shown as is), else `fallback`, the place's own words, since a thrown value that is
 * not an Error, or an Error without a message, says nothing to a person.
 */
export function errorMessage(err: unknown, fallback: string): string {
  return err instanceof Error && err.message ? err.message : fallback;
}

/** A request, plus the domain schema its 200 answer must match (src/domain/api). */
export type ApiFetchInit<S extends z.ZodType> = RequestInit & { schema: S };

/**
 * The one way the web app talks to the server: same origin, JSON in and out. The answer is
 * checked against `schema`, so a component never renders a shape the contract does not allow.
 */
export async function apiFetch<S extends z.ZodType>(
  path: string,
  { schema, ...init }: ApiFetchInit<S>,
): Promise<z.output<S>> {
  const headers = new Headers(init.headers);
  if (init.body !== undefined && !headers.has('content-type')) {
    headers.set('content-type', 'application/json');
  }
  headers.set('accept', 'application/json');
  let response: Response;
  try {
    response = await fetch(path, { ...init, headers, credentials: 'same-origin' });
  } catch {
    throw new ApiError(0, 'NETWORK', 'Server unavailable.');
  }
  const text = await response.text();
  const body: unknown = text ? safeJson(text) : null;
  if (!response.ok) {
    const parsed = apiErrorBodySchema.safeParse(body);
    if (parsed.success) {
      const { code, message } = parsed.data.error;
      throw new ApiError(response.status, code, message, response.statusText);
    }
    throw new ApiError(
      response.status,
      'HTTP_ERROR',
      `Request failed (status ${response.status})`,
      response.statusText,
    );
  }
  const parsed = schema.safeParse(body);
  if (!parsed.success) {
    throw new ApiError(
      response.status,
      'INVALID_RESPONSE',
      'The server sent an unexpected response.',
    );
  }
  return parsed.data;
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}
