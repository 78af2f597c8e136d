import { describe, expect, it } from 'vitest';
import { BUILD_VERSION } from '@travel/contracts/constants';
import { checkAppVersion } from './app-version';
import { STORAGE_KEYS } from './storage';

describe('checkAppVersion', () => {
  it('is 250617 for this build', () => {
    expect(BUILD_VERSION).toBe('250617');
  });

  it('clears all local storage and stores the new version when the stored one differs', () => {
    localStorage.setItem(STORAGE_KEYS.appVersion, '240101');
    localStorage.setItem(STORAGE_KEYS.session, '{"old":"shape"}');
    localStorage.setItem(STORAGE_KEYS.bookingDraft, '{}');

    expect(checkAppVersion()).toBe(true);

    expect(localStorage.getItem(STORAGE_KEYS.session)).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.bookingDraft)).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.appVersion)).toBe(BUILD_VERSION);
    expect(localStorage).toHaveLength(1);
  });

  it('keeps storage when the version matches', () => {
    localStorage.setItem(STORAGE_KEYS.appVersion, BUILD_VERSION);
    localStorage.setItem(STORAGE_KEYS.currency, '{"value":"CNY","savedAt":1}');

    expect(checkAppVersion()).toBe(false);
    expect(localStorage.getItem(STORAGE_KEYS.currency)).not.toBeNull();
  });

  it('treats a first visit (no version) as a fresh start and records the version', () => {
    localStorage.setItem('stray', 'left by an unversioned build');
    expect(checkAppVersion()).toBe(false);
    expect(localStorage.getItem('stray')).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.appVersion)).toBe(BUILD_VERSION);
  });
});
