import { describe, expect, it } from 'vitest';
import { RestartBackoff } from './restart-backoff';

describe('RestartBackoff', () => {
  it('doubles the wait with each death in a row, up to the limit', () => {
    const backoff = new RestartBackoff({ firstMs: 250, maxMs: 3_000 });
    const waits = Array.from({ length: 6 }, () => backoff.died());
    expect(waits).toEqual([250, 500, 1_000, 2_000, 3_000, 3_000]);
    expect(backoff.failuresInARow).toBe(6);
  });

  it('starts from the first wait again once a worker has settled', () => {
    const backoff = new RestartBackoff({ firstMs: 250, maxMs: 30_000 });
    backoff.died();
    backoff.died();
    backoff.settled();
    expect(backoff.failuresInARow).toBe(0);
    expect(backoff.died()).toBe(250);
  });
});
