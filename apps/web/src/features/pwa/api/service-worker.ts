import { API_CACHE } from '../../../lib/sw-messages';
import { watchTyping } from './typing-guard';

/** The worker registers once the app is stable, or after 30 s at the latest. */
export const REGISTER_AT_THE_LATEST_MS = 30_000;
/** How often an open app asks whether a new version was published. */
const UPDATE_CHECK_MS = 60 * 60_000;
/** While a form is being filled in, how often to look again whether the update may go ahead. */
const TYPING_RECHECK_MS = 1_000;

/** Resolves once the first screen has loaded and the browser is idle, or after `latestMs`. */
export function whenStable(latestMs = REGISTER_AT_THE_LATEST_MS): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, latestMs);
    const idle = () => {
      const done = () => {
        clearTimeout(timer);
        resolve();
      };
      if ('requestIdleCallback' in window) window.requestIdleCallback(done, { timeout: latestMs });
      else setTimeout(done, 1_000);
    };
    if (document.readyState === 'complete') idle();
    else window.addEventListener('load', idle, { once: true });
  });
}

let started = false;

/**
 * Registers the service worker (production builds only) and keeps the app up to date: when a new
 * version has installed, it takes over and the page reloads (see docs/product.md, Installing the
 * app), but never while the member is typing in a form; then it waits for the form to be sent or
 * left.
 */
export function startServiceWorker({ onFirstControl }: { onFirstControl?: () => void } = {}): void {
  if (started || !import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  started = true;
  const typing = watchTyping();
  void whenStable()
    .then(async () => {
      // Loaded once the first screen is up: a visitor's first download does not carry it.
      const { Workbox } = await import('workbox-window');
      const wb = new Workbox('/sw.js');
      // The first worker takes this page after its answers were fetched: fetching them again
      // through it keeps what this screen shows for offline use from the first visit on.
      wb.addEventListener('controlling', (event) => {
        if (!event.isUpdate) onFirstControl?.();
      });
      const activateWhenFree = () => {
        if (typing.isTyping()) {
          setTimeout(activateWhenFree, TYPING_RECHECK_MS);
          return;
        }
        // Reload once the new worker controls the page, so the page and its files match.
        wb.addEventListener('controlling', () => window.location.reload());
        wb.messageSkipWaiting();
      };
      wb.addEventListener('waiting', activateWhenFree);

      const registration = await wb.register();
      if (!registration) return;
      const check = () => void registration.update().catch(() => undefined);
      setInterval(check, UPDATE_CHECK_MS);
      document.addEventListener('visibilitychange', () => {
        if (document.visibilityState === 'visible') check();
      });
    })
    // A browser that refuses workers (private modes, policies) runs the app without one.
    .catch((error: unknown) => console.warn('service worker not registered', error));
}

/** Forgets the API answers kept for offline use: signing out must not leave a member's data here. */
export async function forgetOfflineData(): Promise<void> {
  if ('caches' in window) await caches.delete(API_CACHE).catch(() => false);
}

/**
 * Keeps an answer for offline use as if the service worker had cached it: the signed-in user,
 * which the app gets from the sign-in rather than from a GET, so that a start without a network
 * can still say who is signed in (app/session-controller.ts).
 */
export async function keepForOffline(path: string, body: unknown): Promise<void> {
  if (!('caches' in window)) return;
  const cache = await caches.open(API_CACHE);
  await cache.put(
    new URL(path, window.location.origin).href,
    new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } }),
  );
}
