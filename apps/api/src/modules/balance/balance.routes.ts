import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { isAgentType } from '@travel/contracts';
import {
  AgentBalanceReplySchema,
  BalanceStatementQuerySchema,
  BalanceStatementReplySchema,
} from '@travel/contracts/balance';
import type { AppContext } from '../../app-context';
import { ok } from '../../lib/reply';
import { requireRole, requireSignIn } from '../../plugins/auth';
import { agencyBalance, balanceStatement } from './balance.service';

/** The agent balance statement (issue 13 §4): agents and sub-agents; anyone else 403. */
export async function balanceRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  app.addHook('onSend', async (_request, reply, payload) => {
    void reply.header('cache-control', 'private, no-store');
    return payload;
  });
  const agentTypesOnly = [requireSignIn('unlogin'), requireRole(isAgentType, 'noPermission')];
  api.get(
    '/api/Balance',
    {
      preHandler: agentTypesOnly,
      schema: {
        tags: ['accounts'],
        summary: "What the agency can spend now (a sub-agent's agency's balance)",
        security: [{ bearerAuth: [] }],
        response: { 200: AgentBalanceReplySchema },
      },
    },
    async (request) => {
      const { balance } = await agencyBalance(ctx, request.identity);
      return ok({ balance, currency: 'USD' as const });
    },
  );
  api.get(
    '/api/Balance/Statement',
    {
      preHandler: agentTypesOnly,
      schema: {
        tags: ['accounts'],
        summary:
          "The agent balance and its movements (payments, refunds, top-ups), newest first; a sub-agent sees its agency's balance and its own orders' movements",
        security: [{ bearerAuth: [] }],
        querystring: BalanceStatementQuerySchema,
        response: { 200: BalanceStatementReplySchema },
      },
    },
    async (request) => ok(await balanceStatement(ctx, request.identity, request.query)),
  );
}
