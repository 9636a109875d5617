import type { Language, SubscriptionState } from '@boxbook/domain';
import { api } from '../../../lib/api-client';

/** How long a toggle waits for the service worker, registered a little after the app started. */
const WORKER_WAIT_MS = 15_000;
/**
 * How long the browser's push service gets to hand out a subscription. Chromium without a way to
 * its push service (a closed network, a build without one) never settles `subscribe()`.
 */
export const PUSH_SERVICE_WAIT_MS = 10_000;
/** Signing out never waits long on a network that is not there. */
const LOGOUT_WAIT_MS = 3_000;

export const pushSupported = () =>
  typeof window !== 'undefined' &&
  'serviceWorker' in navigator &&
  'PushManager' in window &&
  'Notification' in window;

/** The browser's push service gave no subscription in time: the member is told, the switch stays off. */
export class PushServiceSilent extends Error {}

function withTimeout<T>(
  work: Promise<T>,
  ms: number,
  what: string,
  Failure: new (message: string) => Error = Error,
): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  return Promise.race([
    work,
    new Promise<T>((_, reject) => {
      timer = setTimeout(() => reject(new Failure(`${what}: timed out`)), ms);
    }),
  ]).finally(() => clearTimeout(timer));
}

const workerReady = () => withTimeout(navigator.serviceWorker.ready, WORKER_WAIT_MS, 'service worker');

/** This device's subscription, if the member turned notifications on here. */
export async function currentSubscription(): Promise<PushSubscription | null> {
  if (!pushSupported()) return null;
  const registration = await navigator.serviceWorker.getRegistration();
  return (await registration?.pushManager.getSubscription()) ?? null;
}

/**
 * Whether this device receives the member's pushes: the browser holds a subscription and the
 * server has stored it. Without an answer from the server (offline) the browser's word is taken.
 */
export async function deviceSubscribed(): Promise<boolean> {
  const subscription = await currentSubscription().catch(() => null);
  if (!subscription) return false;
  const endpoint = encodeURIComponent(subscription.endpoint);
  return api<SubscriptionState>(`/api/notifications/subscription?endpoint=${endpoint}`).then(
    (state) => state.stored,
    () => true,
  );
}

/** The VAPID public key, answered as text. */
async function publicKey(): Promise<string> {
  const response = await fetch('/api/notifications/publicKey');
  if (!response.ok) throw new Error(`publicKey: ${response.status}`);
  return (await response.text()).trim();
}

const fromBase64Url = (text: string) => {
  const binary = atob(text.replace(/-/g, '+').replace(/_/g, '/'));
  return Uint8Array.from(binary, (c) => c.charCodeAt(0));
};
const toBase64Url = (buffer: ArrayBuffer | null) =>
  buffer
    ? btoa(String.fromCharCode(...new Uint8Array(buffer)))
        .replace(/\+/g, '-')
        .replace(/\//g, '_')
        .replace(/=+$/, '')
    : '';

/** Tells the server about this device (again): its address, keys and the app's language here. */
export const saveSubscription = (subscription: PushSubscription, language: Language) =>
  api<void>('/api/notifications/subscribe', { body: { subscription: subscription.toJSON(), language } });

/**
 * Turns pushes on for this device: the browser's permission first (refused → a NotAllowedError,
 * which the toggle explains), then a subscription with our key, then the server told.
 */
export async function enablePush(language: Language): Promise<void> {
  const permission = await Notification.requestPermission();
  if (permission !== 'granted') throw new DOMException('Notifications are blocked', 'NotAllowedError');
  const [key, registration] = await Promise.all([publicKey(), workerReady()]);
  let subscription = await registration.pushManager.getSubscription();
  // Made with another key (the server's keys changed): it can never receive our pushes.
  if (subscription && toBase64Url(subscription.options.applicationServerKey) !== key) {
    await subscription.unsubscribe();
    subscription = null;
  }
  subscription ??= await withTimeout(
    registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: fromBase64Url(key) }),
    PUSH_SERVICE_WAIT_MS,
    'push service',
    PushServiceSilent,
  );
  await saveSubscription(subscription, language);
}

/** Turns pushes off for this device only; the member's other devices keep theirs. */
export async function disablePush(): Promise<void> {
  const subscription = await currentSubscription();
  if (!subscription) return;
  await api<void>('/api/notifications/unsubscribe', { body: { endpoint: subscription.endpoint } });
  await subscription.unsubscribe();
}

/**
 * On logout (see docs/product.md, Accounts and sessions): this device stops receiving the member's
 * pushes. Never blocks the logout.
 */
export async function leaveDevicePush(): Promise<void> {
  try {
    await withTimeout(disablePush(), LOGOUT_WAIT_MS, 'unsubscribe');
  } catch (error) {
    console.warn('push unsubscribe on logout failed', error);
    await (await currentSubscription().catch(() => null))?.unsubscribe().catch(() => false);
  }
}
