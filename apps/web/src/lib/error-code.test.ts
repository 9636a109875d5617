import { describe, expect, it } from 'vitest';
import { ApiError } from './api-client';
import { errorCodeOf } from './error-code';

describe('errorCodeOf', () => {
  it.each([
    ['no error', null, null],
    ['no error yet', undefined, null],
    ['the server’s code', new ApiError(409, 'no_credits', 'x'), 'no_credits'],
    ['a failed fetch as the network', new TypeError('Failed to fetch'), 'network'],
    ['anything else as the network', 'boom', 'network'],
  ])('reads %s', (_, error, code) => {
    expect(errorCodeOf(error)).toBe(code);
  });
});
