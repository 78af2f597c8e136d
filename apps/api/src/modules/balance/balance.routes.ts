import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { isAgentType } from '@travel/contracts';
import {
  BalanceStatementQuerySchema,
  BalanceStatementReplySchema,
} from '@travel/contracts/balance';
import type { AppContext } from '../../app-context';
import { ok } from '../../lib/reply';
import { requireRole, requireSignIn } from '../../plugins/auth';
import { balanceStatement } from './balance.service';

/** The agent balance statement (issue 13 §4): agents and sub-agents; anyone else 403. */
export async function balanceRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  app.addHook('onSend', async (_request, reply, payload) => {
    void reply.header('cache-control', 'private, no-store');
    return payload;
  });
  api.get(
    '/api/Balance/Statement',
    {
      preHandler: [requireSignIn('unlogin'), requireRole(isAgentType, 'noPermission')],
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
