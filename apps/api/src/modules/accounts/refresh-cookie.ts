import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  REFRESH_COOKIE_NAME,
  REFRESH_CSRF_HEADER,
  REFRESH_PATH,
  REFRESH_TOKEN_TTL_DAYS,
} from '@travel/contracts';
import { AppError } from '../../lib/app-error';

/**
 * The refresh token's cookie (issue 9): HttpOnly so page scripts never read it, SameSite=Strict
 * so other sites never send it, scoped to the refresh call only, and Secure except on a plain-http
 * loopback address (a browser keeps Secure cookies from http://localhost, but the demo may be
 * opened as http://127.0.0.1 too, and no network path is involved there).
 */
const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '::1', '[::1]']);

function onLoopbackHttp(request: FastifyRequest): boolean {
  return request.protocol === 'http' && LOOPBACK_HOSTS.has(request.hostname.toLowerCase());
}

const cookieOptions = (request: FastifyRequest) => ({
  httpOnly: true,
  secure: !onLoopbackHttp(request),
  sameSite: 'strict' as const,
  path: REFRESH_PATH,
});

export function setRefreshCookie(
  request: FastifyRequest,
  reply: FastifyReply,
  token: string,
): void {
  void reply.setCookie(REFRESH_COOKIE_NAME, token, {
    ...cookieOptions(request),
    maxAge: REFRESH_TOKEN_TTL_DAYS * 24 * 60 * 60,
  });
}

/**
 * A sign-in or refresh reply: the refresh token goes into the cookie and the rest into the JSON
 * body, so page scripts never see the refresh token.
 */
export function withRefreshCookie<T extends { refreshToken: string }>(
  request: FastifyRequest,
  reply: FastifyReply,
  data: T,
): Omit<T, 'refreshToken'> {
  const { refreshToken, ...rest } = data;
  setRefreshCookie(request, reply, refreshToken);
  return rest;
}

export function clearRefreshCookie(request: FastifyRequest, reply: FastifyReply): void {
  void reply.clearCookie(REFRESH_COOKIE_NAME, cookieOptions(request));
}

/** The refresh token of the request's cookie; parsed here only, not on every request. */
export function refreshCookieOf(request: FastifyRequest): string | null {
  const header = request.headers.cookie;
  if (!header) return null;
  const value = request.server.parseCookie(header)[REFRESH_COOKIE_NAME];
  return value && value.length <= 256 ? value : null;
}

/**
 * CSRF guard of the refresh call. SameSite=Strict already keeps the cookie off cross-site
 * requests; on top, the call must carry the custom REFRESH_CSRF_HEADER (a cross-origin page
 * cannot add one without a CORS preflight, which this API never grants), and when the browser
 * says where the request comes from (Sec-Fetch-Site, Origin) that must be this same origin.
 */
/** host[:port] without the scheme's default port, so `localhost:80` matches `http://localhost`. */
const withoutDefaultPort = (host: string) => host.toLowerCase().replace(/:(80|443)$/, '');

export function assertSameOriginRefresh(request: FastifyRequest): void {
  const marker = request.headers[REFRESH_CSRF_HEADER];
  if (typeof marker !== 'string' || marker.trim() === '') {
    throw new AppError('crossSiteRequestRefused');
  }
  const site = request.headers['sec-fetch-site'];
  if (typeof site === 'string' && site !== 'same-origin' && site !== 'none') {
    throw new AppError('crossSiteRequestRefused');
  }
  const origin = request.headers.origin;
  if (typeof origin === 'string' && origin !== 'null') {
    let host: string;
    try {
      host = withoutDefaultPort(new URL(origin).host);
    } catch {
      throw new AppError('crossSiteRequestRefused');
    }
    if (host !== withoutDefaultPort(request.host)) throw new AppError('crossSiteRequestRefused');
  } else if (origin === 'null') {
    throw new AppError('crossSiteRequestRefused');
  }
}
