/**
 * Supplier-side time of hotel searches in large cities (7 nights, 15 km as the search module
 * asks for a city), first call and the median of warm calls, with some room-nights sold so the
 * inventory read finds rows:
 * `npx tsx apps/api/src/suppliers/hotels/search-timing.ts`. The HTTP figure is `npm run bench`.
 */
import { createTestApp } from '../../test/test-app';
import { hotelSupplier } from '../../lib/hotel-supplier';

const CITIES = [
  { name: 'Tokyo', latitude: 35.6897, longitude: 139.6922 },
  { name: 'London', latitude: 51.5072, longitude: -0.1275 },
  { name: 'New York', latitude: 40.6943, longitude: -73.9249 },
];
const WARM_RUNS = 15;

async function main(): Promise<void> {
  const t = await createTestApp();
  const supplier = hotelSupplier(t.ctx);
  const stay = {
    checkIn: '20270614',
    checkOut: '20270621',
    rooms: 1,
    adults: 2,
    children: 0,
    now: new Date('2027-03-01T00:00:00Z'),
  };
  try {
    for (const city of CITIES) {
      const query = { ...stay, ...city, radiusKm: 15 };
      let started = performance.now();
      const found = await supplier.search(query);
      const first = performance.now() - started;
      // Book a room in a third of the hotels so the read returns real rows.
      for (const [i, hit] of found.entries()) {
        if (i % 3 !== 0) continue;
        const detail = await supplier.detail(hit.hotel.id, stay);
        const rate = detail?.rooms.find((room) => room.rates.length > 0)?.rates[0];
        if (!rate) continue;
        await t.ctx.db.transaction((tx) =>
          supplier.hold(tx, { ...stay, hotelId: hit.hotel.id, roomCode: rate.roomCode }),
        );
      }
      const times: number[] = [];
      for (let run = 0; run < WARM_RUNS; run += 1) {
        started = performance.now();
        await supplier.search(query);
        times.push(performance.now() - started);
      }
      times.sort((a, b) => a - b);
      const median = times[Math.floor(times.length / 2)] ?? 0;
      const worst = times[times.length - 1] ?? 0;
      console.info(
        `${city.name}: ${found.length} hotels; first ${first.toFixed(1)} ms, warm median ${median.toFixed(1)} ms, worst ${worst.toFixed(1)} ms`,
      );
    }
  } finally {
    await t.close();
  }
}

await main();
