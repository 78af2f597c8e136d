import type { FastifyInstance } from 'fastify';
import fastifyCookie from '@fastify/cookie';
import type { AppContext } from '../../app-context';
import { scheduleAccountSweep } from './accounts.sweep';
import { codeRoutes } from './codes.routes';
import { partnerRoutes } from './partner.routes';
import { profileRoutes } from './profile.routes';
import { signInRoutes } from './sign-in.routes';

/** The accounts module: sign-in and sessions, profile, e-mailed codes and partner sign-in. */
export async function accountsRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  // Only sign-in, refresh and sign-out use the refresh cookie: the plugin (and the onSend hook
  // it adds) lives in this module's scope, not on every request. It parses the cookie only in
  // the refresh call that reads one (hook: false).
  await app.register(fastifyCookie, { hook: false });
  await signInRoutes(app, ctx);
  await profileRoutes(app, ctx);
  await codeRoutes(app, ctx);
  await partnerRoutes(app, ctx);
  scheduleAccountSweep(app, ctx);
}
