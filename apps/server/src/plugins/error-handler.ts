import fp from 'fastify-plugin';
import type { FastifyError, FastifyInstance } from 'fastify';
import { defaultErrorMessage, errorStatus, type ErrorCode } from '@resumerank/contract/errors';
import { AppError } from '../errors/app-error';

/** Fastify's own client errors, mapped to the codes of the contract. */
const fastifyCodes: Record<string, ErrorCode> = {
  FST_ERR_CTP_BODY_TOO_LARGE: 'PAYLOAD_TOO_LARGE',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'UNSUPPORTED_MEDIA_TYPE',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'BAD_REQUEST',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'BAD_REQUEST',
  FST_ERR_CTP_INVALID_JSON_BODY: 'BAD_REQUEST',
  FST_ERR_VALIDATION: 'VALIDATION_ERROR',
};

// The contract's default 415 message is about resume files; a body of the wrong type is not one.
const WRONG_BODY_TYPE =
  'Unsupported content type. Send application/json (sign-in: a form; uploads: multipart/form-data).';

/** Turns any thrown error into an AppError, hiding the internals of unexpected ones. */
export function toAppError(error: unknown): AppError {
  if (error instanceof AppError) return error;
  const fastifyError = error as Partial<FastifyError>;
  const mapped = fastifyError.code ? fastifyCodes[fastifyError.code] : undefined;
  if (mapped) {
    const message =
      mapped === 'BAD_REQUEST'
        ? 'Malformed request body.'
        : fastifyError.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE'
          ? WRONG_BODY_TYPE
          : defaultErrorMessage[mapped];
    return new AppError(mapped, message);
  }
  if (fastifyError.statusCode === 429) {
    return new AppError('RATE_LIMITED', defaultErrorMessage.RATE_LIMITED);
  }
  const status = fastifyError.statusCode;
  if (status && status >= 400 && status < 500) {
    return new AppError('BAD_REQUEST', fastifyError.message ?? defaultErrorMessage.BAD_REQUEST);
  }
  return new AppError('SERVER_ERROR', defaultErrorMessage.SERVER_ERROR, { cause: error });
}

/**
 * The one place where errors become HTTP answers: `{detail}` bodies with the contract's status
 * for each code, a field list for validation errors, and no stack or internal message on a 5xx.
 */
export const errorHandlerPlugin = fp(
  async (app: FastifyInstance) => {
    app.setErrorHandler((error, request, reply) => {
      const appError = toAppError(error);
      const status = errorStatus[appError.code];
      if (status >= 500) request.log.error({ err: error }, 'request failed');
      else request.log.info({ code: appError.code }, appError.message);
      if (appError.headers) void reply.headers(appError.headers);
      const body: Record<string, unknown> = { detail: appError.detail };
      if (appError.errors) body.errors = appError.errors;
      return reply.status(status).send(body);
    });
  },
  { name: 'error-handler' },
);
