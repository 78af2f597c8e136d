import { randomBytes } from 'node:crypto';
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, resolveMigrationsFolder, type DatabaseHandle } from './client';

/**
 * Migration 0012 (issue 11) renames the order list columns to product-neutral names and adds
 * due_now_cents: orders written under 0011 must come through with their values, and with what
 * the payment code took until then (a hotel's details.dueNow, a flight's total).
 */

const adminUrl = process.env.TEST_DATABASE_URL;
const onPostgres = process.env.TEST_DB === 'postgres' && Boolean(adminUrl);

/** A copy of the migrations folder that stops after `lastTag`. */
async function migrationsUpTo(lastTag: string): Promise<string> {
  const source = resolveMigrationsFolder();
  const folder = await mkdtemp(path.join(tmpdir(), 'travel-migrations-'));
  await cp(source, folder, { recursive: true });
  const journalPath = path.join(folder, 'meta', '_journal.json');
  const journal = JSON.parse(await readFile(journalPath, 'utf8')) as {
    entries: { tag: string }[];
  };
  const last = journal.entries.findIndex((entry) => entry.tag === lastTag);
  expect(last).toBeGreaterThan(0);
  journal.entries = journal.entries.slice(0, last + 1);
  await writeFile(journalPath, JSON.stringify(journal));
  return folder;
}

async function migrateTo(handle: DatabaseHandle, migrationsFolder: string): Promise<void> {
  const migrate = handle.kind === 'postgres' ? migratePg : migratePglite;
  await migrate(handle.db as never, { migrationsFolder });
}

interface OldOrder {
  orderNo: string;
  product: string;
  total: number;
  details: unknown;
  departureAt: string;
  departureLocal: string;
  flightCodes: string;
  passengerNames: string;
}

const FLIGHT: OldOrder = {
  orderNo: 'TOMIGRATE01',
  product: 'flight',
  total: 45_210,
  details: { tripType: 'oneway', trips: [] },
  departureAt: '2027-03-01T16:05:00.000Z',
  departureLocal: '2027-03-01T08:05',
  flightCodes: ' UA123 UA456 ',
  passengerNames: 'Maria Lopez, Tom Lopez',
};
// A deposit: the first night is due now, the rest at the hotel.
const HOTEL: OldOrder = {
  orderNo: 'TOMIGRATE02',
  product: 'hotel',
  total: 61_800,
  details: { hotelId: 'h1', dueNow: 20_600, dueAtHotel: 41_200 },
  departureAt: '2027-04-15T14:00:00.000Z',
  departureLocal: '2027-04-15T15:00',
  flightCodes: '',
  passengerNames: 'Robin Guest',
};
// A guarantee: nothing is due now.
const GUARANTEE: OldOrder = {
  ...HOTEL,
  orderNo: 'TOMIGRATE03',
  details: { hotelId: 'h2', dueNow: 0, dueAtHotel: 61_800 },
};

async function insertOld(handle: DatabaseHandle, order: OldOrder): Promise<void> {
  await handle.db.execute(sql`
    insert into orders (order_no, product, status, account_code, contact_name, contact_email,
      contact_mobile, total_cents, details, title, departure_at, departure_local, flight_codes,
      passenger_names)
    values (${order.orderNo}, ${order.product}, 'awaitingPayment', 'TRAVELOUTLET', 'C',
      'c@example.test', '+1 555 0100', ${order.total}, ${JSON.stringify(order.details)}::jsonb,
      't', ${order.departureAt}::timestamptz, ${order.departureLocal}, ${order.flightCodes},
      ${order.passengerNames})`);
}

interface NewRow extends Record<string, unknown> {
  order_no: string;
  starts_at: Date | string;
  starts_local: string;
  search_codes: string;
  traveller_names: string;
  due_now_cents: number;
}

function describeOn(
  label: string,
  open: () => Promise<{ handle: DatabaseHandle; done(): Promise<void> }>,
) {
  describe(`migration 0012 on ${label}`, () => {
    let handle: DatabaseHandle;
    let done: () => Promise<void>;
    let folder: string;
    beforeAll(async () => {
      ({ handle, done } = await open());
      folder = await migrationsUpTo('0011_search_responses_packed');
    });
    afterAll(async () => {
      await done?.();
      if (folder) await rm(folder, { recursive: true, force: true });
    });

    it('carries orders written under 0011 over to the neutral columns, with what is due now', async () => {
      await migrateTo(handle, folder);
      for (const order of [FLIGHT, HOTEL, GUARANTEE]) await insertOld(handle, order);
      await handle.migrate();
      const result: unknown = await handle.db.execute(sql`
        select order_no, starts_at, starts_local, search_codes, traveller_names, due_now_cents
        from orders order by order_no`);
      // node-postgres answers { rows }, the PGlite driver the rows themselves.
      const rows = (
        Array.isArray(result) ? result : (result as { rows: NewRow[] }).rows
      ) as NewRow[];
      expect(
        rows.map((row) => ({ ...row, starts_at: new Date(row.starts_at).toISOString() })),
      ).toEqual(
        [FLIGHT, HOTEL, GUARANTEE].map((order, i) => ({
          order_no: order.orderNo,
          starts_at: order.departureAt,
          starts_local: order.departureLocal,
          search_codes: order.flightCodes,
          traveller_names: order.passengerNames,
          due_now_cents: [FLIGHT.total, 20_600, 0][i],
        })),
      );
      // New rows must say what is due: the column has no default to fall back on.
      await expect(
        handle.db.execute(sql`
          insert into orders (order_no, product, status, account_code, contact_name,
            contact_email, contact_mobile, total_cents, details, title)
          values ('TOMIGRATE04', 'flight', 'awaitingPayment', 'T', 'C', 'c@example.test', '+1',
            100, '{}'::jsonb, 't')`),
      ).rejects.toThrow();
    });
  });
}

describeOn('PGlite', async () => {
  const handle = await openDatabase({ dataDir: 'memory://' });
  return { handle, done: () => handle.close() };
});

if (onPostgres) {
  describeOn('PostgreSQL', async () => {
    const name = `travel_m0012_${randomBytes(6).toString('hex')}`;
    const admin = async (text: string) => {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      try {
        await client.query(text);
      } finally {
        await client.end();
      }
    };
    await admin(`create database ${name}`);
    const url = new URL(adminUrl ?? '');
    url.pathname = `/${name}`;
    const handle = await openDatabase({ url: url.toString(), poolSize: 2 });
    return {
      handle,
      done: async () => {
        await handle.close();
        await admin(`drop database if exists ${name} with (force)`);
      },
    };
  });
}
