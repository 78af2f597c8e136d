import { useSyncExternalStore } from 'react';
import type { LoginData } from '@travel/contracts/accounts';
import { env } from '../config/env';
import { STORAGE_KEYS, readJson, removeItem, writeJson } from './storage';

/**
 * The signed-in user and their tokens (spec part 1 §4: signing in sets the role and tokens,
 * logout clears the user and the booking draft). Kept in localStorage so a reload stays signed
 * in, and in memory behind a tiny store so React re-renders on change.
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
  accessToken: string;
  refreshToken: string;
}

type Listener = () => void;

const listeners = new Set<Listener>();
let current: Session | null = null;
let loaded = false;

const isString = (value: unknown): value is string => typeof value === 'string';
const isNumber = (value: unknown): value is number => typeof value === 'number';

function isSession(value: unknown): value is Session {
  if (typeof value !== 'object' || value === null) return false;
  const { user, accessToken, refreshToken } = value as Partial<Record<keyof Session, unknown>>;
  if (!isString(accessToken) || !isString(refreshToken)) return false;
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
  current = next;
  loaded = true;
  if (next) writeJson(STORAGE_KEYS.session, next);
  else removeItem(STORAGE_KEYS.session);
  emit();
}

/**
 * Read lazily, not at import time: the version check must be able to clear storage before the
 * session is first read.
 */
export function getSession(): Session | null {
  if (!loaded) {
    current = readJson(STORAGE_KEYS.session, isSession);
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

/** What Login, Register and PartnerLogin return; the role is kept as a plain number. */
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
    refreshToken: data.refreshToken,
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

/** After a token refresh (api-client). */
export function updateSessionTokens(tokens: { accessToken: string; refreshToken: string }): void {
  const session = getSession();
  if (!session) return;
  set({ ...session, accessToken: tokens.accessToken, refreshToken: tokens.refreshToken });
}

/**
 * Signs out: tells the API to revoke this sign-in (unless the tokens are already dead, as
 * after a failed refresh), then clears the user and the booking draft.
 */
export async function endSession(options: { revoke?: boolean } = {}): Promise<void> {
  const session = getSession();
  set(null);
  removeItem(STORAGE_KEYS.bookingDraft);
  if (!session || options.revoke === false) return;
  try {
    await fetch(`${env.apiBaseUrl}/api/Account/Logout`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        authorization: `Bearer ${session.accessToken}`,
      },
      body: JSON.stringify({ refreshToken: session.refreshToken }),
      keepalive: true,
    });
  } catch {
    // Offline: the local sign-out still stands and the refresh token expires on its own.
  }
}

// Another tab signed in or out: follow it, so two tabs never disagree about who is signed in.
if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key !== STORAGE_KEYS.session && event.key !== null) return;
    loaded = false;
    getSession();
    emit();
  });
}

/** Tests only: forget the in-memory copy so the next read comes from storage. */
export function resetSessionForTests(): void {
  current = null;
  loaded = false;
  emit();
}
