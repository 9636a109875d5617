import { cleanup, configure } from '@testing-library/react';
import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { afterAll, afterEach, beforeAll } from 'vitest';
import ca from '../public/assets/i18n/ca.json';
import es from '../public/assets/i18n/es.json';
import { endSession } from '../src/app/session-controller';
import { server } from './msw-server';

// The real translation files, loaded synchronously so tests read what users read.
await i18n.use(initReactI18next).init({
  resources: { ca: { translation: ca }, es: { translation: es } },
  lng: 'es',
  fallbackLng: 'es',
  interpolation: { escapeValue: false },
  react: { useSuspense: false },
});

// A screen appears after lazy chunks, the session and a few answers: on a shared 2-core machine
// that can take longer than testing-library's default second. A wait that is never met still fails.
configure({ asyncUtilTimeout: 5_000 });

// jsdom lacks scrolling; the router's scroll restoration calls it.
window.scrollTo = () => {};

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(async () => {
  cleanup();
  // Closes the realtime connection a signed-in test opened.
  await endSession();
  // A modal unmounted mid-test may leave its scroll lock on <body>.
  document.body.removeAttribute('style');
  server.resetHandlers();
});
// Files share one jsdom (isolate: false in vite.config.ts): each starts as the first one did.
afterAll(async () => {
  server.close();
  window.localStorage.clear();
  window.sessionStorage.clear();
  await i18n.changeLanguage('es');
});
