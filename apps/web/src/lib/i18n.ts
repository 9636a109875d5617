import { FALLBACK_LANGUAGE, LANGUAGES, type Language } from '@boxbook/domain';
import i18n, { type BackendModule } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { readCookie, setCookie } from './cookie';

export const LANGUAGE_STORAGE_KEY = 'boxbook.lang';
/**
 * The same choice as a cookie: the server reads it to send the public page prerendered in that
 * language (apps/server/src/infra/web/serve-web-app.ts), falling back to Accept-Language as
 * `detectLanguage` falls back to the browser's languages.
 */
export const LANGUAGE_COOKIE = 'boxbook.lang';
const YEAR_S = 365 * 24 * 3600;

export function currentLanguage(lng: string | undefined): Language {
  return LANGUAGES.find((l) => lng?.startsWith(l)) ?? FALLBACK_LANGUAGE;
}

const supported = (tag: string | null | undefined): Language | undefined =>
  LANGUAGES.find((l) => tag?.toLowerCase().split('-')[0] === l);

function storedLanguage(): Language | undefined {
  try {
    const stored = supported(window.localStorage.getItem(LANGUAGE_STORAGE_KEY));
    if (stored) return stored;
  } catch {
    // Storage refused (private mode): the cookie may still say it.
  }
  return supported(readCookie(LANGUAGE_COOKIE));
}

/** The visitor's choice, else the first of the browser's languages the box speaks, else Spanish. */
export function detectLanguage(): Language {
  return (
    storedLanguage() ??
    (navigator.languages ?? [navigator.language]).map(supported).find(Boolean) ??
    FALLBACK_LANGUAGE
  );
}

function remember(lng: Language): void {
  try {
    window.localStorage.setItem(LANGUAGE_STORAGE_KEY, lng);
  } catch {
    // Not stored: the cookie below carries it.
  }
  setCookie(LANGUAGE_COOKIE, lng, YEAR_S);
}

/** Translations live in /assets/i18n/{lang}.json (the prerendered pages preload theirs). */
const translationFiles: BackendModule = {
  type: 'backend',
  init() {},
  read(language, _namespace, callback) {
    fetch(`/assets/i18n/${language}.json`)
      .then((response) => {
        if (!response.ok) throw new Error(`translations: ${response.status}`);
        return response.json();
      })
      .then(
        (data) => callback(null, data),
        (error: Error) => callback(error, false),
      );
  },
};

/**
 * Loads the visitor's language; resolves once its translations are in, so the first render (or
 * the hydration of a prerendered page) has every text. Both files hold the same keys (a test
 * checks), so no fallback language is downloaded.
 */
export function initI18n(): Promise<unknown> {
  const lng = detectLanguage();
  remember(lng);
  document.documentElement.lang = lng;
  i18n.on('languageChanged', (next) => {
    document.documentElement.lang = next;
    remember(currentLanguage(next));
  });
  return i18n
    .use(translationFiles)
    .use(initReactI18next)
    .init({
      lng,
      supportedLngs: [...LANGUAGES],
      fallbackLng: false,
      interpolation: { escapeValue: false },
      returnObjects: false,
    })
    .catch((error: unknown) => console.error('translations failed to load', error));
}
