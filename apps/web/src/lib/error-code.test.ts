import { describe, expect, it } from 'vitest';
import { ApiError } from './api-client';
import { errorCodeOf, errorParamsOf } from './error-code';

describe('errorCodeOf', () => {
  it.each([
    ['no error', null, null],
    ['no error yet', undefined, null],
    ['the server’s code', new ApiError(409, 'no_credits', 'x'), 'no_credits'],
    [
      'a card payment refunded at once',
      new ApiError(409, 'payment_refunded', 'x', undefined, { cause: 'already_has_plan', paidWith: 'card' }),
      'payment_refunded',
    ],
    [
      'a Bizum payment refunded at once, by its own words',
      new ApiError(409, 'payment_refunded', 'x', undefined, { cause: 'already_has_plan', paidWith: 'bizum' }),
      'payment_refunded_bizum',
    ],
    ['a failed fetch as the network', new TypeError('Failed to fetch'), 'network'],
    ['anything else as the network', 'boom', 'network'],
  ])('reads %s', (_, error, code) => {
    expect(errorCodeOf(error)).toBe(code);
  });
});

describe('errorParamsOf', () => {
  it.each([
    ['no error', null, {}],
    ['a refusal without params', new ApiError(409, 'no_credits', 'x'), {}],
    [
      'a refusal’s params',
      new ApiError(409, 'class_not_bookable', 'x', undefined, { block: 'not_open_yet', opensAt: 'T' }),
      { block: 'not_open_yet', opensAt: 'T' },
    ],
    ['a failed fetch', new TypeError('Failed to fetch'), {}],
  ])('reads %s', (_, error, params) => {
    expect(errorParamsOf(error)).toEqual(params);
  });
});
