/**
 * Persisted client state (spec part 1 §4): every key the app keeps in localStorage is named
 * here, so the version reset and sign-out know exactly what exists.
 */
export const STORAGE_KEYS = {
  appVersion: 'appVersion',
  session: 'user',
  locale: 'locale',
  currency: 'currency',
  currencyRates: 'currencyRates',
  bookingDraft: 'booking',
  /** The flight results sort (price, duration, departure), kept across visits. */
  flightSort: 'flightSort',
  /** An agent's "client view" (issue 13 §4): net prices and commission hidden on this device. */
  clientView: 'clientView',
} as const;

export type StorageKey = (typeof STORAGE_KEYS)[keyof typeof STORAGE_KEYS];

/** Storage can throw (private mode, quota, disabled cookies); the app then simply forgets. */
function store(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

/**
 * This tab's sessionStorage, or null where it cannot be had (no window, storage refused): what
 * dies with the tab (drafts, a visitor's order access, scroll positions).
 */
export function tabStore(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    return null;
  }
}

export function readJson<T>(key: StorageKey, isValid: (value: unknown) => value is T): T | null {
  const raw = store()?.getItem(key);
  if (raw === null || raw === undefined) return null;
  try {
    const parsed: unknown = JSON.parse(raw);
    return isValid(parsed) ? parsed : null;
  } catch {
    return null;
  }
}

export function writeJson(key: StorageKey, value: unknown): void {
  try {
    store()?.setItem(key, JSON.stringify(value));
  } catch {
    // Quota or privacy mode: the value lives for this page only.
  }
}

export function removeItem(key: StorageKey): void {
  try {
    store()?.removeItem(key);
  } catch {
    // Nothing stored, nothing to remove.
  }
}

export function readText(key: StorageKey): string | null {
  return store()?.getItem(key) ?? null;
}

export function writeText(key: StorageKey, value: string): void {
  try {
    store()?.setItem(key, value);
  } catch {
    // See writeJson.
  }
}

export function clearAll(): void {
  try {
    store()?.clear();
  } catch {
    // See writeJson.
  }
}

/** A stored choice with the time it was made, for choices that expire (language: 7 days). */
export interface TimedChoice<T extends string> {
  value: T;
  savedAt: number;
}

export function readTimedChoice<T extends string>(
  key: StorageKey,
  allowed: readonly T[],
  maxAgeMs: number,
  now: number = Date.now(),
): T | null {
  const stored = readJson(key, (value): value is TimedChoice<T> => {
    if (typeof value !== 'object' || value === null) return false;
    const candidate = value as Partial<TimedChoice<string>>;
    return (
      typeof candidate.value === 'string' &&
      typeof candidate.savedAt === 'number' &&
      (allowed as readonly string[]).includes(candidate.value)
    );
  });
  if (!stored) return null;
  // A timestamp in the future (clock changed) counts as expired rather than kept forever.
  const age = now - stored.savedAt;
  if (age < 0 || age > maxAgeMs) {
    removeItem(key);
    return null;
  }
  return stored.value;
}

export function writeTimedChoice<T extends string>(
  key: StorageKey,
  value: T,
  now: number = Date.now(),
): void {
  writeJson(key, { value, savedAt: now } satisfies TimedChoice<T>);
}
