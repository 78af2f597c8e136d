import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context';
import { scheduleAccountSweep } from './accounts.sweep';
import { codeRoutes } from './codes.routes';
import { partnerRoutes } from './partner.routes';
import { profileRoutes } from './profile.routes';
import { signInRoutes } from './sign-in.routes';

/** The accounts module: sign-in and sessions, profile, e-mailed codes and partner sign-in. */
export async function accountsRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  await signInRoutes(app, ctx);
  await profileRoutes(app, ctx);
  await codeRoutes(app, ctx);
  await partnerRoutes(app, ctx);
  scheduleAccountSweep(app, ctx);
}
