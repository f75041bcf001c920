import type { ServerErrorCode } from '@/domain/errors';

export interface AuthBodyProblem {
  status: number;
  code: ServerErrorCode;
  message: string;
}

/** Walks the value with a stack of its own: a body may nest deeper than the call stack. */
function hasNul(root: unknown): boolean {
  const pending: unknown[] = [root];
  while (pending.length > 0) {
    const value = pending.pop();
    if (typeof value === 'string') {
      if (value.includes('\u0000')) return true;
    } else if (value && typeof value === 'object') {
      for (const [k, v] of Object.entries(value)) {
        if (k.includes('\u0000')) return true;
        pending.push(v);
      }
    }
  }
  return false;
}

/**
 * better-auth reads a JSON body without looking at it first: `null` or an array reaches
 * code that expects an object, and a NUL character reaches PostgreSQL, which cannot store
 * it; both ended in a 500. A JSON body must therefore be an object without NUL characters.
 */
export function checkAuthBody(
  raw: Buffer | undefined,
  contentType: string | undefined,
): AuthBodyProblem | null {
  if (!raw || raw.length === 0 || !/\bjson\b/i.test(contentType ?? '')) return null;
  let body: unknown;
  try {
    body = JSON.parse(raw.toString('utf8'));
  } catch {
    return { status: 400, code: 'BAD_REQUEST', message: 'The request body is not valid JSON.' };
  }
  if (!body || typeof body !== 'object' || Array.isArray(body)) {
    return { status: 400, code: 'BAD_REQUEST', message: 'Send a JSON object.' };
  }
  if (hasNul(body)) {
    return {
      status: 400,
      code: 'VALIDATION_FAILED',
      message: 'Text cannot contain NUL characters.',
    };
  }
  return null;
}
