import { useSyncExternalStore } from 'react';

const never = () => () => {};

/**
 * False while a page prerendered at build time is being hydrated (and while prerendering), true
 * in any render after that. What depends on the visitor's moment (today at the box, the year)
 * waits for it: the build's date would be wrong by the time the page is read.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
}
