import { z } from 'zod';
import type { ServerErrorCode } from './errors';

/** The one JSON shape of every API failure. */
export const apiErrorBodySchema = z.object({
  error: z.object({
    code: z.string(),
    message: z.string(),
    /** With VALIDATION_FAILED from a form's route: each refused field's message. */
    fields: z.record(z.string(), z.string()).optional(),
  }),
});
export type ApiErrorBody = z.infer<typeof apiErrorBodySchema>;

/** Short names for the commonest codes of the catalogue (src/domain/errors.ts). */
export const errorCodes = {
  badRequest: 'BAD_REQUEST',
  validationFailed: 'VALIDATION_FAILED',
  unauthorized: 'UNAUTHORIZED',
  forbidden: 'FORBIDDEN',
  notFound: 'NOT_FOUND',
  methodNotAllowed: 'METHOD_NOT_ALLOWED',
  conflict: 'CONFLICT',
  payloadTooLarge: 'PAYLOAD_TOO_LARGE',
  unsupportedMediaType: 'UNSUPPORTED_MEDIA_TYPE',
  rateLimited: 'RATE_LIMITED',
  internal: 'INTERNAL',
  unavailable: 'UNAVAILABLE',
} as const satisfies Record<string, ServerErrorCode>;
export type { ErrorCode } from './errors';
