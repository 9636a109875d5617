import type { ErrorEnvelope } from '@boxbook/domain';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError } from './app-error';

/** Fastify's own client errors, mapped to our stable codes. */
const FASTIFY_CODES: Record<string, ErrorEnvelope['code']> = {
  FST_ERR_CTP_BODY_TOO_LARGE: 'payload_too_large',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'unsupported_media_type',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'validation',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'validation',
  FST_ERR_CTP_INVALID_JSON_BODY: 'validation',
  FST_ERR_RATE_LIMITED: 'rate_limited',
};

function toEnvelope(error: FastifyError | AppError | Error): ErrorEnvelope {
  if (error instanceof AppError) {
    const { statusCode, code, message, field } = error;
    return field ? { statusCode, code, message, field } : { statusCode, code, message };
  }
  if (hasZodFastifySchemaValidationErrors(error)) {
    const first = error.validation[0];
    const where = error.validationContext ?? 'body';
    const field = first?.instancePath.replace(/^\//, '').replaceAll('/', '.') || where;
    return {
      statusCode: 400,
      code: 'validation',
      message: `${field}: ${first?.message ?? 'invalid'}`,
      field,
    };
  }
  const fastifyError = error as FastifyError;
  const status = fastifyError.statusCode ?? 500;
  if (status >= 400 && status < 500) {
    const code = FASTIFY_CODES[fastifyError.code] ?? (status === 404 ? 'not_found' : 'validation');
    return { statusCode: status, code, message: fastifyError.message };
  }
  return { statusCode: 500, code: 'internal', message: 'Something went wrong on our side' };
}

export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    const envelope = toEnvelope(error);
    if (error instanceof AppError && error.headers) reply.headers(error.headers);
    if (envelope.statusCode >= 500) request.log.error({ err: error }, 'request failed');
    else request.log.info({ code: envelope.code, field: envelope.field }, envelope.message);
    return reply.status(envelope.statusCode).send(envelope);
  });
}

/** The JSON 404 for unknown API routes (and any non-page request). */
export function sendNotFound(request: FastifyRequest, reply: FastifyReply) {
  const envelope: ErrorEnvelope = {
    statusCode: 404,
    code: 'not_found',
    message: `Route ${request.method} ${request.url.split('?')[0]} not found`,
  };
  return reply.status(404).send(envelope);
}
