import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { listenOnPostgres } from './notifications';

const url = process.env.TEST_DATABASE_URL;
const onPostgres = process.env.TEST_DB === 'postgres' && Boolean(url);

async function until(check: () => boolean, ms = 3_000): Promise<void> {
  const end = Date.now() + ms;
  while (!check()) {
    if (Date.now() > end) throw new Error('timed out');
    await sleep(20);
  }
}

describe.runIf(onPostgres)('listenOnPostgres', () => {
  it('hears NOTIFY, reports a dropped connection, reconnects and hears again', async () => {
    const channel = `test_channel_${Math.random().toString(36).slice(2, 10)}`;
    const messages: string[] = [];
    const states: boolean[] = [];
    const stop = await listenOnPostgres(
      url ?? '',
      channel,
      { message: (payload) => messages.push(payload), live: (isLive) => states.push(isLive) },
      100,
    );
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    try {
      expect(states).toEqual([true]);
      await admin.query('select pg_notify($1, $2)', [channel, 'one']);
      await until(() => messages.includes('one'));

      // The server drops the listening connection (a restart, a failover).
      await admin.query(`select pg_terminate_backend(pid) from pg_stat_activity where query = $1`, [
        `LISTEN "${channel}"`,
      ]);
      await until(() => states.length >= 3);
      expect(states.slice(0, 3)).toEqual([true, false, true]);
      await admin.query('select pg_notify($1, $2)', [channel, 'two']);
      await until(() => messages.includes('two'));
    } finally {
      await admin.end();
      await stop();
    }
    expect(states.at(-1)).toBe(false);
  });
});
