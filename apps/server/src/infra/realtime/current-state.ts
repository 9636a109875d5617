import type { Outgoing } from './event-dispatcher';
import type { Subscription } from './subscriptions';

/**
 * Reads what several destinations of one pattern hold now, in one go: one message per destination
 * that has a state (a destination left out sends nothing, e.g. a class deleted meanwhile).
 */
export type StateRead = (matches: RegExpExecArray[]) => Promise<Outgoing[]>;

/** Sends a batch's read to the subscriptions it was made for, ordered with the events' reads. */
export type SendState = (subscriptions: Subscription[], read: () => Promise<Outgoing[]>) => void;

/** The SUBSCRIBE header by which a client asks for its destination's current state as the first message. */
export const STATE_HEADER = 'state';
export const STATE_CURRENT = 'current';

/**
 * The current state of a destination, sent to a new subscription that asks for it (SUBSCRIBE
 * header `state:current`; see docs/product.md, Live updates). A client that read a class and
 * subscribes to it afterwards would otherwise miss a change made in between (its frame went to
 * nobody) and had to read again. The read starts after the subscription is in place, so a change
 * reaches the client either in this state or as an event. Subscriptions made in the same turn of
 * the event loop (a screen's classes, by one client or several) are read together, one read per
 * pattern.
 */
export class CurrentStates {
  private readonly reads: { pattern: RegExp; read: StateRead }[] = [];
  private pending: Subscription[] = [];

  constructor(private readonly send: SendState) {}

  register(pattern: RegExp, read: StateRead): void {
    this.reads.push({ pattern, read });
  }

  /** Whether a destination has a state to send (the others get none, asked or not). */
  has(destination: string): boolean {
    return this.reads.some(({ pattern }) => pattern.test(destination));
  }

  request(subscription: Subscription): void {
    if (this.pending.length === 0) setImmediate(() => this.flush());
    this.pending.push(subscription);
  }

  private flush(): void {
    const batch = this.pending;
    this.pending = [];
    for (const { pattern, read } of this.reads) {
      const mine = batch.filter((subscription) => pattern.test(subscription.destination));
      if (mine.length === 0) continue;
      const destinations = [...new Set(mine.map((subscription) => subscription.destination))];
      const matches = destinations
        .map((destination) => pattern.exec(destination))
        .filter((match): match is RegExpExecArray => match !== null);
      this.send(mine, () => read(matches));
    }
  }
}
