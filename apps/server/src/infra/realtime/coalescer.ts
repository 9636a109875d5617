/**
 * At most one send per key per window, and never a lost update: the first value goes out at once
 * and opens a window; values arriving inside it replace each other, and the last one goes out when
 * the window ends (opening the next window).
 */
export class Coalescer<T> {
  private readonly windows = new Map<string, { pending: { value: T } | null; timer: NodeJS.Timeout }>();

  constructor(
    private readonly windowMs: number,
    private readonly send: (key: string, value: T) => void,
  ) {}

  push(key: string, value: T): void {
    const open = this.windows.get(key);
    if (open) {
      open.pending = { value };
      return;
    }
    this.send(key, value);
    this.openWindow(key);
  }

  private openWindow(key: string): void {
    const timer = setTimeout(() => {
      const pending = this.windows.get(key)?.pending;
      this.windows.delete(key);
      if (pending) this.push(key, pending.value);
    }, this.windowMs);
    this.windows.set(key, { pending: null, timer });
  }

  /** Drops what is pending: only used when every connection is being closed anyway. */
  stop(): void {
    for (const { timer } of this.windows.values()) clearTimeout(timer);
    this.windows.clear();
  }
}
