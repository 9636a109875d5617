import { describe, expect, it } from 'vitest';
import { createReadCache } from './read-cache';

/** A read whose answer the test hands out when it wants. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: Error) => void;
  const promise = new Promise<T>((yes, no) => {
    resolve = yes;
    reject = no;
  });
  return { promise, resolve, reject };
}

describe('read cache', () => {
  it('answers a key from one read until its time is up', async () => {
    let time = 0;
    const cache = createReadCache<string, number>({ ttlMs: 1000, maxEntries: 10, now: () => time });
    let reads = 0;
    const read = async () => ++reads;
    expect(await cache.get('a', read)).toBe(1);
    time = 999;
    expect(await cache.get('a', read)).toBe(1);
    time = 1000;
    expect(await cache.get('a', read)).toBe(2);
  });

  it('reads a key in demand again past half its time, giving the kept answer meanwhile', async () => {
    let time = 0;
    const cache = createReadCache<string, string>({ ttlMs: 1000, maxEntries: 10, now: () => time });
    await cache.get('a', async () => 'first');
    time = 600;
    const again = deferred<string>();
    let reads = 0;
    const read = () => {
      reads++;
      return again.promise;
    };
    // Nobody waits for the new read: the kept answer goes out while it runs, and it runs once.
    expect(await cache.get('a', read)).toBe('first');
    expect(await cache.get('a', read)).toBe('first');
    expect(reads).toBe(1);
    again.resolve('second');
    await again.promise;
    time = 1050; // past the first answer's time, early in the second's (read at 600)
    expect(await cache.get('a', read)).toBe('second');
    expect(reads).toBe(1);
  });

  it('does not keep an early read that a change overtook', async () => {
    let time = 0;
    const cache = createReadCache<string, string>({ ttlMs: 1000, maxEntries: 10, now: () => time });
    await cache.get('a', async () => 'first');
    time = 600;
    const early = deferred<string>();
    await cache.get('a', () => early.promise);
    cache.drop(() => false); // a change that did not touch the kept answer, while the read runs
    early.resolve('read before the change');
    await early.promise;
    expect(await cache.get('a', async () => 'after')).toBe('first');
    time = 1000;
    expect(await cache.get('a', async () => 'after')).toBe('after');
  });

  it('shares one read between the requests that arrive while it runs', async () => {
    const cache = createReadCache<string, number>({ ttlMs: 1000, maxEntries: 10 });
    const answer = deferred<number>();
    let reads = 0;
    const read = () => {
      reads++;
      return answer.promise;
    };
    const both = Promise.all([cache.get('a', read), cache.get('a', read)]);
    answer.resolve(7);
    expect(await both).toEqual([7, 7]);
    expect(reads).toBe(1);
  });

  it('drops what a change touched and keeps the rest', async () => {
    const cache = createReadCache<string, number[]>({ ttlMs: 60_000, maxEntries: 10 });
    await cache.get('a', async () => [1, 2]);
    await cache.get('b', async () => [3]);
    cache.drop((ids) => ids.includes(2));
    let reread = false;
    await cache.get('a', async () => {
      reread = true;
      return [1];
    });
    expect(reread).toBe(true);
    expect(await cache.get('b', async () => [99])).toEqual([3]);
  });

  it('never keeps a read that a change overtook', async () => {
    const cache = createReadCache<string, string>({ ttlMs: 60_000, maxEntries: 10 });
    const before = deferred<string>();
    const asked = cache.get('a', () => before.promise);
    cache.drop(() => false); // a change lands while the read is under way
    before.resolve('old');
    expect(await asked).toBe('old');
    expect(await cache.get('a', async () => 'new')).toBe('new');
  });

  it('forgets a failed read', async () => {
    const cache = createReadCache<string, string>({ ttlMs: 60_000, maxEntries: 10 });
    await expect(cache.get('a', async () => Promise.reject(new Error('database blip')))).rejects.toThrow();
    expect(await cache.get('a', async () => 'back')).toBe('back');
  });

  it('stays within its size', async () => {
    const cache = createReadCache<number, number>({ ttlMs: 60_000, maxEntries: 3 });
    for (let key = 0; key < 10; key++) await cache.get(key, async () => key);
    expect(cache.size).toBeLessThanOrEqual(3);
  });
});
