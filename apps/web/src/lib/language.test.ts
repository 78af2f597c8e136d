import { describe, expect, it } from 'vitest';
import { LANGUAGE_KEEP_MS, readStoredLanguage, storeLanguage } from './language';
import { STORAGE_KEYS } from './storage';

const DAY = 24 * 60 * 60 * 1000;
const now = Date.UTC(2026, 0, 15, 12);

describe('language choice', () => {
  it('is kept for 7 days', () => {
    expect(LANGUAGE_KEEP_MS).toBe(7 * DAY);
  });

  it('defaults to English when nothing is stored', () => {
    expect(readStoredLanguage(now)).toBe('en');
  });

  it('is stored under the locale key as the mapped locale with its time', () => {
    storeLanguage('es', now);
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.locale) ?? 'null')).toEqual({
      value: 'es-ES',
      savedAt: now,
    });
  });

  it('returns the stored choice within 7 days', () => {
    storeLanguage('zh-CN', now - 7 * DAY + 1000);
    expect(readStoredLanguage(now)).toBe('zh-CN');
  });

  it('expires after 7 days: back to English and the stale entry removed', () => {
    storeLanguage('vi', now - 7 * DAY - 1000);
    expect(readStoredLanguage(now)).toBe('en');
    expect(localStorage.getItem(STORAGE_KEYS.locale)).toBeNull();
  });

  it('ignores a timestamp from the future and a value that is not a locale', () => {
    storeLanguage('es', now + DAY);
    expect(readStoredLanguage(now)).toBe('en');
    localStorage.setItem(STORAGE_KEYS.locale, JSON.stringify({ value: 'xx-XX', savedAt: now }));
    expect(readStoredLanguage(now)).toBe('en');
    localStorage.setItem(STORAGE_KEYS.locale, 'not json');
    expect(readStoredLanguage(now)).toBe('en');
  });
});
