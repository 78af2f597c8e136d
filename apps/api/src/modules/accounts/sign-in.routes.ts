import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  LoginBodySchema,
  LoginReplySchema,
  LogoutBodySchema,
  NullReplySchema,
  RefreshBodySchema,
  RefreshReplySchema,
  RegisterBodySchema,
} from '@travel/contracts/accounts';
import type { AppContext } from '../../app-context';
import { ok } from '../../lib/reply';
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
    async (request) => ok(await register(ctx, request.body, request.ip)),
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
    async (request) => ok(await login(ctx, request.body, request.ip)),
  );

  r.post(
    '/api/Account/Refresh',
    {
      schema: {
        tags,
        summary: 'Rotate the refresh token; a reused one ends the sign-in (401 refreshTokenFailed)',
        body: RefreshBodySchema,
        response: { 200: RefreshReplySchema },
      },
    },
    async (request) => ok(await refreshSession(ctx, request.body.refreshToken)),
  );

  r.post(
    '/api/Account/Logout',
    {
      schema: {
        tags,
        summary: 'Sign out: ends the sign-in of the refresh token and/or the bearer',
        body: LogoutBodySchema.nullish(),
        response: { 200: NullReplySchema },
      },
    },
    async (request) => {
      await endSession(ctx, {
        refreshToken: request.body?.refreshToken,
        sessionId: request.identity.sessionId,
      });
      return ok(null);
    },
  );
}
