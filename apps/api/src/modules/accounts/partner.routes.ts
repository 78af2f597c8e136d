import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  LoginReplySchema,
  PartnerLoginBodySchema,
  PartnerUserInfoQuerySchema,
  PartnerUserInfoReplySchema,
} from '@travel/contracts/accounts';
import type { AppContext } from '../../app-context';
import { ok } from '../../lib/reply';
import { requireSignIn } from '../../plugins/auth';
import { partnerLogin, partnerUserInfo } from './partner.service';
import { withRefreshCookie } from './refresh-cookie';

const tags = ['accounts'];

export async function partnerRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/Account/PartnerUserInfo',
    {
      preValidation: requireSignIn(),
      schema: {
        tags,
        security: [{ bearerAuth: [] }],
        summary: 'Partner directory entry (own entry, or any for administrators); lower-cased keys',
        querystring: PartnerUserInfoQuerySchema,
        response: { 200: PartnerUserInfoReplySchema },
      },
    },
    async (request) => ok(await partnerUserInfo(ctx, request.identity, request.query)),
  );

  r.post(
    '/api/Account/PartnerLogin',
    {
      schema: {
        tags,
        summary: 'Sign in with a partner link key (401 partnerKeyInvalid); replies like Login',
        body: PartnerLoginBodySchema,
        response: { 200: LoginReplySchema },
      },
    },
    async (request, reply) =>
      ok(withRefreshCookie(request, reply, await partnerLogin(ctx, request.body.key, request.ip))),
  );
}
