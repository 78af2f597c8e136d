/**
 * One database probe shared by the health checks that arrive while it runs.
 *
 * A health check must ask the database, but ten load balancers (or ten connections of a load
 * test) asking at once need not queue ten `select 1` behind one another on PGlite's single
 * connection: a check that arrives while a probe is in flight waits for that probe's answer,
 * which was running when the check arrived. Nothing is kept once it settles: the next check runs a
 * new probe, so a database that starts failing is reported by every check waiting on the
 * failed probe and by every check after it, and one that recovers is seen on the next.
 */
export function sharedProbe(probe: () => Promise<unknown>): () => Promise<void> {
  let inFlight: Promise<void> | undefined;
  return () => {
    inFlight ??= probe().then(
      () => {
        inFlight = undefined;
      },
      (error: unknown) => {
        inFlight = undefined;
        throw error;
      },
    );
    return inFlight;
  };
}
