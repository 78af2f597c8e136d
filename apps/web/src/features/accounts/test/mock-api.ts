import { vi } from 'vitest';

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
    if (!handler) {
      return new Response(JSON.stringify({ code: 'notFound', msg: 'not found', data: null }), {
        status: 404,
      });
    }
    const reply = typeof handler === 'function' ? await handler(call) : handler;
    return new Response(JSON.stringify(reply.body), {
      status: reply.status ?? 200,
      headers: { 'content-type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  const callsTo = (method: string, path: string) =>
    calls.filter((call) => call.method === method && call.path === path);
  return { calls, callsTo, fetchMock };
}

export const COUNTRIES = [
  { code: 'CA', name: 'Canada' },
  { code: 'CN', name: 'China' },
  { code: 'US', name: 'United States' },
];

export const loginData = (overrides: Record<string, unknown> = {}) => ({
  id: '7d1f7a4e-2b1c-4a55-9a53-0c7e6a1b2c3d',
  name: 'Ada Lovelace',
  email: 'ada@example.com',
  LimitAmount: 0,
  LimitCabin: 0,
  role: 0,
  userType: 0,
  accountCode: 'TRAVELOUTLET',
  accessToken: 'access-1',
  refreshToken: 'refresh-1',
  expiresIn: 900,
  ...overrides,
});
