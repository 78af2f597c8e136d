// Requests of the bench outside load runs: timed JSON calls (server time from Server-Timing) and
// raw replies read as the bytes on the wire, never decoded by the client.
import http from 'node:http';
import zlib from 'node:zlib';

/**
 * Sequential requests, one at a time so server time is not queueing time. Each is a path (GET)
 * or `{path, method, body}` (a JSON body). Sorted server and client times, and the replies.
 */
export async function timeRequests(baseUrl, requests) {
  const server = [];
  const client = [];
  const bodies = [];
  for (const request of requests) {
    const {
      path,
      method = 'GET',
      body,
    } = typeof request === 'string' ? { path: request } : request;
    const startedAt = performance.now();
    const res = await fetch(baseUrl + path, {
      method,
      ...(body === undefined
        ? {}
        : { headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) }),
    });
    const reply = await res.json();
    client.push(performance.now() - startedAt);
    if (!res.ok)
      throw new Error(`${method} ${path} answered ${res.status}: ${JSON.stringify(reply)}`);
    const timing = /app;dur=([\d.]+)/.exec(res.headers.get('server-timing') ?? '');
    server.push(timing ? Number(timing[1]) : NaN);
    bodies.push(reply);
  }
  const sort = (values) => [...values].sort((a, b) => a - b);
  return { server: sort(server), client: sort(client), bodies };
}

const DECODERS = {
  br: zlib.brotliDecompressSync,
  gzip: zlib.gunzipSync,
  deflate: zlib.inflateSync,
  zstd: zlib.zstdDecompressSync,
};

/**
 * One request as a browser sends it (`accept-encoding: br, gzip`); the reply's status, type,
 * encoding, the body bytes as received and the decoded size.
 */
export function rawRequest(url, { method = 'GET', body, headers = {} } = {}) {
  return new Promise((resolve, reject) => {
    const payload = body === undefined ? undefined : JSON.stringify(body);
    const req = http.request(
      url,
      {
        method,
        headers: {
          'accept-encoding': 'br, gzip',
          ...(payload === undefined
            ? {}
            : { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) }),
          ...headers,
        },
      },
      (res) => {
        const chunks = [];
        res.on('data', (chunk) => chunks.push(chunk));
        res.on('error', reject);
        res.on('end', () => {
          const wire = Buffer.concat(chunks);
          const encoding = res.headers['content-encoding'] ?? null;
          const decode = encoding ? DECODERS[encoding] : (bytes) => bytes;
          resolve({
            url,
            status: res.statusCode,
            type: res.headers['content-type'] ?? '',
            encoding,
            vary: res.headers.vary ?? '',
            wire: wire.length,
            decoded: decode ? decode(wire).length : NaN,
            body: decode ? decode(wire) : null,
          });
        });
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}
