// "Every reply over 1 KB compressed": a sample of replies (pages, their assets, API replies
// including a first new search) fetched as a browser asks for them, judged on the headers and
// bytes received. Formats that are compressed already (images, woff2) are not expected to be.
import { rawRequest } from './http.mjs';

export const COMPRESS_ABOVE = 1024;

const COMPRESSIBLE =
  /^(text\/|image\/svg\+xml|application\/(json|javascript|ecmascript|xml|manifest\+json|[\w.+-]+\+(json|xml)))/i;

/** True when a reply of this type and decoded size should have gone out compressed. */
export function shouldCompress({ type, decoded }) {
  return COMPRESSIBLE.test(type) && decoded > COMPRESS_ABOVE;
}

/** A reply that should have been compressed and was not. */
export const isUncompressed = (reply) => shouldCompress(reply) && !reply.encoding;

/**
 * Fetches each request (`{label, url, method?, body?}`) once, in order (a new search must be
 * the first of its query), and returns the replies with their verdicts.
 */
export async function checkCompression(requests) {
  const replies = [];
  for (const { label, url, method, body } of requests) {
    const reply = await rawRequest(url, { method, body });
    replies.push({
      label,
      method: method ?? 'GET',
      url,
      status: reply.status,
      type: reply.type.split(';')[0],
      encoding: reply.encoding,
      wire: reply.wire,
      decoded: reply.decoded,
      expected: shouldCompress(reply),
      uncompressed: isUncompressed(reply),
    });
  }
  return replies;
}

/**
 * A reply as Chromium's network records saw it during a page load (no headers kept): it went
 * out compressed when fewer bytes arrived than its decoded size.
 */
export function observedReply(label, { url, mimeType = '', transferSize = 0, resourceSize = 0 }) {
  const reply = {
    label,
    method: 'page load',
    url,
    status: 200,
    type: mimeType,
    encoding: transferSize < resourceSize ? 'yes (seen by Chromium)' : null,
    wire: transferSize,
    decoded: resourceSize,
  };
  return { ...reply, expected: shouldCompress(reply), uncompressed: isUncompressed(reply) };
}
