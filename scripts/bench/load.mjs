// The load generator of `npm run bench`: keep-alive HTTP/1.1 connections, one request in flight
// on each, for a fixed time. It reads only what it needs from a reply (status, length, framing)
// and never decodes the body. autocannon turns every body into a UTF-8 string; for a 12 KB
// brotli body that costs the client more CPU than the server spends answering, and on a
// 2-core machine shared by client and servers the figure then measures the client.
import net from 'node:net';
import { percentile } from './stats.mjs';

const HEAD_END = Buffer.from('\r\n\r\n');

/**
 * @param {object} options
 * @param {string} options.url        origin, e.g. http://127.0.0.1:3000
 * @param {() => string | null} options.path the next request's path (called once per request);
 *   null when a pool of distinct requests is used up, which ends the run early
 * @param {number} options.seconds
 * @param {number} options.connections
 * @param {string} [options.method]
 * @param {Record<string, string>} [options.headers]
 * @param {string} [options.body]
 */
export async function runLoad({
  url,
  path,
  seconds,
  connections,
  method = 'GET',
  headers = {},
  body,
}) {
  const { hostname, port } = new URL(url);
  const fixedHead = Object.entries({
    host: `${hostname}:${port}`,
    connection: 'keep-alive',
    ...headers,
    ...(body === undefined ? {} : { 'content-length': String(Buffer.byteLength(body)) }),
  })
    .map(([name, value]) => `${name}: ${value}\r\n`)
    .join('');
  const latencies = [];
  let ok = 0;
  let failures = 0;
  let exhausted = false;
  const stopAt = performance.now() + seconds * 1000;

  const connection = () =>
    new Promise((resolve) => {
      const socket = net.connect(Number(port), hostname);
      socket.setNoDelay(true);
      let head = null; // bytes of a reply head not yet complete
      let remaining = 0; // body bytes still to come (content-length framing)
      let chunked = null; // a small parser state for chunked framing
      let status = 0;
      let sentAt = 0;

      const send = () => {
        const next = performance.now() < stopAt ? path() : null;
        if (next === null) {
          exhausted ||= performance.now() < stopAt;
          socket.end();
          return;
        }
        sentAt = performance.now();
        socket.write(`${method} ${next} HTTP/1.1\r\n${fixedHead}\r\n${body ?? ''}`);
        head = Buffer.alloc(0);
      };
      const finish = () => {
        latencies.push(performance.now() - sentAt);
        if (status >= 200 && status < 300) ok += 1;
        else failures += 1;
        send();
      };

      socket.on('data', (data) => {
        let chunk = data;
        if (head) {
          const joined = head.length ? Buffer.concat([head, chunk]) : chunk;
          const end = joined.indexOf(HEAD_END);
          if (end === -1) {
            head = joined;
            return;
          }
          const text = joined.toString('latin1', 0, end).toLowerCase();
          status = Number(text.slice(9, 12));
          const length = /\r\ncontent-length: *(\d+)/.exec(text);
          chunked = /\r\ntransfer-encoding: *chunked/.test(text) ? { size: -1, line: '' } : null;
          remaining = length ? Number(length[1]) : 0;
          head = null;
          chunk = joined.subarray(end + HEAD_END.length);
        }
        if (chunked) {
          if (readChunked(chunked, chunk)) finish();
          return;
        }
        remaining -= chunk.length;
        if (remaining <= 0) finish();
      });
      socket.on('connect', send);
      socket.on('error', () => {
        failures += 1;
        resolve();
      });
      socket.on('close', resolve);
    });

  const startedAt = performance.now();
  await Promise.all(Array.from({ length: connections }, connection));
  const elapsed = (performance.now() - startedAt) / 1000;
  latencies.sort((a, b) => a - b);
  return {
    rps: (ok + failures) / elapsed,
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
    total: ok + failures,
    failures,
    seconds: elapsed,
    exhausted,
  };
}

/** Feeds chunked-framing bytes; true once the last (zero-size) chunk and its CRLF are read. */
function readChunked(state, bytes) {
  let i = 0;
  while (i < bytes.length) {
    if (state.size < 0) {
      const lineEnd = bytes.indexOf('\n', i);
      if (lineEnd === -1) {
        state.line += bytes.toString('latin1', i);
        return false;
      }
      state.line += bytes.toString('latin1', i, lineEnd);
      i = lineEnd + 1;
      const size = parseInt(state.line.trim(), 16);
      state.line = '';
      if (state.done) return true; // the CRLF after the zero-size chunk
      if (size === 0) {
        state.done = true;
        continue;
      }
      state.size = size + 2; // the chunk and its CRLF
    } else {
      const take = Math.min(state.size, bytes.length - i);
      state.size -= take;
      i += take;
      if (state.size === 0) state.size = -1;
    }
  }
  return false;
}
