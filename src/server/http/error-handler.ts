import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { errorCodes, type ApiErrorBody } from '@/domain/api-error';
import { isDatabaseUnavailable } from '../db/is-database-unavailable';
import { AppError } from './app-error';

export function sendError(reply: FastifyReply, status: number, code: string, message: string) {
  const body: ApiErrorBody = { error: { code, message } };
  return reply.status(status).type('application/json; charset=utf-8').send(body);
}

const frameworkErrors: Record<string, { status: number; code: string; message: string }> = {
  FST_ERR_CTP_BODY_TOO_LARGE: {
    status: 413,
    code: errorCodes.payloadTooLarge,
    message: 'The request body is too large.',
  },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: {
    status: 415,
    code: errorCodes.unsupportedMediaType,
    message: 'Send the request body as application/json.',
  },
  FST_ERR_CTP_EMPTY_JSON_BODY: {
    status: 400,
    code: errorCodes.badRequest,
    message: 'The request body is empty; send a JSON object.',
  },
  FST_ERR_CTP_INVALID_JSON_BODY: {
    status: 400,
    code: errorCodes.badRequest,
    message: 'The request body is not valid JSON.',
  },
};

/** A reconnect to a restarted database takes a few seconds. */
export const databaseRetryAfterSeconds = 5;

/** Every failure leaves the server as `{ error: { code, message } }` with a fitting status. */
export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((err: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    if (err instanceof AppError) return sendError(reply, err.status, err.code, err.message);
    const known = err.code ? frameworkErrors[err.code] : undefined;
    if (known) return sendError(reply, known.status, known.code, known.message);
    if (err instanceof SyntaxError && err.statusCode === 400) {
      return sendError(reply, 400, errorCodes.badRequest, 'The request body is not valid JSON.');
    }
    const status = err.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      const code = status === 429 ? errorCodes.rateLimited : (err.code ?? errorCodes.badRequest);
      return sendError(reply, status, code, err.message);
    }
    if (isDatabaseUnavailable(err)) {
      request.log.warn({ err }, 'database unavailable');
      reply.header('retry-after', String(databaseRetryAfterSeconds));
      return sendError(
        reply,
        503,
        errorCodes.unavailable,
        'The service is briefly unavailable. Please try again in a few seconds.',
      );
    }
    request.log.error({ err }, 'unhandled error');
    return sendError(reply, 500, errorCodes.internal, 'Something went wrong. Please try again.');
  });
}
