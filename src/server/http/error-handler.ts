import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ApiErrorBody } from '@/domain/api-error';
import { codeForStatus, statusOf, type ServerErrorCode } from '@/domain/errors';
import { isDatabaseUnavailable } from '../db/is-database-unavailable';
import { AppError } from './app-error';

/** Sends the error shape; `status` should be the code's catalogue status (`statusOf`). */
export function sendError(
  reply: FastifyReply,
  status: number,
  code: ServerErrorCode,
  message: string,
  fields?: Record<string, string>,
) {
  const body: ApiErrorBody = { error: { code, message, ...(fields ? { fields } : {}) } };
  return reply.status(status).type('application/json; charset=utf-8').send(body);
}

/** Sends a catalogue code with its catalogue status. */
export function sendCode(reply: FastifyReply, code: ServerErrorCode, message: string) {
  return sendError(reply, statusOf(code), code, message);
}

const frameworkErrors: Record<string, { code: ServerErrorCode; message: string }> = {
  FST_ERR_CTP_BODY_TOO_LARGE: {
    code: 'PAYLOAD_TOO_LARGE',
    message: 'The request body is too large.',
  },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: {
    code: 'UNSUPPORTED_MEDIA_TYPE',
    message: 'Send the request body as application/json.',
  },
  FST_ERR_CTP_EMPTY_JSON_BODY: {
    code: 'BAD_REQUEST',
    message: 'The request body is empty; send a JSON object.',
  },
  FST_ERR_CTP_INVALID_JSON_BODY: {
    code: 'BAD_REQUEST',
    message: 'The request body is not valid JSON.',
  },
  // The router's own refusals (Fastify's `frameworkErrors` option), e.g. /api/content/%ff.
  FST_ERR_BAD_URL: { code: 'BAD_REQUEST', message: 'The address is not valid.' },
  FST_ERR_MAX_PARAM_LENGTH: { code: 'NOT_FOUND', message: 'Nothing at this address.' },
  FST_ERR_ASYNC_CONSTRAINT: { code: 'BAD_REQUEST', message: 'The request cannot be routed.' },
};

/**
 * For Fastify's `frameworkErrors` option: a malformed or over-long path is refused by the
 * router before any route runs, and would otherwise answer in Fastify's shape.
 */
export function answerFrameworkError(
  err: FastifyError,
  _request: FastifyRequest,
  reply: FastifyReply,
) {
  const known = frameworkErrors[err.code] ?? { code: 'BAD_REQUEST', message: 'Bad request.' };
  return sendCode(reply, known.code, known.message);
}

/** A reconnect to a restarted database takes a few seconds. */
export const databaseRetryAfterSeconds = 5;

/**
 * Every failure leaves the server as `{ error: { code, message } }` with a catalogue code
 * and its status; a framework error's own code (FST_…) is replaced by the catalogue's.
 */
export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((err: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    if (err instanceof AppError) {
      if (err.retryAfterSeconds) reply.header('retry-after', String(err.retryAfterSeconds));
      return sendError(reply, err.status, err.code, err.message, err.fields);
    }
    const known = err.code ? frameworkErrors[err.code] : undefined;
    if (known) return sendCode(reply, known.code, known.message);
    if (err instanceof SyntaxError && err.statusCode === 400) {
      return sendCode(reply, 'BAD_REQUEST', 'The request body is not valid JSON.');
    }
    const status = err.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      return sendError(reply, status, codeForStatus(status), err.message);
    }
    if (isDatabaseUnavailable(err)) {
      request.log.warn({ err }, 'database unavailable');
      reply.header('retry-after', String(databaseRetryAfterSeconds));
      return sendCode(
        reply,
        'UNAVAILABLE',
        'The service is briefly unavailable. Please try again in a few seconds.',
      );
    }
    request.log.error({ err }, 'unhandled error');
    return sendCode(reply, 'INTERNAL', 'Something went wrong. Please try again.');
  });
}
