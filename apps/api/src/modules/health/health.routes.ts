import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { HealthReplySchema } from '@travel/contracts/health';
import { pingDatabase } from '@travel/db';
import type { AppContext } from '../../app-context';
import { AppError } from '../../lib/app-error';
import { ok } from '../../lib/reply';

const JSON_TYPE = 'application/json; charset=utf-8';

export async function healthRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  // The healthy reply never changes in a process: checked against the contract and written
  // once, not serialized again on every probe (load balancers ask every few seconds).
  const healthy = JSON.stringify(
    HealthReplySchema.parse(ok({ status: 'ok' as const, database: ctx.dbKind })),
  );
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/health',
    {
      schema: {
        tags: ['platform'],
        summary: 'Liveness and database check',
        response: { 200: HealthReplySchema },
      },
    },
    async (_request, reply) => {
      try {
        // Really asks the database, every check: a failing one answers systemBusy at once.
        await pingDatabase(ctx.db);
      } catch {
        throw new AppError('systemBusy');
      }
      // A JSON string with its type set goes out as it is (Fastify skips the serializer).
      return (reply as FastifyReply).type(JSON_TYPE).send(healthy);
    },
  );
}
