let check: () => void = () => {};
let watching = false;

/**
 * Calls `onWake` when the tab is shown again or the network comes back: a phone asleep past its
 * refresh timer wakes up with a token at its end, and renews it before anything else.
 */
export function watchWakeUps(onWake: () => void): void {
  check = () => {
    if (document.visibilityState !== 'hidden') onWake();
  };
  if (watching) return;
  watching = true;
  document.addEventListener('visibilitychange', () => check());
  window.addEventListener('online', () => check());
}
