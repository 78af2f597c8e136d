import { useSyncExternalStore } from 'react';
import type { LoginData } from '@travel/contracts/accounts';
import { STORAGE_KEYS, readJson, removeItem, writeJson } from './storage';

/**
 * The signed-in user (spec part 1 §4: signing in sets the role and tokens, logout clears the
 * user and the booking draft). Issue 9: only the user profile, which is not a secret, is kept in
 * localStorage so a reload still shows who is signed in; the access token lives in memory only,
 * and the refresh token in an HttpOnly cookie no script can read. After a reload the access
 * token is null until the api-client refreshes it through the cookie.
 */
export interface SessionUser {
  id: string;
  name: string;
  email: string;
  role: number;
  userType: number;
  accountCode: string;
  LimitAmount: number;
  LimitCabin: number;
}

export interface Session {
  user: SessionUser;
  /** In memory only; null after a reload until the refresh cookie gives a new one. */
  accessToken: string | null;
}

/** What localStorage keeps. */
interface StoredSession {
  user: SessionUser;
}

type Listener = () => void;

const listeners = new Set<Listener>();
let current: Session | null = null;
let loaded = false;

const isString = (value: unknown): value is string => typeof value === 'string';
const isNumber = (value: unknown): value is number => typeof value === 'number';

function isStoredSession(value: unknown): value is StoredSession {
  if (typeof value !== 'object' || value === null) return false;
  const { user } = value as Partial<Record<keyof StoredSession, unknown>>;
  if (typeof user !== 'object' || user === null) return false;
  const u = user as Record<string, unknown>;
  // A user is signed in when name is present (spec §3).
  return (
    isString(u.id) &&
    isString(u.name) &&
    u.name.length > 0 &&
    isString(u.email) &&
    isNumber(u.role) &&
    isNumber(u.userType) &&
    isString(u.accountCode) &&
    isNumber(u.LimitAmount) &&
    isNumber(u.LimitCabin)
  );
}

function emit(): void {
  for (const listener of listeners) listener();
}

function set(next: Session | null): void {
  const sameUser = current !== null && next !== null && current.user === next.user;
  current = next;
  loaded = true;
  // Only the profile is persisted; a token change alone does not touch storage.
  if (!next) removeItem(STORAGE_KEYS.session);
  else if (!sameUser) writeJson(STORAGE_KEYS.session, { user: next.user } satisfies StoredSession);
  emit();
}

/** The stored profile as a session without an access token. */
function readStored(): Session | null {
  const raw = readJson(
    STORAGE_KEYS.session,
    (value): value is Record<string, unknown> => typeof value === 'object' && value !== null,
  );
  if (!raw || !isStoredSession(raw)) return null;
  // Builds before issue 9 stored the tokens too: drop them from storage.
  if (Object.keys(raw).some((key) => key !== 'user')) {
    writeJson(STORAGE_KEYS.session, { user: raw.user } satisfies StoredSession);
  }
  return { user: raw.user, accessToken: null };
}

/**
 * Read lazily, not at import time: the version check must be able to clear storage before the
 * session is first read.
 */
export function getSession(): Session | null {
  if (!loaded) {
    current = readStored();
    loaded = true;
  }
  return current;
}

export function subscribeSession(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useSession(): Session | null {
  return useSyncExternalStore(subscribeSession, getSession, () => null);
}

/** What Login, Register and PartnerLogin return (no refresh token: it is in the cookie). */
export type SessionStart = Omit<LoginData, 'role' | 'expiresIn'> & { role: number };

export function startSession(data: SessionStart): Session {
  const session: Session = {
    user: {
      id: data.id,
      name: data.name,
      email: data.email,
      role: data.role,
      userType: data.userType,
      accountCode: data.accountCode,
      LimitAmount: data.LimitAmount,
      LimitCabin: data.LimitCabin,
    },
    accessToken: data.accessToken,
  };
  set(session);
  return session;
}

/** After a profile edit: the header shows the new name without a new sign-in. */
export function updateSessionUser(partial: Partial<SessionUser>): void {
  const session = getSession();
  if (!session) return;
  set({ ...session, user: { ...session.user, ...partial } });
}

/** After a token refresh (api-client): the new access token, in memory only. */
export function updateSessionTokens(tokens: { accessToken: string }): void {
  const session = getSession();
  if (!session) return;
  set({ ...session, accessToken: tokens.accessToken });
}

/**
 * Clears the user and the booking draft on this page. Ending the sign-in on the server as well
 * is `signOut` (api-client), which calls this last.
 */
export function endSession(): void {
  set(null);
  removeItem(STORAGE_KEYS.bookingDraft);
}

// Another tab signed in or out: follow it, so two tabs never disagree about who is signed in.
if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key !== STORAGE_KEYS.session && event.key !== null) return;
    // Same user: keep the access token in memory; another user or none: drop it.
    const before = current;
    current = readStored();
    loaded = true;
    if (before && current && before.user.id === current.user.id) {
      current = { ...current, accessToken: before.accessToken };
    }
    emit();
  });
}

/** Tests only: forget the in-memory copy so the next read comes from storage. */
export function resetSessionForTests(): void {
  current = null;
  loaded = false;
  emit();
}
