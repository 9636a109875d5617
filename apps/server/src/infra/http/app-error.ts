import { type ErrorCode, type ErrorParams, statusOfError } from '@boxbook/domain';

export interface AppErrorDetails {
  /** The field of the request at fault, for forms to point at. */
  field?: string;
  /** What the translated message needs, such as the activity or when a class opens. */
  params?: ErrorParams;
  /** Extra response headers, such as Retry-After on a 429. */
  headers?: Record<string, string>;
}

/**
 * The one error type services throw. `code` comes from the catalogue in the domain package, which
 * also gives the HTTP status; `message` is for logs and developers, the browser translates the code.
 */
export class AppError extends Error {
  readonly statusCode: number;
  readonly field?: string;
  readonly params?: ErrorParams;
  readonly headers?: Record<string, string>;

  constructor(
    readonly code: ErrorCode,
    message: string,
    details: AppErrorDetails = {},
  ) {
    super(message);
    this.name = 'AppError';
    this.statusCode = statusOfError(code);
    this.field = details.field;
    this.params = details.params;
    this.headers = details.headers;
  }
}

export const notFound = (what: string) => new AppError('not_found', `${what} not found`);
export const forbidden = () => new AppError('forbidden', 'You may not do this');
