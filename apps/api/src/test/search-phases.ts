/**
 * Where the CPU of a new flight search goes (issue 10 §2): distinct round-trip searches in
 * process, each phase timed separately, then the same searches through `app.inject`.
 * `npx tsx apps/api/src/test/search-phases.ts [count]`. Figures are CPU per search, in ms.
 */
import { brotliCompressSync, constants } from 'node:zlib';
import { ANONYMOUS_BUYER } from '../products/flight/offers/buyer';
import { flightSupplier } from '../lib/flight-supplier';
import { newResponseId, saveSearchResponse } from '../products/flight/offers/offer-store';
import { presentSearchReply } from '../products/flight/offers/present-reply';
import { packStoredOffers } from '../products/flight/offers/packed-offers';
import { referenceCatalog } from '../lib/reference-catalog';
import { resolveSearch } from '../modules/flights/search-rules';
import { airlineModel } from '../suppliers/flights/simulated-airline';
import { BROTLI_QUALITY } from '../plugins/compression';
import { createTestApp } from './test-app';

const HUBS = ['JFK', 'LAX', 'ORD', 'ATL', 'DFW', 'LHR', 'CDG', 'FRA', 'AMS', 'MAD', 'SFO', 'SEA'];
/** CPU time of the process (every thread: PGlite and zlib run on this one), in ms. */
const cpuMs = (): number => {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
};
const pad = (n: number) => String(n).padStart(2, '0');
const usDate = (ms: number) => {
  const d = new Date(ms);
  return `${pad(d.getUTCMonth() + 1)}/${pad(d.getUTCDate())}/${d.getUTCFullYear()}`;
};

async function main(): Promise<void> {
  const count = Number(process.argv[2] ?? 300);
  const t = await createTestApp();
  const now = new Date('2027-03-01T15:00:00Z');
  t.clock.set(now);
  const catalog = referenceCatalog().catalog;
  const supplier = flightSupplier(t.ctx);
  const { itineraries } = airlineModel(catalog);
  const queries: Record<string, string | number>[] = [];
  for (let day = 8; queries.length < count * 2 + 50; day += 1) {
    for (const from of HUBS) {
      for (const to of HUBS) {
        if (from === to) continue;
        queries.push({
          tripType: 'roundtrip' as const,
          departureAirport: from,
          destinationAirport: to,
          departureDate: usDate(now.getTime() + day * 86_400_000),
          returnDate: usDate(now.getTime() + (day + 7) * 86_400_000),
          adult: 1,
          child: 0,
        });
      }
    }
  }
  const phases: Record<string, number> = {};
  const add = (name: string, ms: number) => (phases[name] = (phases[name] ?? 0) + ms);
  let bytes = 0;
  let packedBytes = 0;
  let offers = 0;
  const run = async (list: typeof queries, record: boolean) => {
    for (const query of list) {
      let at = cpuMs();
      const lap = (name: string) => {
        const next = cpuMs();
        if (record) add(name, next - at);
        at = next;
      };
      const resolved = resolveSearch(catalog, query as never, now);
      // The itineraries first (the supplier's own cache then has them): the timetable's share.
      for (const leg of resolved.legs) {
        for (const origin of leg.origins) {
          for (const destination of leg.destinations) {
            if (origin !== destination) itineraries.between(origin, destination, leg.date);
          }
        }
      }
      lap('itineraries');
      const found = await supplier.search({
        legs: resolved.legs,
        tripType: resolved.tripType,
        adults: 1,
        children: 0,
        now,
        limit: 300,
      });
      lap('supplier.search (rest)');
      const responseId = newResponseId();
      const { json, stored } = presentSearchReply(found, ANONYMOUS_BUYER, {
        responseId,
        expiresAt: now.getTime() + 1_800_000,
        invoice: false,
        limit: 300,
        segmentJson: supplier.segmentJson?.bind(supplier),
        segmentKey: supplier.segmentKey?.bind(supplier),
      });
      lap('presentSearchReply (JSON text)');
      const packed = packStoredOffers(stored);
      lap('pack (in save)');
      if (record) packedBytes += packed?.length ?? 0;
      if (stored.length > 0) {
        await saveSearchResponse(t.ctx.db, {
          responseId,
          createdAt: now,
          expiresAt: new Date(now.getTime() + 1_800_000),
          buyer: ANONYMOUS_BUYER,
          offers: stored,
        });
      }
      lap('saveSearchResponse');
      brotliCompressSync(json, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY,
          [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        },
      });
      lap(`brotli ${BROTLI_QUALITY}`);
      if (record) {
        bytes += json.length;
        offers += stored.length;
      }
    }
  };
  await run(queries.slice(0, 50), false);
  const measured = queries.slice(50, 50 + count);
  await run(measured, true);
  const perSearch = (ms: number) => (ms / count).toFixed(2);
  let total = 0;
  for (const [name, ms] of Object.entries(phases)) {
    total += ms;
    console.info(`${name.padEnd(20)} ${perSearch(ms)} ms CPU`);
  }
  console.info(`${'sum'.padEnd(20)} ${perSearch(total)} ms`);
  console.info(
    `avg JSON ${(bytes / count / 1024).toFixed(0)} KB, ${(offers / count).toFixed(0)} offers, packed ${(packedBytes / count / 1024).toFixed(1)} KB`,
  );
  const injected = queries.slice(50 + count, 50 + 2 * count);
  const started = cpuMs();
  for (const query of injected) {
    const params = new URLSearchParams(
      Object.entries(query).map(([k, v]): [string, string] => [k, String(v)]),
    );
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/AirTickets?${params}`,
      headers: { 'accept-encoding': 'br, gzip' },
    });
    if (res.statusCode !== 200) throw new Error(res.body);
  }
  console.info(`inject (whole request) ${perSearch(cpuMs() - started)} ms`);
  await t.close();
}

void main();
