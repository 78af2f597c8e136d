import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context';
import { deleteShortLinksExpiredBefore } from './short-links.repository';

const DAY_MS = 24 * 60 * 60 * 1000;
const SWEEP_EVERY_MS = 60 * 60 * 1000;

/**
 * Expired links answer 404 from the moment they expire; the rows go a day later (the day
 * keeps a just-expired link visible to support). Without this the table only grows.
 */
export function sweepExpiredShortLinks(ctx: AppContext): Promise<number> {
  return deleteShortLinksExpiredBefore(ctx.db, new Date(ctx.now().getTime() - DAY_MS));
}

/** Runs the sweep hourly while the app is up; several processes may all run it. */
export function scheduleShortLinkSweep(app: FastifyInstance, ctx: AppContext): void {
  let timer: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    timer = setInterval(() => {
      sweepExpiredShortLinks(ctx).catch((error: unknown) => {
        app.log.warn({ err: error }, 'short link sweep failed');
      });
    }, SWEEP_EVERY_MS);
    timer.unref();
  });
  app.addHook('onClose', async () => clearInterval(timer));
}
