import { vi } from 'vitest';
import type { SessionStart } from '../lib/session';

/**
 * A fake API at the network edge: `fetch` is replaced, the real api-client runs. Each handler
 * answers one "METHOD /path" with a status and an envelope; every request is recorded with its
 * parsed body so tests can check exactly what was sent.
 */
export interface RecordedCall {
  method: string;
  path: string;
  query: URLSearchParams;
  body: unknown;
  headers: Headers;
}

export interface MockReply {
  status?: number;
  body: unknown;
}

type Handler = (call: RecordedCall) => MockReply | Promise<MockReply>;

export const ok = (data: unknown): MockReply => ({
  status: 200,
  body: { code: 0, msg: 'success', data },
});

export const fail = (status: number, code: string | number, msg: string): MockReply => ({
  status,
  body: { code, msg, data: null },
});

function jsonResponse(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });
}

/** A `{code, msg, data}` JSON reply, for tests that stub `fetch` themselves. */
export const envelopeResponse = (
  status: number,
  body: { code: number | string; msg: string; data: unknown },
): Response => jsonResponse(status, body);

export function mockApi(handlers: Record<string, Handler | MockReply>) {
  const calls: RecordedCall[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const method = (init?.method ?? 'GET').toUpperCase();
    const raw = init?.body;
    const call: RecordedCall = {
      method,
      path: url.pathname,
      query: url.searchParams,
      body: typeof raw === 'string' ? JSON.parse(raw) : undefined,
      headers: new Headers(init?.headers),
    };
    calls.push(call);
    const handler = handlers[`${method} ${url.pathname}`];
    const reply = !handler
      ? fail(404, 'notFound', 'not found')
      : typeof handler === 'function'
        ? await handler(call)
        : handler;
    return jsonResponse(reply.status ?? 200, reply.body);
  });
  vi.stubGlobal('fetch', fetchMock);
  const callsTo = (method: string, path: string) =>
    calls.filter((call) => call.method === method && call.path === path);
  return { calls, callsTo, fetchMock };
}

/** A signed-in session as the Login call would return it (the refresh token is a cookie). */
export const loginData = (overrides: Partial<SessionStart> = {}) => ({
  id: '7d1f7a4e-2b1c-4a55-9a53-0c7e6a1b2c3d',
  name: 'Ada Lovelace',
  email: 'ada@example.com',
  LimitAmount: 0,
  LimitCabin: 0,
  role: 0,
  userType: 0,
  accountCode: 'TRAVELOUTLET',
  accessToken: 'access-1',
  expiresIn: 900 as const,
  ...overrides,
});
