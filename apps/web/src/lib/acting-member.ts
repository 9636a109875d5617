import { useSyncExternalStore } from 'react';
import { sessionStore } from './session';

/**
 * The member of the household the screens act for (docs/product.md, Households): a guardian taps
 * a dependent's name and books, leaves and pays for them until they tap their own. Null: the
 * signed-in member themselves. Kept in memory only: a new session starts as the member.
 */
let acting: number | null = null;
let sessionUserId: number | null = null;
const listeners = new Set<() => void>();
const notify = () => {
  for (const listener of listeners) listener();
};

// Signing out or in as someone else starts again as the member themselves.
sessionStore.subscribe(() => {
  const userId = sessionStore.get()?.user.id ?? null;
  if (userId !== sessionUserId) {
    sessionUserId = userId;
    if (acting !== null) {
      acting = null;
      notify();
    }
  }
});

export const actingMemberStore = {
  /** The dependent acted for, or null for the signed-in member. */
  get: () => acting,
  set(dependentId: number | null) {
    const own = sessionStore.get()?.user.id ?? null;
    acting = dependentId === own ? null : dependentId;
    notify();
  },
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

/** The dependent the screens act for, or null for the signed-in member. */
export function useActingDependentId(): number | null {
  return useSyncExternalStore(actingMemberStore.subscribe, actingMemberStore.get, actingMemberStore.get);
}
