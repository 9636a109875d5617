import type { ErrorParams } from '@boxbook/domain';
import { ApiError } from './api-client';

/**
 * The translation key (`error.{code}`) of a failure: the server's stable code, or `network` for a
 * call that never got an answer. `null` while there is no error, so screens can pass a query's or
 * a mutation's `error` straight in. A payment refunded at once is told the way it was paid: the
 * card's words are the code's own, Bizum's are `payment_refunded_bizum` (its `params.paidWith`).
 */
export function errorCodeOf(error: unknown): string | null {
  if (error === null || error === undefined) return null;
  if (!(error instanceof ApiError)) return 'network';
  if (error.code === 'payment_refunded' && error.params?.paidWith === 'bizum')
    return 'payment_refunded_bizum';
  return error.code;
}

/** What the server said about its refusal (`params`): `{}` for any other failure. */
export function errorParamsOf(error: unknown): ErrorParams {
  return (error instanceof ApiError && error.params) || {};
}
