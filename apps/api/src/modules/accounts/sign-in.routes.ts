import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  LoginBodySchema,
  LoginReplySchema,
  LogoutBodySchema,
  NullReplySchema,
  RefreshReplySchema,
  RegisterBodySchema,
} from '@travel/contracts/accounts';
import type { AppContext } from '../../app-context';
import { AppError } from '../../lib/app-error';
import { sessionIdOfExpiredToken } from '../../lib/auth/access-token';
import { ok } from '../../lib/reply';
import { bearerToken } from '../../plugins/auth';
import {
  assertSameOriginRefresh,
  clearRefreshCookie,
  refreshCookieOf,
  withRefreshCookie,
} from './refresh-cookie';
import { endSession, refreshSession } from './session.service';
import { login, register } from './sign-in.service';

const tags = ['accounts'];

export async function signInRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    '/api/Account/Register',
    {
      schema: {
        tags,
        summary: 'Register a customer account and sign in (409 emailAlreadyRegistered)',
        body: RegisterBodySchema,
        response: { 200: LoginReplySchema },
      },
    },
    async (request, reply) =>
      ok(withRefreshCookie(request, reply, await register(ctx, request.body, request.ip))),
  );

  r.post(
    '/api/Account/Login',
    {
      schema: {
        tags,
        summary: 'Sign in (401 loginWrong, 404 emailNotRegistered, 403 accountDisabled, 429)',
        body: LoginBodySchema,
        response: { 200: LoginReplySchema },
      },
    },
    async (request, reply) =>
      ok(withRefreshCookie(request, reply, await login(ctx, request.body, request.ip))),
  );

  r.post(
    '/api/Account/Refresh',
    {
      schema: {
        tags,
        summary:
          'Rotate the refresh token of the HttpOnly cookie (needs the x-requested-with header, ' +
          'same origin: 403 crossSiteRequestRefused); a reused one ends the sign-in (401 refreshTokenFailed)',
        response: { 200: RefreshReplySchema },
      },
    },
    async (request, reply) => {
      assertSameOriginRefresh(request);
      const presented = refreshCookieOf(request);
      if (!presented) throw new AppError('refreshTokenFailed');
      try {
        return ok(withRefreshCookie(request, reply, await refreshSession(ctx, presented)));
      } catch (error) {
        // A dead refresh token is of no use to the browser any more.
        clearRefreshCookie(request, reply);
        throw error;
      }
    },
  );

  r.post(
    '/api/Account/Logout',
    {
      schema: {
        tags,
        summary:
          'Sign out: ends the sign-in of the bearer (and of a refresh token sent in the body); clears the refresh cookie',
        body: LogoutBodySchema.nullish(),
        response: { 200: NullReplySchema },
      },
    },
    async (request, reply) => {
      clearRefreshCookie(request, reply);
      const bearer = bearerToken(request);
      await endSession(ctx, {
        refreshToken: request.body?.refreshToken,
        // An expired access token still names the sign-in to end (an idle tab signing out).
        sessionId:
          request.identity.sessionId ??
          (bearer ? await sessionIdOfExpiredToken(bearer, ctx.env.JWT_SECRET) : null),
      });
      return ok(null);
    },
  );
}
