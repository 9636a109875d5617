import type { User } from '@boxbook/domain';
import { useSyncExternalStore } from 'react';

export interface Session {
  token: string;
  refreshToken: string | null;
  /**
   * When the token stops working, in ms on this device's clock: its arrival plus the lifetime the
   * server gave it. Never the server's `expiresAt`, which a phone whose clock is off misreads.
   */
  expiresAt: number;
  user: User;
}

/** Why a session ended without the user asking: the login screen says so. */
export type SessionEndReason = 'expired' | 'closed' | 'reused';

type Listener = () => void;

let current: Session | null = null;
let endReason: SessionEndReason | null = null;
const listeners = new Set<Listener>();

const notify = () => {
  for (const listener of listeners) listener();
};

/** The signed-in user, shared by the API client, the route guard and every screen. */
export const sessionStore = {
  get: () => current,
  endReason: () => endReason,
  set(next: Session | null) {
    current = next;
    if (next) endReason = null;
    notify();
  },
  /** Signs out; `reason` when the server ended the session rather than the user. */
  end(reason: SessionEndReason | null = null) {
    current = null;
    endReason = reason;
    notify();
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

export function useSessionEndReason(): SessionEndReason | null {
  return useSyncExternalStore(sessionStore.subscribe, sessionStore.endReason, sessionStore.endReason);
}

/** The signed-in user on screens that only render behind the route guard. */
export function useCurrentUser(): User {
  const session = useSession();
  if (!session) throw new Error('useCurrentUser outside a signed-in route');
  return session.user;
}
