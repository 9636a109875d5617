import { STATUS_CODES } from 'node:http';
import type { Duplex } from 'node:stream';
import type { ErrorEnvelope } from '@boxbook/domain';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { isDatabaseUnavailable, RETRY_AFTER_SECONDS } from '../db/database-fault';
import { AppError } from './app-error';

/** Fastify's own client errors, mapped to our stable codes. */
const FASTIFY_CODES: Record<string, ErrorEnvelope['code']> = {
  FST_ERR_CTP_BODY_TOO_LARGE: 'payload_too_large',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'unsupported_media_type',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'validation',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'validation',
  FST_ERR_CTP_INVALID_JSON_BODY: 'validation',
};

function toEnvelope(error: FastifyError | AppError | Error): ErrorEnvelope {
  if (error instanceof AppError) {
    const { statusCode, code, message, field, params } = error;
    return { statusCode, code, message, ...(field && { field }), ...(params && { params }) };
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
  if (sqlStateOf(error)?.startsWith('22')) {
    // A data exception (a value the column cannot hold) is bad input that slipped past a schema.
    return { statusCode: 400, code: 'validation', message: 'A value is out of range or malformed' };
  }
  if (isDatabaseUnavailable(error)) {
    // A dropped connection or an outage (see docs/product.md, Errors): nothing wrong with the
    // request; send it again.
    return {
      statusCode: 503,
      code: 'service_unavailable',
      message: 'The database is not reachable; try again',
    };
  }
  return { statusCode: 500, code: 'internal', message: 'Something went wrong on our side' };
}

/** The SQLSTATE of a database error, which Drizzle wraps as the cause of its own. */
function sqlStateOf(error: unknown): string | undefined {
  for (let e = error as { code?: unknown; cause?: unknown } | undefined, depth = 0; e && depth < 4; depth++) {
    if (typeof e.code === 'string' && /^[0-9A-Z]{5}$/.test(e.code)) return e.code;
    e = e.cause as typeof e;
  }
  return undefined;
}

export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    const envelope = toEnvelope(error);
    if (error instanceof AppError && error.headers) reply.headers(error.headers);
    if (envelope.code === 'service_unavailable' && !reply.hasHeader('retry-after'))
      reply.header('retry-after', String(RETRY_AFTER_SECONDS));
    if (envelope.statusCode >= 500) request.log.error({ err: error }, 'request failed');
    else if (!(error instanceof AppError) && sqlStateOf(error))
      request.log.warn({ err: error }, 'bad input reached the database');
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

/** Fastify's refusals before routing (a path it cannot percent-decode), in the one shape. */
export function sendFrameworkError(_error: FastifyError, _request: FastifyRequest, reply: FastifyReply) {
  const envelope: ErrorEnvelope = {
    statusCode: 400,
    code: 'bad_request',
    message: 'The address is not valid',
  };
  return reply.status(400).send(envelope);
}

/**
 * Node's HTTP parser refuses some requests before Fastify sees them (a URL or headers over 16 KB,
 * broken HTTP, a client too slow to send its request); they get the one shape too.
 */
export function answerClientError(error: Error & { code?: string }, socket: Duplex): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const [statusCode, code, message]: [number, ErrorEnvelope['code'], string] =
    error.code === 'HPE_HEADER_OVERFLOW'
      ? [431, 'headers_too_large', 'The address or the headers are too large']
      : error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
        ? [408, 'request_timeout', 'The request took too long to arrive']
        : [400, 'bad_request', 'The request is not valid HTTP'];
  const body = JSON.stringify({ statusCode, code, message } satisfies ErrorEnvelope);
  if (!socket.writable) return void socket.destroy();
  socket.end(
    `HTTP/1.1 ${statusCode} ${STATUS_CODES[statusCode]}\r\nContent-Type: application/json; charset=utf-8\r\n` +
      `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
  );
}
