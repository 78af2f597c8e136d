import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { HealthReplySchema } from '@travel/contracts/health';
import { pingDatabase } from '@travel/db';
import type { AppContext } from '../../app-context';
import { AppError } from '../../lib/app-error';
import { ok } from '../../lib/reply';

export async function healthRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/health',
    {
      schema: {
        tags: ['platform'],
        summary: 'Liveness and database check',
        response: { 200: HealthReplySchema },
      },
    },
    async () => {
      try {
        // Really asks the database, every check: a failing one answers systemBusy at once.
        await pingDatabase(ctx.db);
      } catch {
        throw new AppError('systemBusy');
      }
      return ok({ status: 'ok' as const, database: ctx.dbKind });
    },
  );
}
