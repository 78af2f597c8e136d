import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { sql } from 'drizzle-orm';
import { HealthReplySchema } from '@travel/contracts/health';
import type { AppContext } from '../../app-context';
import { AppError } from '../../lib/app-error';
import { ok } from '../../lib/reply';
import { sharedProbe } from './shared-probe';

export async function healthRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  // Checks that arrive together share one `select 1` (shared-probe.ts): each answers from a
  // probe that was running when it arrived, and a failing database fails all of them.
  const probeDatabase = sharedProbe(() => ctx.db.execute(sql`select 1`));
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
        await probeDatabase();
      } catch {
        throw new AppError('systemBusy');
      }
      return ok({ status: 'ok' as const, database: ctx.dbKind });
    },
  );
}
