import { beforeEach, describe, expect, it, vi } from 'vitest';
import { envelopeResponse, loginData } from '../test/mock-api';
import { ApiError, apiFetch, signOut } from './api-client';
import { getSession, resetSessionForTests, startSession } from './session';
import { STORAGE_KEYS } from './storage';

type FetchArgs = [input: string, init: RequestInit];

const ok = (data: unknown) => envelopeResponse(200, { code: 0, msg: 'success', data });
const unauthorised = () =>
  envelopeResponse(401, {
    code: 'unlogin',
    msg: 'You do not have permission to access this data.',
    data: null,
  });

function mockFetch(...replies: Array<() => Response | Promise<Response>>) {
  const calls: FetchArgs[] = [];
  const fetchMock = vi.fn(async (input: string, init: RequestInit) => {
    calls.push([input, init]);
    const next = replies.shift();
    if (!next) throw new Error(`unexpected fetch ${input}`);
    return next();
  });
  vi.stubGlobal('fetch', fetchMock);
  return calls;
}

const headerOf = (call: FetchArgs | undefined, name: string) =>
  (call?.[1].headers as Record<string, string> | undefined)?.[name];
const authOf = (call: FetchArgs | undefined) => headerOf(call, 'authorization');

describe('apiFetch', () => {
  beforeEach(() => {
    vi.unstubAllGlobals();
  });

  it('returns data, sends the bearer token and JSON body', async () => {
    startSession(loginData());
    const calls = mockFetch(() => ok({ saved: true }));

    const data = await apiFetch<{ saved: boolean }>('/api/Users', {
      body: { firstName: 'Ada' },
      query: { lan: 'en', empty: undefined },
    });

    expect(data).toEqual({ saved: true });
    expect(calls[0]?.[0]).toBe('/api/Users?lan=en');
    expect(calls[0]?.[1].method).toBe('POST');
    expect(calls[0]?.[1].body).toBe(JSON.stringify({ firstName: 'Ada' }));
    expect(authOf(calls[0])).toBe('Bearer access-1');
  });

  it('on 401 refreshes once, stores the new tokens and retries once', async () => {
    startSession(loginData());
    const calls = mockFetch(
      unauthorised,
      () => ok({ accessToken: 'access-2', expiresIn: 900 }),
      () => ok({ id: 'me' }),
    );

    await expect(apiFetch('/api/Account/CurrentUser')).resolves.toEqual({ id: 'me' });

    expect(calls.map(([url]) => url)).toEqual([
      '/api/Account/CurrentUser',
      '/api/Account/Refresh',
      '/api/Account/CurrentUser',
    ]);
    // Issue 9: the refresh token is the HttpOnly cookie the browser adds; the call carries the
    // CSRF header and no body, and no token is ever written to localStorage.
    expect(calls[1]?.[1].body).toBeUndefined();
    expect(headerOf(calls[1], 'x-requested-with')).toBe('XMLHttpRequest');
    expect(authOf(calls[1])).toBeUndefined();
    expect(authOf(calls[2])).toBe('Bearer access-2');
    expect(getSession()).toMatchObject({ accessToken: 'access-2' });
    const stored = localStorage.getItem(STORAGE_KEYS.session) ?? '';
    expect(JSON.parse(stored)).toEqual({ user: expect.objectContaining({ name: 'Ada Lovelace' }) });
    expect(stored).not.toContain('access-');
  });

  it('does not refresh a second time when the retry is refused too', async () => {
    startSession(loginData());
    const calls = mockFetch(
      unauthorised,
      () => ok({ accessToken: 'access-2', expiresIn: 900 }),
      unauthorised,
    );

    const error = await apiFetch('/api/Subusers').catch((caught: unknown) => caught);

    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 401, code: 'unlogin' });
    expect(calls).toHaveLength(3);
  });

  it('signs the user out and raises the error when the refresh is refused', async () => {
    startSession(loginData());
    const calls = mockFetch(unauthorised, () =>
      envelopeResponse(401, {
        code: 'refreshTokenFailed',
        msg: 'refresh token failed!',
        data: null,
      }),
    );

    await expect(apiFetch('/api/FrequentlyUsers')).rejects.toMatchObject({
      status: 401,
      code: 'unlogin',
    });
    expect(calls).toHaveLength(2);
    expect(getSession()).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.session)).toBeNull();
  });

  it('keeps the session when the refresh cannot reach the server', async () => {
    startSession(loginData());
    mockFetch(unauthorised, () => Promise.reject(new TypeError('Failed to fetch')));

    await expect(apiFetch('/api/FrequentlyUsers')).rejects.toMatchObject({ status: 401 });
    expect(getSession()?.accessToken).toBe('access-1');
  });

  it('shares one refresh between calls that fail together', async () => {
    startSession(loginData());
    let releaseRefresh: (() => void) | undefined;
    const calls = mockFetch(
      unauthorised,
      unauthorised,
      () =>
        new Promise<Response>((resolve) => {
          releaseRefresh = () => resolve(ok({ accessToken: 'access-2', expiresIn: 900 }));
        }),
      () => ok('a'),
      () => ok('b'),
    );

    const both = Promise.all([apiFetch('/api/a'), apiFetch('/api/b')]);
    await vi.waitFor(() => expect(releaseRefresh).toBeDefined());
    releaseRefresh?.();

    await expect(both).resolves.toEqual(['a', 'b']);
    expect(calls.filter(([url]) => url === '/api/Account/Refresh')).toHaveLength(1);
  });

  it('does not try to refresh for a signed-out visitor', async () => {
    const calls = mockFetch(unauthorised);
    await expect(apiFetch('/api/FrequentlyUsers')).rejects.toMatchObject({ status: 401 });
    expect(calls).toHaveLength(1);
    expect(authOf(calls[0])).toBeUndefined();
  });

  it('raises catalogue errors with their code, message and field issues', async () => {
    mockFetch(() =>
      envelopeResponse(400, {
        code: 1401,
        msg: 'parameter validation failed',
        data: { issues: [{ path: 'email', message: 'Invalid email' }] },
      }),
    );
    await expect(apiFetch('/api/Account/Register', { body: {} })).rejects.toMatchObject({
      status: 400,
      code: 1401,
      msg: 'parameter validation failed',
      issues: [{ path: 'email', message: 'Invalid email' }],
    });
  });

  it('keeps the failure reply data (1059 carries the new price)', async () => {
    const data = { previousTotal: 24_000, total: 25_000 };
    mockFetch(() => envelopeResponse(409, { code: 1059, msg: 'itinerary price changed', data }));
    await expect(apiFetch('/api/Book', { body: {} })).rejects.toMatchObject({ code: 1059, data });
  });

  it('turns a failed connection and a non-JSON reply into client error codes', async () => {
    mockFetch(
      () => Promise.reject(new TypeError('Failed to fetch')),
      () => new Response('<html>Bad gateway</html>', { status: 502 }),
    );
    await expect(apiFetch('/api/health')).rejects.toMatchObject({ status: 0, code: 'network' });
    await expect(apiFetch('/api/health')).rejects.toMatchObject({ status: 502, code: 'badReply' });
  });

  describe('after a reload (issue 9: the access token lives in memory only)', () => {
    it('keeps only the user profile in localStorage', () => {
      startSession(loginData());
      const stored = localStorage.getItem(STORAGE_KEYS.session) ?? '';
      expect(stored).not.toContain('access-1');
      expect(JSON.parse(stored)).toEqual({ user: expect.objectContaining({ id: loginData().id }) });
    });

    it('refreshes through the cookie before the first call, then sends the new token', async () => {
      startSession(loginData());
      resetSessionForTests(); // a reload: memory is gone, the stored profile stays
      expect(getSession()).toMatchObject({ accessToken: null, user: { name: 'Ada Lovelace' } });
      const calls = mockFetch(
        () => ok({ accessToken: 'access-9', expiresIn: 900 }),
        () => ok({ id: 'me' }),
      );
      await expect(apiFetch('/api/Account/CurrentUser')).resolves.toEqual({ id: 'me' });
      expect(calls.map(([url]) => url)).toEqual([
        '/api/Account/Refresh',
        '/api/Account/CurrentUser',
      ]);
      expect(headerOf(calls[0], 'x-requested-with')).toBe('XMLHttpRequest');
      expect(authOf(calls[1])).toBe('Bearer access-9');
    });

    it('signs out when that refresh is refused', async () => {
      startSession(loginData());
      resetSessionForTests();
      const calls = mockFetch(
        () =>
          envelopeResponse(401, {
            code: 'refreshTokenFailed',
            msg: 'refresh token failed!',
            data: null,
          }),
        () => ok([]),
      );
      await expect(apiFetch('/api/tourlist')).resolves.toEqual([]);
      expect(getSession()).toBeNull();
      expect(localStorage.getItem(STORAGE_KEYS.session)).toBeNull();
      expect(authOf(calls[1])).toBeUndefined();
    });

    it('signs out after a reload by first getting an access token, so the API can revoke', async () => {
      startSession(loginData());
      resetSessionForTests();
      const calls = mockFetch(
        () => ok({ accessToken: 'access-7', expiresIn: 900 }),
        () => ok(null),
      );
      await signOut();
      expect(calls.map(([url]) => url)).toEqual(['/api/Account/Refresh', '/api/Account/Logout']);
      expect(headerOf(calls[0], 'x-requested-with')).toBe('XMLHttpRequest');
      expect(authOf(calls[1])).toBe('Bearer access-7');
      expect(calls[1]?.[1].body).toBeUndefined();
      expect(getSession()).toBeNull();
    });

    it('drops tokens an older build left in localStorage', () => {
      const { accessToken: _unused, ...profile } = loginData();
      localStorage.setItem(
        STORAGE_KEYS.session,
        JSON.stringify({ user: { ...profile }, accessToken: 'old', refreshToken: 'old-refresh' }),
      );
      resetSessionForTests();
      expect(getSession()).toMatchObject({ accessToken: null, user: { name: 'Ada Lovelace' } });
      expect(localStorage.getItem(STORAGE_KEYS.session)).not.toContain('old');
    });
  });
});
