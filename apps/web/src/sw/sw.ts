/// <reference lib="webworker" />
/**
 * The app's service worker (see docs/product.md, Installing the app), built by vite-plugin-pwa's
 * injectManifest: the app shell and static files precached; the last answers of the screens a
 * member needs at the box kept for when the network is gone (the WOD, the timetable, their
 * bookings, the timer and the plate calculator, which need no data); pushes shown, and a click
 * opening the screen they are about. Only GETs are ever cached: a booking, a payment or a message
 * never is.
 */
import { clientsClaim } from 'workbox-core';
import { ExpirationPlugin } from 'workbox-expiration';
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkFirst } from 'workbox-strategies';
import { API_CACHE, FORGET_USER, SKIP_WAITING } from '../lib/sw-messages';

declare const self: ServiceWorkerGlobalScope & {
  __WB_MANIFEST: (string | { url: string; revision: string | null })[];
};

precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();
// The first worker takes the page it was installed from, so the first visit already works offline.
// An update waits until the page says it may take over (SKIP_WAITING), never in mid-typing.
clientsClaim();

self.addEventListener('message', (event: ExtendableMessageEvent) => {
  const type = (event.data as { type?: string } | null)?.type;
  if (type === SKIP_WAITING) void self.skipWaiting();
  // Signing out: the member's answers (bookings, profile) must not outlive their session here.
  if (type === FORGET_USER) event.waitUntil(caches.delete(API_CACHE));
});

/** Pages: the server's (a prerendered page, or the app); offline, the last copy, else the app shell. */
const pages = new NetworkFirst({
  cacheName: 'boxbook-pages',
  networkTimeoutSeconds: 4,
  plugins: [new ExpirationPlugin({ maxEntries: 40 })],
});
registerRoute(
  new NavigationRoute(
    async (options) => {
      try {
        const page = await pages.handle(options);
        if (page?.ok) return page;
      } catch {
        // No network and no copy of this page: the shell below renders it.
      }
      return (await matchPrecache('/index.html')) ?? Response.error();
    },
    { denylist: [/^\/api\//, /^\/stream/, /^\/uploads\//] },
  ),
);

/**
 * What a member may look at without a network, as last seen: the box's config and activities,
 * the timetable and classes, their bookings and profile, the WOD and recovery, days off and plans,
 * and the secret their check-in code at the door is made from.
 */
const READABLE_OFFLINE = [
  /^\/api\/app\/(config|info)$/,
  /^\/api\/activities(\/|$)/,
  /^\/api\/plans$/,
  /^\/api\/calendar\/calendar\/\d$/,
  /^\/api\/classes(\/\d+)?$/,
  /^\/api\/classes\/nextClasses\/\d+$/,
  /^\/api\/wod\/findByWhen\/\d+$/,
  /^\/api\/recovery\/findByWhen\/\d+$/,
  /^\/api\/dayOff$/,
  /^\/api\/users\/\d+$/,
  // The check-in secret: the member's code at the door is made from it, network or not.
  /^\/api\/checkins\/secret$/,
];
registerRoute(
  ({ url, request }) =>
    request.method === 'GET' &&
    url.origin === self.location.origin &&
    READABLE_OFFLINE.some((pattern) => pattern.test(url.pathname)),
  new NetworkFirst({
    cacheName: API_CACHE,
    networkTimeoutSeconds: 6,
    plugins: [new ExpirationPlugin({ maxEntries: 200, maxAgeSeconds: 14 * 24 * 3600 })],
  }),
  'GET',
);

/** Pictures: activities, products, avatars; their names change when they do. */
registerRoute(
  ({ url, request }) =>
    request.destination === 'image' &&
    url.origin === self.location.origin &&
    /^\/(img|uploads)\//.test(url.pathname),
  new CacheFirst({
    cacheName: 'boxbook-images',
    plugins: [new ExpirationPlugin({ maxEntries: 120, maxAgeSeconds: 60 * 24 * 3600 })],
  }),
  'GET',
);

interface PushMessage {
  title: string;
  body: string;
  url: string;
  tag: string;
}

function readPush(event: PushEvent): PushMessage {
  const fallback = { title: 'Boxbook CrossFit', body: '', url: '/profile', tag: 'boxbook' };
  try {
    const data = event.data?.json() as Partial<PushMessage> | undefined;
    return {
      title: typeof data?.title === 'string' ? data.title : fallback.title,
      body: typeof data?.body === 'string' ? data.body : fallback.body,
      // Only a path of this app: a push never sends the member elsewhere.
      url: typeof data?.url === 'string' && data.url.startsWith('/') ? data.url : fallback.url,
      tag: typeof data?.tag === 'string' ? data.tag : fallback.tag,
    };
  } catch {
    return fallback;
  }
}

// No 'pushsubscriptionchange' handler: telling the server of a renewed subscription needs the
// member's access token, which the worker does not hold. PushSync (features/notifications) sends
// the renewed one the next time the app opens.
self.addEventListener('push', (event: PushEvent) => {
  const push = readPush(event);
  event.waitUntil(
    self.registration.showNotification(push.title, {
      body: push.body,
      tag: push.tag,
      icon: '/img/icon-192.png',
      badge: '/img/badge-96.png',
      data: { url: push.url },
    }),
  );
});

/** A click opens the screen the push is about: in an open window of the app if there is one. */
self.addEventListener('notificationclick', (event: NotificationEvent) => {
  event.notification.close();
  const path = (event.notification.data as { url?: string } | null)?.url ?? '/profile';
  const target = new URL(path.startsWith('/') ? path : '/profile', self.location.origin).href;
  event.waitUntil(
    (async () => {
      const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
      const open = windows.find((client) => client.url === target) ?? windows[0];
      if (!open) return void (await self.clients.openWindow(target));
      const focused = await open.focus();
      if (focused.url !== target) await focused.navigate(target);
    })(),
  );
});
