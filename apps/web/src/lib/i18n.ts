import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { Locale } from '@track-grow/domain/auth';
import en from '../locales/en.json';
import it from '../locales/it.json';

export const supportedLanguages = ['en', 'it'] as const satisfies readonly Locale[];

/** The app's language for a browser's preferred languages, first first: Italian → it, anything else → en. */
export function languageOf(preferred: readonly string[]): Locale {
  return (preferred[0] ?? '').toLowerCase().startsWith('it') ? 'it' : 'en';
}

/** DESIGN.md 1: the profile's language, else the browser's. */
export function browserLanguage(): Locale {
  return languageOf(typeof navigator === 'undefined' ? [] : (navigator.languages ?? [navigator.language]));
}

export function resolveLanguage(userLocale: Locale | null | undefined): Locale {
  return userLocale ?? browserLanguage();
}

function syncDocumentLanguage(language: string): void {
  if (typeof document !== 'undefined') document.documentElement.lang = language;
}

void i18n.use(initReactI18next).init({
  resources: { en: { translation: en }, it: { translation: it } },
  lng: browserLanguage(),
  fallbackLng: 'en',
  supportedLngs: supportedLanguages,
  initAsync: false,
  interpolation: { escapeValue: false },
  react: { useSuspense: false },
  returnNull: false,
});
syncDocumentLanguage(i18n.language);
i18n.on('languageChanged', syncDocumentLanguage);

export { i18n };
