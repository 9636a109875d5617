import { createStore, del, get, set } from 'idb-keyval';

export interface KeyValueStorage {
  kind: 'indexedDB' | 'localStorage' | 'memory';
  get(key: string): Promise<unknown>;
  set(key: string, value: unknown): Promise<void>;
  remove(key: string): Promise<void>;
}

function memoryStorage(): KeyValueStorage {
  const values = new Map<string, unknown>();
  return {
    kind: 'memory',
    get: async (key) => values.get(key),
    set: async (key, value) => void values.set(key, value),
    remove: async (key) => void values.delete(key),
  };
}

function localStorageStorage(): KeyValueStorage {
  const ls = window.localStorage;
  return {
    kind: 'localStorage',
    get: async (key) => {
      const text = ls.getItem(key);
      return text === null ? undefined : JSON.parse(text);
    },
    set: async (key, value) => ls.setItem(key, JSON.stringify(value)),
    remove: async (key) => ls.removeItem(key),
  };
}

function indexedDbStorage(): KeyValueStorage {
  const store = createStore('boxbook', 'keyval');
  return {
    kind: 'indexedDB',
    get: (key) => get(key, store),
    set: (key, value) => set(key, value, store),
    remove: (key) => del(key, store),
  };
}

/** Tries a write and a read: private modes may expose an API that then fails. */
async function works(storage: KeyValueStorage): Promise<boolean> {
  try {
    await storage.set('boxbook.probe', 1);
    const ok = (await storage.get('boxbook.probe')) === 1;
    await storage.remove('boxbook.probe');
    return ok;
  } catch {
    return false;
  }
}

/** IndexedDB, else local storage, else memory (see docs/product.md, Errors). */
export async function openStorage(): Promise<KeyValueStorage> {
  if (typeof indexedDB !== 'undefined') {
    const idb = indexedDbStorage();
    if (await works(idb)) return idb;
    console.warn('indexedDB is not working');
  }
  if (typeof localStorage !== 'undefined') {
    const ls = localStorageStorage();
    if (await works(ls)) return ls;
  }
  return memoryStorage();
}
