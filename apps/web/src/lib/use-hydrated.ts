import { startTransition, useEffect, useState, useSyncExternalStore } from 'react';

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

/**
 * As `useHydrated`, but the change after hydration is rendered as a transition, in React's slices
 * of a few milliseconds: `useHydrated`'s change is rendered at once, in one task, and a screen
 * that swaps a large tree on it (/schedule's day of classes) made the page's longest task. Off a
 * prerendered page (the app's own navigation), true from the first render.
 */
export function useHydratedInSlices(): boolean {
  const hydrated = useHydrated();
  const [ready, setReady] = useState(hydrated);
  useEffect(() => {
    if (hydrated && !ready) startTransition(() => setReady(true));
  }, [hydrated, ready]);
  return ready;
}
