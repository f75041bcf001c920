import type { z } from 'zod';
import { errorCodes } from '@/domain/api-error';
import { AppError } from './app-error';

/** Validates request input; the first problem becomes a 400 with its message. Unknown fields are dropped. */
export function parseInput<S extends z.ZodType>(schema: S, input: unknown): z.infer<S> {
  const result = schema.safeParse(input);
  if (!result.success) {
    const issue = result.error.issues[0];
    throw new AppError(errorCodes.validationFailed, issue?.message ?? 'Invalid request.');
  }
  return result.data;
}
