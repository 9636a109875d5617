import type { User } from '@boxbook/domain';
import { useSyncExternalStore } from 'react';

export interface Session {
  token: string;
  refreshToken: string | null;
  user: User;
}

type Listener = () => void;

let current: Session | null = null;
const listeners = new Set<Listener>();

/** The signed-in user, shared by the API client, the route guard and every screen. */
export const sessionStore = {
  get: () => current,
  set(next: Session | null) {
    current = next;
    for (const listener of listeners) listener();
  },
  subscribe(listener: Listener) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

export function useSession(): Session | null {
  return useSyncExternalStore(sessionStore.subscribe, sessionStore.get, sessionStore.get);
}
