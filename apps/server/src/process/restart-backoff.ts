export interface BackoffLimits {
  /** Wait before restarting a worker that died after serving for a while. */
  firstMs: number;
  /** The wait doubles with each death in a row, up to this. */
  maxMs: number;
}

export const RESTART_BACKOFF: BackoffLimits = { firstMs: 250, maxMs: 30_000 };

/**
 * When to restart a worker that died. A crash now and then restarts almost at once; a worker that
 * keeps dying (at start-up: a database that is down, a port in use) waits longer each time, so the
 * supervisor never spins in a tight loop of forks.
 */
export class RestartBackoff {
  private failures = 0;

  constructor(private readonly limits: BackoffLimits = RESTART_BACKOFF) {}

  /** Deaths since a worker last settled. */
  get failuresInARow(): number {
    return this.failures;
  }

  /** A worker died: how long to wait before starting its replacement. */
  died(): number {
    const delay = Math.min(this.limits.maxMs, this.limits.firstMs * 2 ** this.failures);
    this.failures += 1;
    return delay;
  }

  /** A worker has served long enough to count as healthy: the next death starts from firstMs. */
  settled(): void {
    this.failures = 0;
  }
}
