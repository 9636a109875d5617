/**
 * A read-through cache for the hot reads (the booking screen's class list, a member's own user):
 * at 17:00 hundreds of phones ask for the same few answers many times a second, and each answer
 * changes only when someone writes. What is kept is dropped by the realtime events of the writes
 * (at once on the process that committed, through NOTIFY on the others), and in any case after
 * `ttlMs`, which bounds how stale an answer can be should some write ever come without its event.
 *
 * Concurrent reads of one key share one database read. A read that an invalidation overtook is
 * answered to whoever asked for it before the invalidation, but never kept.
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
}

export function createReadCache<K, V>(options: {
  ttlMs: number;
  maxEntries: number;
  now?: () => number;
}): ReadCache<K, V> {
  const now = options.now ?? (() => performance.now());
  const entries = new Map<K, Entry<V>>();
  return {
    get(key, read) {
      const kept = entries.get(key);
      if (kept && now() - kept.readAt < options.ttlMs) return kept.value;
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
      return entry.value;
    },
    drop(stale) {
      for (const [key, entry] of entries)
        if (!entry.settled || stale(entry.settled.value, key)) entries.delete(key);
    },
    clear() {
      entries.clear();
    },
    get size() {
      return entries.size;
    },
  };
}
