import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ROLE } from '@travel/contracts';
import {
  CreateSubuserBodySchema,
  SubuserIdParamsSchema,
  SubuserListReplySchema,
  SubuserReplySchema,
  UpdateSubuserBodySchema,
} from '@travel/contracts/subusers';
import type { AppContext } from '../../app-context';
import { ok } from '../../lib/reply';
import { requireRole, requireSignIn } from '../../plugins/auth';
import { createSubuser, listSubusers, updateSubuser } from './subusers.service';

/** Only agents (role 1) manage sub-users; sub-agents and everyone else get 403. */
const agentsOnly = [
  requireSignIn('unlogin'),
  requireRole((role) => role === ROLE.agent, 'noPermission'),
];

export async function subusersRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/api/Subusers',
    {
      preHandler: agentsOnly,
      schema: {
        tags: ['accounts'],
        summary: "The signed-in agent's sub-agents",
        security: [{ bearerAuth: [] }],
        response: { 200: SubuserListReplySchema },
      },
    },
    async (request) => ok(await listSubusers(ctx, request.identity.userId)),
  );

  api.post(
    '/api/Subusers',
    {
      preHandler: agentsOnly,
      schema: {
        tags: ['accounts'],
        summary:
          'Create a sub-agent (account code <agent>-<n>, limits; the person chooses a password through "Forgot password", told by mail)',
        security: [{ bearerAuth: [] }],
        body: CreateSubuserBodySchema,
        response: { 200: SubuserReplySchema },
      },
    },
    async (request) => ok(await createSubuser(ctx, request.identity.userId, request.body)),
  );

  api.put(
    '/api/Subusers/:id',
    {
      preHandler: agentsOnly,
      schema: {
        tags: ['accounts'],
        summary:
          "Set a sub-agent's disabled and super-user flags and its booking limits (LimitCabin, LimitAmount)",
        security: [{ bearerAuth: [] }],
        params: SubuserIdParamsSchema,
        body: UpdateSubuserBodySchema,
        response: { 200: SubuserReplySchema },
      },
    },
    async (request) =>
      ok(await updateSubuser(ctx, request.identity.userId, request.params.id, request.body)),
  );
}
