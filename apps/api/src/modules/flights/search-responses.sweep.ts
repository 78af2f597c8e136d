import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context';
import { deleteSearchResponsesExpiredBefore } from '../../products/flight/offers/offer-store';

/** Kept this long past expiry so a results page left open hears 1201 "search again", not 1202. */
const GRACE_MS = 60 * 60 * 1000;
/** Every search writes a row of up to ~100 KB: sweep often enough that the table stays small. */
const SWEEP_EVERY_MS = 10 * 60 * 1000;

export function sweepExpiredSearchResponses(ctx: AppContext): Promise<number> {
  return deleteSearchResponsesExpiredBefore(ctx.db, new Date(ctx.now().getTime() - GRACE_MS));
}

/** Runs the sweep every few minutes while the app is up; several processes may all run it. */
export function scheduleSearchResponseSweep(app: FastifyInstance, ctx: AppContext): void {
  let timer: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    timer = setInterval(() => {
      sweepExpiredSearchResponses(ctx).catch((error: unknown) => {
        app.log.warn({ err: error }, 'search response sweep failed');
      });
    }, SWEEP_EVERY_MS);
    timer.unref();
  });
  app.addHook('onClose', async () => clearInterval(timer));
}
