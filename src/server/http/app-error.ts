import { errorCodes, type ErrorCode } from '@/domain/api-error';

/** The one typed error a use case throws; the error handler turns it into the JSON shape. */
export class AppError extends Error {
  override name = 'AppError';
  constructor(
    readonly status: number,
    readonly code: ErrorCode | (string & {}),
    message: string,
  ) {
    super(message);
  }

  static badRequest(message: string) {
    return new AppError(400, errorCodes.badRequest, message);
  }
  static notFound(message = 'Not found.') {
    return new AppError(404, errorCodes.notFound, message);
  }
}
