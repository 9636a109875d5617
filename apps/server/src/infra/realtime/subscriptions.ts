/** Where MESSAGE frames go: a session, addressed by the subscription id its client chose. */
export interface MessageSink {
  deliver(subscriptionId: string, destination: string, body: string): void;
}

export interface Subscription {
  id: string;
  destination: string;
  sink: MessageSink;
}

/** The subscriptions of this process's connections, by destination, for fan-out. */
export class SubscriptionRegistry {
  private readonly byDestination = new Map<string, Set<Subscription>>();

  add(subscription: Subscription): void {
    const set = this.byDestination.get(subscription.destination) ?? new Set();
    set.add(subscription);
    this.byDestination.set(subscription.destination, set);
  }

  remove(subscription: Subscription): void {
    const set = this.byDestination.get(subscription.destination);
    set?.delete(subscription);
    if (set?.size === 0) this.byDestination.delete(subscription.destination);
  }

  /** Whether the subscription is still in place (not unsubscribed, its connection not closed). */
  has(subscription: Subscription): boolean {
    return this.byDestination.get(subscription.destination)?.has(subscription) ?? false;
  }

  /** Every destination someone here follows. */
  destinations(): IterableIterator<string> {
    return this.byDestination.keys();
  }

  get isEmpty(): boolean {
    return this.byDestination.size === 0;
  }

  /** Sends one body (already JSON) to every subscriber of the destination. */
  publish(destination: string, body: string): void {
    for (const { id, sink } of this.byDestination.get(destination) ?? []) sink.deliver(id, destination, body);
  }
}
