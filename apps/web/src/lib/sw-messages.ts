/** What the page and the service worker say to each other (src/sw/sw.ts, features/pwa). */
export const SKIP_WAITING = 'SKIP_WAITING';
export const FORGET_USER = 'FORGET_USER';
/** The cache of API answers readable offline; dropped when the member signs out. */
export const API_CACHE = 'boxbook-api';
