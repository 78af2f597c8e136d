import { vi } from 'vitest';

/** `fetch` replaced at the network edge; the real api-client runs. Records every request. */
export interface RecordedCall {
  method: string;
  path: string;
  query: URLSearchParams;
}

export interface MockReply {
  status?: number;
  body: unknown;
}

type Handler = (call: RecordedCall) => MockReply;

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
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(String(input), 'http://localhost');
      const call = {
        method: (init?.method ?? 'GET').toUpperCase(),
        path: url.pathname,
        query: url.searchParams,
      };
      calls.push(call);
      const handler = handlers[`${call.method} ${call.path}`];
      const reply: MockReply = !handler
        ? fail(404, 'notFound', 'not found')
        : typeof handler === 'function'
          ? handler(call)
          : handler;
      return new Response(JSON.stringify(reply.body), {
        status: reply.status ?? 200,
        headers: { 'content-type': 'application/json' },
      });
    }),
  );
  return {
    calls,
    callsTo: (method: string, path: string) =>
      calls.filter((c) => c.method === method && c.path === path),
  };
}
