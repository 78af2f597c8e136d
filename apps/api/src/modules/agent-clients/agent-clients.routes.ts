import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { isAgentType } from '@travel/contracts';
import {
  AgentClientFieldsSchema,
  AgentClientIdParamsSchema,
  AgentClientListQuerySchema,
  AgentClientListReplySchema,
  AgentClientReplySchema,
} from '@travel/contracts/agent-clients';
import { z } from 'zod';
import { envelope } from '@travel/contracts';
import type { AppContext } from '../../app-context';
import { ok } from '../../lib/reply';
import { requireRole, requireSignIn } from '../../plugins/auth';
import { addClient, changeClient, listClients, removeClient } from './agent-clients.service';

/** Agents and sub-agents keep clients; members and visitors get 403 / 401. */
const agentTypesOnly = [requireSignIn('unlogin'), requireRole(isAgentType, 'noPermission')];
const common = { tags: ['accounts'], security: [{ bearerAuth: [] }] };

export async function agentClientsRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/api/AgentClients',
    {
      preHandler: agentTypesOnly,
      schema: {
        ...common,
        summary: "The signed-in agent's saved clients, by name; `q` finds by name, e-mail or phone",
        querystring: AgentClientListQuerySchema,
        response: { 200: AgentClientListReplySchema },
      },
    },
    async (request) => ok(await listClients(ctx, request.identity.userId, request.query)),
  );

  api.post(
    '/api/AgentClients',
    {
      preHandler: agentTypesOnly,
      schema: {
        ...common,
        summary: 'Save a client (the one with the same e-mail is updated instead)',
        body: AgentClientFieldsSchema,
        response: { 200: AgentClientReplySchema },
      },
    },
    async (request) => ok(await addClient(ctx, request.identity.userId, request.body)),
  );

  api.put(
    '/api/AgentClients/:id',
    {
      preHandler: agentTypesOnly,
      schema: {
        ...common,
        summary: 'Change a saved client',
        params: AgentClientIdParamsSchema,
        body: AgentClientFieldsSchema,
        response: { 200: AgentClientReplySchema },
      },
    },
    async (request) =>
      ok(await changeClient(ctx, request.identity.userId, request.params.id, request.body)),
  );

  api.delete(
    '/api/AgentClients/:id',
    {
      preHandler: agentTypesOnly,
      schema: {
        ...common,
        summary: 'Delete a saved client (orders booked for them keep their details)',
        params: AgentClientIdParamsSchema,
        response: { 200: envelope(z.null()) },
      },
    },
    async (request) => {
      await removeClient(ctx, request.identity.userId, request.params.id);
      return ok(null);
    },
  );
}
