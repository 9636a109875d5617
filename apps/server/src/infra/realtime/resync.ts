/** Reads the current state a destination carries: the bodies to send (none when there is nothing). */
export type Snapshot = (match: RegExpExecArray) => Promise<unknown[]>;

/**
 * Who can say what a destination holds now (see docs/product.md, Live updates). When LISTEN comes
 * back from a drop, the broker asks the snapshot of each destination its sockets follow and sends
 * the answer, since the notifications of the gap are lost. A destination no snapshot matches is not
 * re-sent.
 */
export class ResyncRegistry {
  private readonly snapshots: { pattern: RegExp; snapshot: Snapshot }[] = [];

  register(pattern: RegExp, snapshot: Snapshot): void {
    this.snapshots.push({ pattern, snapshot });
  }

  /** The reads for these destinations, one per destination a snapshot matches. */
  readsFor(destinations: Iterable<string>): { destination: string; read: () => Promise<unknown[]> }[] {
    return [...destinations].flatMap((destination) => {
      for (const { pattern, snapshot } of this.snapshots) {
        const match = pattern.exec(destination);
        if (match) return [{ destination, read: () => snapshot(match) }];
      }
      return [];
    });
  }
}
