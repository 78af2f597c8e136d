import { sql } from 'drizzle-orm';
import pg from 'pg';
import { randomUUID } from 'node:crypto';
import type { Database, Executor } from './client';

/**
 * Cross-process signals over PostgreSQL LISTEN/NOTIFY. A NOTIFY sent inside a transaction is
 * delivered when (and only if) it commits, to every process listening, the sender included.
 */

/** Seats or rooms were held or released: per-process search caches must not serve older data. */
export const INVENTORY_CHANNEL = 'travel_inventory_changed';

const senders = new WeakMap<object, string>();

/**
 * A random name for one database handle (one API process): a notification carries its
 * sender's, so a process can tell its own changes (which it has already seen) from others'.
 */
export function senderTokenOf(db: object): string {
  let token = senders.get(db);
  if (!token) {
    token = randomUUID();
    senders.set(db, token);
  }
  return token;
}

/**
 * Tells every other process, at commit, that inventory changed: call it in the hold/release
 * transaction, with the database handle the change is made through.
 */
export async function notifyInventoryChange(tx: Executor, from: Database): Promise<void> {
  await tx.execute(sql`select pg_notify(${INVENTORY_CHANNEL}, ${senderTokenOf(from)})`);
}

export interface ListenHandlers {
  /** A notification arrived. */
  message(payload: string): void;
  /**
   * Listening started or stopped (a dropped connection). While it is off, notifications may be
   * missed: whoever relies on them must not trust what they cached.
   */
  live(isLive: boolean): void;
}

/**
 * Listens on `channel` with a client of its own (LISTEN needs one connection for its whole
 * life; a pooled one would be handed to queries). A dropped connection is reported and
 * reopened after `retryMs`, until the returned stop function is called.
 */
export async function listenOnPostgres(
  url: string,
  channel: string,
  handlers: ListenHandlers,
  retryMs = 1_000,
): Promise<() => Promise<void>> {
  let client: pg.Client | undefined;
  let stopped = false;
  let retry: NodeJS.Timeout | undefined;

  const schedule = () => {
    if (retry || stopped) return;
    retry = setTimeout(() => {
      retry = undefined;
      // A failure has already scheduled the next try (see `lost`).
      connect().catch(() => {});
    }, retryMs);
    retry.unref();
  };
  const connect = async (): Promise<void> => {
    const next = new pg.Client({ connectionString: url });
    let down = false;
    const lost = () => {
      if (down) return;
      down = true;
      if (client === next) client = undefined;
      handlers.live(false);
      void next.end().catch(() => {});
      schedule();
    };
    next.on('error', lost);
    next.on('end', lost);
    next.on('notification', (message) => handlers.message(message.payload ?? ''));
    try {
      await next.connect();
      await next.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
    } catch (error) {
      lost();
      throw error;
    }
    if (stopped) {
      await next.end().catch(() => {});
      return;
    }
    client = next;
    handlers.live(true);
  };

  // A database not reachable yet is retried; meanwhile the caller is told it is not live.
  await connect().catch(() => {});
  return async () => {
    stopped = true;
    clearTimeout(retry);
    const current = client;
    client = undefined;
    await current?.end().catch(() => {});
    handlers.live(false);
  };
}
