import { type FastifyReply, type FastifyRequest, type FastifyServerOptions, LogController } from 'fastify';

/**
 * What a log line may say about a request: the route PATTERN, never the URL, whose path can hold
 * a reset token and whose query string anything at all (docs/security.md: no secrets in the log).
 */
function serializeRequest(request: FastifyRequest) {
  const route = 'routeOptions' in request ? request.routeOptions.url : undefined;
  return { id: request.id, method: request.method, route: route ?? '(no route)' };
}

function serializeReply(reply: Pick<FastifyReply, 'statusCode'>) {
  return { statusCode: reply.statusCode };
}

interface ErrorLike {
  name?: string;
  message?: string;
  stack?: string;
  code?: unknown;
  cause?: unknown;
  query?: unknown;
  params?: unknown;
  table?: unknown;
  column?: unknown;
  constraint?: unknown;
}

/**
 * Errors without the values they carry. Drizzle's query error spells its parameters into its
 * message and stack (a failed signup would log a password hash, DNI and phone): keep its SQL,
 * which has placeholders only, and the driver's error under it. PostgreSQL's data-exception
 * messages (SQLSTATE class 22) quote the offending value, so only their code is kept.
 */
export function serializeError(error: unknown): SerializedError {
  return serializeCause(error, 0) ?? { type: typeof error, message: String(error), stack: '' };
}

interface SerializedError {
  [key: string]: unknown;
  type: string;
  message: string;
  stack: string;
}

function serializeCause(error: unknown, depth: number): SerializedError | undefined {
  if (!error || typeof error !== 'object' || depth > 3) return undefined;
  const e = error as ErrorLike;
  const type = e.name ?? 'Error';
  const code = typeof e.code === 'string' ? e.code : undefined;
  const cause = serializeCause(e.cause, depth + 1);
  if ('params' in e && typeof e.query === 'string')
    return { type, message: 'query failed', stack: '', query: e.query, cause };
  const isDatabaseError = typeof e.code === 'string' && /^[0-9A-Z]{5}$/.test(e.code) && 'severity' in e;
  if (isDatabaseError) {
    return {
      type,
      code,
      message: code?.startsWith('22') ? '(data exception: the value is not logged)' : (e.message ?? ''),
      stack: '',
      table: e.table,
      column: e.column,
      constraint: e.constraint,
    };
  }
  return { type, code, message: e.message ?? '', stack: e.stack ?? '', cause };
}

/** The server's logger: request ids, route patterns, safe errors, and no credentials in headers. */
export function loggerOptions(
  level: string,
  stream?: { write(line: string): void },
): Exclude<FastifyServerOptions['logger'], boolean | undefined> {
  return {
    level,
    ...(stream ? { stream } : {}),
    redact: { paths: ['req.headers.authorization', 'req.headers.cookie'], censor: '[redacted]' },
    serializers: { req: serializeRequest, res: serializeReply, err: serializeError },
  };
}

/**
 * One log line per request, when it is answered, with its route's pattern, its status and the time
 * it took; Fastify's "incoming request" line before it said nothing more (docs/decisions.md, "One
 * log line per request"). Errors are logged as Fastify does.
 */
export class OneLinePerRequest extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    if (error) super.requestCompleted(error, request, reply);
    else reply.log.info({ req: request, res: reply, responseTime: reply.elapsedTime }, 'request completed');
  }
}
