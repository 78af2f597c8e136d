import {
  LANGUAGE_KEEP_DAYS,
  LOCALES,
  LOCALE_MAPPING,
  type Locale,
} from '@travel/contracts/constants';
import { STORAGE_KEYS, readTimedChoice, writeTimedChoice } from './storage';
import { createStoredChoice } from './stored-choice';

/**
 * The chosen language (spec part 1 §1, §9): English by default, stored under the `locale` key
 * as the mapped locale (en → en-US) with the time it was chosen, and kept 7 days.
 */
export const DEFAULT_LANGUAGE: Locale = 'en';
export const LANGUAGE_KEEP_MS = LANGUAGE_KEEP_DAYS * 24 * 60 * 60 * 1000;

const storedTags = LOCALES.map((locale) => LOCALE_MAPPING[locale] ?? locale);

export function localeTagOf(language: Locale): string {
  return LOCALE_MAPPING[language] ?? language;
}

export function languageOfTag(tag: string): Locale | null {
  return LOCALES.find((locale) => localeTagOf(locale) === tag) ?? null;
}

/** The stored language if chosen within the last 7 days, else the default. */
export function readStoredLanguage(now: number = Date.now()): Locale {
  const tag = readTimedChoice(STORAGE_KEYS.locale, storedTags, LANGUAGE_KEEP_MS, now);
  const language = tag ? languageOfTag(tag) : null;
  return language ?? DEFAULT_LANGUAGE;
}

export function storeLanguage(language: Locale, now: number = Date.now()): void {
  writeTimedChoice(STORAGE_KEYS.locale, localeTagOf(language), now);
}

const languageChoice = createStoredChoice<Locale>({
  read: () => readStoredLanguage(),
  write: (next, now) => storeLanguage(next, now),
  fallback: DEFAULT_LANGUAGE,
});

export const currentLanguage = languageChoice.current;
/** Used by i18n when the user picks a language; the change is stored and broadcast. */
export const setCurrentLanguage = languageChoice.set;
export const useLanguage = languageChoice.useValue;
/** Tests only. */
export const resetLanguageForTests = languageChoice.reset;
