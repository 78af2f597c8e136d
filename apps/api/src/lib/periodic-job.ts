import type { FastifyInstance } from 'fastify';

/**
 * Runs `pass` every `everyMs` while the app is up (0 or less: never) and stops it on close.
 * The order sweep, the sandbox checkout sweep and the tour confirmations share this loop.
 */
export function schedulePeriodicJob<T>(
  app: FastifyInstance,
  job: {
    everyMs: number;
    pass: () => Promise<T>;
    /** Logs what a pass did; a throw here is logged as a failed pass. */
    report: (result: T) => void;
    /** The warning logged when a pass fails; the next tick tries again. */
    failure: string;
  },
): void {
  if (job.everyMs <= 0) return;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  app.addHook('onReady', async () => {
    timer = setInterval(() => {
      // A slow pass is not stacked on by the next tick.
      if (running) return;
      running = job
        .pass()
        .then(job.report)
        .catch((error: unknown) => app.log.warn({ err: error }, job.failure))
        .finally(() => {
          running = undefined;
        });
    }, job.everyMs);
    // The timer alone never keeps the process alive.
    timer.unref();
  });
  // Close waits for a pass in flight, so it never runs on a database being shut.
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await running;
  });
}
