import type { FastifyServerOptions } from 'fastify';
import { safeError } from './log-error';

/**
 * Query parameters whose values never reach a log line: secrets (keys, tokens, codes, cards)
 * and personal data (emails, names, phones, the mailbox's `to`, a partner's `openId`).
 */
const SECRET_QUERY_KEYS =
  /^(key|.*token|code|password|refresh.*|access.*|card.*|cvv|.*e-?mail.*|to|.*name|phone.*|mobile|openid|birth.*)$/i;

export function redactUrl(url: string): string {
  const queryStart = url.indexOf('?');
  if (queryStart === -1) return url;
  const params = new URLSearchParams(url.slice(queryStart + 1));
  for (const name of [...params.keys()]) {
    if (SECRET_QUERY_KEYS.test(name)) params.set(name, '[redacted]');
  }
  return `${url.slice(0, queryStart)}?${params.toString()}`;
}

/**
 * pino options for request logs. Bodies are never logged (they hold passwords, card data and
 * personal data); requests are reduced to method, URL (query secrets and personal values
 * masked), address and id; replies to their status; errors to the safe fields of log-error.ts
 * (no SQL, parameters, PostgreSQL detail or values), with frames outside production only.
 */
export function loggerOptions(
  level: string,
  stream?: NodeJS.WritableStream,
  includeStack: boolean = process.env.NODE_ENV !== 'production',
): FastifyServerOptions['logger'] {
  if (level === 'silent') return false;
  // Fastify's type wants a stack on every serialized error; ours leaves it out in production.
  const serializeError = ((error: unknown) => safeError(error, includeStack)) as (
    error: unknown,
  ) => { type: string; message: string; stack: string };
  return {
    level,
    ...(stream ? { stream } : {}),
    redact: {
      paths: [
        'req.headers.authorization',
        'req.headers.cookie',
        'req.headers["x-api-key"]',
        'res.headers["set-cookie"]',
        '*.password',
        '*.Password',
        '*.cardNumber',
        '*.cvv',
        '*.accessToken',
        '*.refreshToken',
        // Personal data, should a log call ever pass a person or an order along.
        '*.email',
        '*.contactEmail',
        '*.firstName',
        '*.lastName',
        '*.phoneNumber',
        '*.mobile',
      ],
      censor: '[redacted]',
    },
    serializers: {
      err: serializeError,
      error: serializeError,
      res(reply: { statusCode: number }) {
        return { statusCode: reply.statusCode };
      },
      req(request: { method: string; url: string; ip?: string; id?: string }) {
        return {
          method: request.method,
          url: redactUrl(request.url),
          ip: request.ip,
          id: request.id,
        };
      },
    },
  };
}
