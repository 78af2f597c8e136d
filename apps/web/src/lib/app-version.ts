import { BUILD_VERSION } from '@travel/contracts/constants';
import { STORAGE_KEYS, clearAll, readText, writeText } from './storage';

/**
 * Spec part 1 §4: when the stored version differs from this build's, everything in local
 * storage is cleared (old shapes of persisted state must not reach new code) and the new
 * version is stored. Returns true when a reset happened.
 */
export function checkAppVersion(current: string = BUILD_VERSION): boolean {
  const stored = readText(STORAGE_KEYS.appVersion);
  if (stored === current) return false;
  clearAll();
  writeText(STORAGE_KEYS.appVersion, current);
  return stored !== null;
}
