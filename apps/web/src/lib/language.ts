import { useSyncExternalStore } from 'react';
import {
  LANGUAGE_KEEP_DAYS,
  LOCALES,
  LOCALE_MAPPING,
  type Locale,
} from '@travel/contracts/constants';
import { STORAGE_KEYS, readTimedChoice, writeTimedChoice } from './storage';

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

type Listener = () => void;
const listeners = new Set<Listener>();
let language: Locale | null = null;

export function currentLanguage(): Locale {
  language ??= readStoredLanguage();
  return language;
}

/** Used by i18n when the user picks a language; the change is stored and broadcast. */
export function setCurrentLanguage(next: Locale): void {
  storeLanguage(next);
  language = next;
  for (const listener of listeners) listener();
}

export function useLanguage(): Locale {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    currentLanguage,
    () => DEFAULT_LANGUAGE,
  );
}

/** Tests only. */
export function resetLanguageForTests(): void {
  language = null;
}
