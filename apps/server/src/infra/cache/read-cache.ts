/**
 * A read-through cache for the hot reads (the booking screen's class list, a member's own user):
 * at 17:00 hundreds of phones ask for the same few answers many times a second, and each answer
 * changes only when someone writes. What is kept is dropped by the realtime events of the writes
 * (at once on the process that committed, through NOTIFY on the others), and in any case after
 * `ttlMs`, which bounds how stale an answer can be should some write ever come without its event.
 *
 * Concurrent reads of one key share one database read. A read that an invalidation overtook is
 * answered to whoever asked for it before the invalidation, but never kept. An answer in steady
 * demand is read again before its time is up, so requests do not wait for the database.
 */
export interface ReadCache<K, V> {
  get(key: K, read: () => Promise<V>): Promise<V>;
  /** Drops the kept answers `stale` says a change touched; answers still being read always go. */
  drop(stale: (value: V, key: K) => boolean): void;
  clear(): void;
  readonly size: number;
}

interface Entry<V> {
  value: Promise<V>;
  /** Set once the read succeeded. */
  settled?: { value: V };
  readAt: number;
  /** A read started ahead of the time being up, under way. */
  refreshing?: boolean;
}

export function createReadCache<K, V>(options: {
  ttlMs: number;
  maxEntries: number;
  now?: () => number;
}): ReadCache<K, V> {
  const now = options.now ?? (() => performance.now());
  const entries = new Map<K, Entry<V>>();
  /** Counts drops and clears: a read that one overtook is not kept. */
  let changes = 0;

  function readInto(key: K, read: () => Promise<V>): Entry<V> {
    if (entries.size >= options.maxEntries) entries.clear();
    const entry: Entry<V> = { value: read(), readAt: now() };
    entries.set(key, entry);
    entry.value.then(
      (value) => {
        entry.settled = { value };
      },
      () => {
        if (entries.get(key) === entry) entries.delete(key);
      },
    );
    return entry;
  }

  /**
   * Past half its time, a kept answer is read again in the background while it is still given
   * out: under steady load the answer is replaced before its time is up, and no request waits for
   * the database (the wait of every request that arrived during a read was the tail of the
   * latency). The new answer replaces the kept one only if no change came meanwhile.
   */
  function refreshAhead(key: K, kept: Entry<V>, read: () => Promise<V>): void {
    kept.refreshing = true;
    const changesBefore = changes;
    const readAt = now();
    read().then(
      (value) => {
        if (entries.get(key) !== kept || changes !== changesBefore) return;
        entries.set(key, { value: Promise.resolve(value), settled: { value }, readAt });
      },
      () => {
        kept.refreshing = false;
      },
    );
  }

  return {
    get(key, read) {
      const kept = entries.get(key);
      const age = kept ? now() - kept.readAt : Number.POSITIVE_INFINITY;
      if (!kept || age >= options.ttlMs) return readInto(key, read).value;
      if (age >= options.ttlMs / 2 && kept.settled && !kept.refreshing) refreshAhead(key, kept, read);
      return kept.value;
    },
    drop(stale) {
      changes++;
      for (const [key, entry] of entries)
        if (!entry.settled || stale(entry.settled.value, key)) entries.delete(key);
    },
    clear() {
      changes++;
      entries.clear();
    },
    get size() {
      return entries.size;
    },
  };
}
