import { REFRESH_CSRF_HEADER, REFRESH_PATH } from '@travel/contracts/constants';
import type { ValidationIssue } from '@travel/contracts/envelope';
import { env } from '../config/env';
import { endSession, getSession, updateSessionTokens } from './session';
import { currentLanguage } from './language';

/**
 * The one way the web app calls the API. Every reply is `{code, msg, data}`; this returns
 * `data` on success and throws `ApiError` otherwise. A 401 on an authenticated call triggers
 * one token refresh and one retry (spec part 1 §4); a failed refresh signs the user out and
 * the original error is raised. The refresh token is an HttpOnly cookie the browser sends to the
 * refresh call only (issue 9); the access token is kept in memory, so after a reload the first
 * call refreshes before it goes out.
 */
export class ApiError extends Error {
  readonly status: number;
  readonly code: number | string;
  readonly msg: string;
  readonly issues: ValidationIssue[];
  /** The reply's `data`, as some failures carry facts (1059: the new price). */
  readonly data: unknown;

  constructor(
    status: number,
    code: number | string,
    msg: string,
    issues: ValidationIssue[] = [],
    data: unknown = null,
  ) {
    super(msg);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
    this.msg = msg;
    this.issues = issues;
    this.data = data;
  }
}

/** Codes the client itself produces when no API reply arrived. */
export const CLIENT_ERROR_CODES = {
  network: 'network',
  timeout: 'timeout',
  badReply: 'badReply',
} as const;

export type QueryValue = string | number | boolean | null | undefined;

export interface ApiFetchOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  query?: Record<string, QueryValue>;
  signal?: AbortSignal;
  /** Default 30 s, one of the spec's client time-outs (10, 30, 50, 100, 500 s). */
  timeoutMs?: number;
  headers?: Record<string, string>;
}

const DEFAULT_TIMEOUT_MS = 30_000;
const LOGOUT_PATH = '/api/Account/Logout';

function buildUrl(path: string, query: ApiFetchOptions['query']): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null) params.append(key, String(value));
  }
  const search = params.toString();
  return `${env.apiBaseUrl}${path}${search ? `?${search}` : ''}`;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

function issuesOf(data: unknown): ValidationIssue[] {
  if (!isRecord(data) || !Array.isArray(data.issues)) return [];
  return data.issues.filter(
    (issue): issue is ValidationIssue =>
      isRecord(issue) && typeof issue.path === 'string' && typeof issue.message === 'string',
  );
}

async function send(
  path: string,
  options: ApiFetchOptions,
  accessToken: string | undefined,
): Promise<{ status: number; envelope: Record<string, unknown> }> {
  const timeout = AbortSignal.timeout(options.timeoutMs ?? DEFAULT_TIMEOUT_MS);
  const signal = options.signal ? AbortSignal.any([options.signal, timeout]) : timeout;
  const headers: Record<string, string> = {
    accept: 'application/json',
    'accept-language': currentLanguage(),
    ...options.headers,
  };
  const isForm = typeof FormData !== 'undefined' && options.body instanceof FormData;
  if (options.body !== undefined && !isForm) headers['content-type'] = 'application/json';
  if (accessToken) headers.authorization = `Bearer ${accessToken}`;

  let response: Response;
  try {
    response = await fetch(buildUrl(path, options.query), {
      method: options.method ?? (options.body === undefined ? 'GET' : 'POST'),
      headers,
      body: isForm
        ? (options.body as FormData)
        : options.body === undefined
          ? undefined
          : JSON.stringify(options.body),
      signal,
    });
  } catch (error) {
    // The caller's own abort (unmount, superseded query) is not an error to show.
    if (options.signal?.aborted) throw error;
    if (timeout.aborted) {
      throw new ApiError(0, CLIENT_ERROR_CODES.timeout, 'The request timed out.');
    }
    throw new ApiError(0, CLIENT_ERROR_CODES.network, 'Network error.');
  }

  let body: unknown;
  try {
    body = await response.json();
  } catch {
    body = undefined;
  }
  if (!isRecord(body) || !('code' in body)) {
    throw new ApiError(response.status, CLIENT_ERROR_CODES.badReply, 'System busy');
  }
  return { status: response.status, envelope: body };
}

function toError(status: number, envelope: Record<string, unknown>): ApiError {
  const code = typeof envelope.code === 'number' || typeof envelope.code === 'string';
  return new ApiError(
    status,
    code ? (envelope.code as number | string) : 'error',
    typeof envelope.msg === 'string' ? envelope.msg : 'error',
    issuesOf(envelope.data),
    envelope.data ?? null,
  );
}

type RefreshOutcome = 'refreshed' | 'rejected' | 'unreachable';
let refreshing: Promise<RefreshOutcome> | null = null;

/**
 * One refresh at a time: several calls failing together with 401 share it, so the rotated
 * refresh token is presented once (the API answers a second presentation within a few seconds
 * with the same pair, as for two tabs, but one call is enough). The cookie goes with the
 * request by itself; the custom header is the API's CSRF guard for this call.
 */
function refreshTokens(): Promise<RefreshOutcome> {
  refreshing ??= (async () => {
    try {
      const { status, envelope } = await send(
        REFRESH_PATH,
        { method: 'POST', headers: { [REFRESH_CSRF_HEADER]: 'XMLHttpRequest' } },
        undefined,
      );
      const data = envelope.data;
      if (
        status === 200 &&
        envelope.code === 0 &&
        isRecord(data) &&
        typeof data.accessToken === 'string'
      ) {
        updateSessionTokens({ accessToken: data.accessToken });
        return 'refreshed';
      }
      return 'rejected';
    } catch {
      // No reply at all (offline, time-out): the sign-in may still be valid, so keep it.
      return 'unreachable';
    } finally {
      refreshing = null;
    }
  })();
  return refreshing;
}

/**
 * A stored user without an access token (the page was reloaded): get one through the refresh
 * cookie. A refused refresh means the sign-in ended elsewhere: sign out here too.
 */
export async function resumeSession(): Promise<void> {
  const session = getSession();
  if (!session || session.accessToken) return;
  const outcome = await refreshTokens();
  if (outcome === 'rejected' && getSession() && !getSession()?.accessToken) {
    endSession();
  }
}

/**
 * Signs out: the API ends this sign-in and clears the refresh cookie (a page just reloaded first
 * gets an access token through the cookie, as every call does), then this page forgets the
 * user. Offline, the local sign-out still stands and the refresh token expires on its own.
 */
export async function signOut(): Promise<void> {
  if (getSession()) {
    await apiFetch(LOGOUT_PATH, { method: 'POST', timeoutMs: 10_000 }).catch(() => undefined);
  }
  endSession();
}

export async function apiFetch<T>(path: string, options: ApiFetchOptions = {}): Promise<T> {
  if (path !== REFRESH_PATH) await resumeSession();
  const usedToken = getSession()?.accessToken ?? undefined;
  let { status, envelope } = await send(path, options, usedToken);

  if (status === 401 && usedToken && path !== REFRESH_PATH) {
    const session = getSession();
    if (!session) throw toError(status, envelope);
    // Another call may already have refreshed while this one was in flight.
    const outcome = session.accessToken !== usedToken ? 'refreshed' : await refreshTokens();
    if (outcome !== 'refreshed') {
      if (outcome === 'rejected') endSession();
      throw toError(status, envelope);
    }
    ({ status, envelope } = await send(path, options, getSession()?.accessToken ?? undefined));
  }

  if (envelope.code !== 0) throw toError(status, envelope);
  return envelope.data as T;
}
