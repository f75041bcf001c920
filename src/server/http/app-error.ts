import { statusOf, type ServerErrorCode } from '@/domain/errors';

/**
 * The one typed error a use case throws; the error handler turns it into the JSON shape.
 * Only catalogue codes compile, and the status comes from the catalogue, so a code always
 * travels with the same status.
 */
export class AppError extends Error {
  override name = 'AppError';
  readonly status: number;
  /** Sent as Retry-After (whole seconds), e.g. with RATE_LIMITED. */
  retryAfterSeconds?: number;
  /** Sent as `error.fields`: each refused field's message, for forms that show them all. */
  fields?: Record<string, string>;
  constructor(
    readonly code: ServerErrorCode,
    message: string,
  ) {
    super(message);
    this.status = statusOf(code);
  }

  static rateLimited(message: string, retryAfterSeconds: number) {
    const err = new AppError('RATE_LIMITED', message);
    err.retryAfterSeconds = retryAfterSeconds;
    return err;
  }

  /** VALIDATION_FAILED naming every refused field; the message is the first field's. */
  static invalidFields(fields: Record<string, string>) {
    const err = new AppError('VALIDATION_FAILED', Object.values(fields)[0] ?? 'Invalid request.');
    err.fields = fields;
    return err;
  }

  static badRequest(message: string) {
    return new AppError('BAD_REQUEST', message);
  }
  static notFound(message = 'Not found.') {
    return new AppError('NOT_FOUND', message);
  }
  static unauthorized(message: string) {
    return new AppError('UNAUTHORIZED', message);
  }
  static forbidden(message: string) {
    return new AppError('FORBIDDEN', message);
  }
  static conflict(message: string) {
    return new AppError('CONFLICT', message);
  }
}
