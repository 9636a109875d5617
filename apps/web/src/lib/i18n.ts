import { FALLBACK_LANGUAGE, LANGUAGES, type Language } from '@boxbook/domain';
import i18n from 'i18next';
import LanguageDetector from 'i18next-browser-languagedetector';
import HttpBackend from 'i18next-http-backend';
import { initReactI18next } from 'react-i18next';

export const LANGUAGE_STORAGE_KEY = 'boxbook.lang';

/** Translations live in /assets/i18n/{lang}.json; the chosen language is remembered in local storage. */
export function initI18n(): typeof i18n {
  i18n
    .use(HttpBackend)
    .use(LanguageDetector)
    .use(initReactI18next)
    .init({
      supportedLngs: [...LANGUAGES],
      nonExplicitSupportedLngs: true,
      load: 'languageOnly',
      fallbackLng: FALLBACK_LANGUAGE,
      backend: { loadPath: '/assets/i18n/{{lng}}.json' },
      detection: {
        order: ['localStorage', 'navigator'],
        lookupLocalStorage: LANGUAGE_STORAGE_KEY,
        caches: ['localStorage'],
      },
      interpolation: { escapeValue: false },
      returnObjects: false,
    })
    .catch((error: unknown) => console.error('translations failed to load', error));
  i18n.on('languageChanged', (lng) => {
    document.documentElement.lang = lng;
  });
  return i18n;
}

export function currentLanguage(lng: string | undefined): Language {
  return LANGUAGES.find((l) => lng?.startsWith(l)) ?? FALLBACK_LANGUAGE;
}
