import type { ErrorCode } from '@boxbook/domain';

/**
 * The one error type services throw. `code` reaches the browser and is translated there as
 * `error.{code}`, so it may be any stable key, not only the generic ones.
 */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: ErrorCode | (string & {}),
    message: string,
    readonly field?: string,
    /** Extra response headers, such as Retry-After on a 429. */
    readonly headers?: Record<string, string>,
  ) {
    super(message);
    this.name = 'AppError';
  }
}

export const notFound = (what: string) => new AppError(404, 'not_found', `${what} not found`);
export const forbidden = () => new AppError(403, 'forbidden', 'You may not do this');
