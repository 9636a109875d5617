import type { User } from '@boxbook/domain';
import { useSyncExternalStore } from 'react';

export interface Session {
  token: string;
  refreshToken: string | null;
  /** When the token stops working, in ms since the epoch. */
  expiresAt: number;
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
  /** Replaces the user (after a profile change or a realtime update), keeping the tokens. */
  setUser(user: User) {
    if (current && current.user.id === user.id) sessionStore.set({ ...current, user });
  },
  subscribe(listener: Listener) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

export function useSession(): Session | null {
  return useSyncExternalStore(sessionStore.subscribe, sessionStore.get, sessionStore.get);
}

/** The signed-in user on screens that only render behind the route guard. */
export function useCurrentUser(): User {
  const session = useSession();
  if (!session) throw new Error('useCurrentUser outside a signed-in route');
  return session.user;
}
