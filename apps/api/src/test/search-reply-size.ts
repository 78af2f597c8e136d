/**
 * Size of a busy flight search reply (JFK→LAX round trip, 300 offers), raw and compressed as
 * the search cache compresses it, with what each part costs: `npm run reply-size`.
 * Parts are measured by leaving them out of the reply and compressing again.
 */
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { createTestApp } from './test-app';

const SEARCH =
  '/api/AirTickets?tripType=roundtrip&departureAirport=JFK&destinationAirport=LAX' +
  '&departureDate=03%2F15%2F2027&returnDate=03%2F22%2F2027&adult=1';

const brotli = (text: string): number =>
  brotliCompressSync(text, { params: { [constants.BROTLI_PARAM_QUALITY]: 10 } }).length;

const kb = (bytes: number): string => `${(bytes / 1024).toFixed(1)} KB`;

type Json = Record<string, unknown>;

/** The reply with `drop` applied to a deep copy of its data. */
function without(body: Json, drop: (data: Json) => void): string {
  const copy = structuredClone(body);
  drop(copy.data as Json);
  return JSON.stringify(copy);
}

async function main(): Promise<void> {
  const t = await createTestApp();
  t.clock.set(new Date('2027-03-01T15:00:00Z'));
  try {
    const res = await t.app.inject({ method: 'GET', url: SEARCH });
    if (res.statusCode !== 200) throw new Error(`search answered ${res.statusCode}`);
    const body = res.json<Json>();
    const json = JSON.stringify(body);
    const whole = brotli(json);
    const data = body.data as Json;
    const offers = (data.offers ?? []) as Json[];
    console.info(`offers: ${offers.length}`);
    console.info(`JSON ${kb(json.length)}, gzip ${kb(gzipSync(json, { level: 4 }).length)}`);
    console.info(`brotli (quality 10, as the search cache sends it): ${kb(whole)}`);
    const each = (d: Json, drop: (offer: Json) => void) => (d.offers as Json[]).forEach(drop);
    const parts: Record<string, (d: Json) => void> = {
      'offer ids': (d) => each(d, (o) => delete o.offerId),
      'brand prices': (d) => each(d, (o) => delete o.brands),
      'fares, rules, allowances': (d) => {
        delete d.fares;
        delete d.rules;
        delete d.allowances;
      },
      'trips and segments': (d) => {
        each(d, (o) => delete o.trips);
        delete d.trips;
        delete d.segments;
      },
    };
    for (const [name, drop] of Object.entries(parts)) {
      console.info(`  of which ${name}: ~${kb(whole - brotli(without(body, drop)))}`);
    }
  } finally {
    await t.close();
  }
}

await main();
