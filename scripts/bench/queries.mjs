// What the bench asks the API: flight and hotel searches as the web app sends them, and a pool
// of distinct flight searches (routes between the airports the simulated airline serves, times
// departure dates) so that a load run never repeats a query and never hits the search cache.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { root } from '../lib.mjs';

const DAY = 86_400_000;
const pad = (n) => String(n).padStart(2, '0');

/** `MM/DD/YYYY`, `days` from `now` (UTC), as the flight search takes it. */
export function usDate(days, now = Date.now()) {
  const date = new Date(now + days * DAY);
  return `${pad(date.getUTCMonth() + 1)}/${pad(date.getUTCDate())}/${date.getUTCFullYear()}`;
}

/** `YYYYMMDD`, `days` from `now` (UTC), as the hotel search takes it. */
export function compactDate(days, now = Date.now()) {
  return new Date(now + days * DAY).toISOString().slice(0, 10).replaceAll('-', '');
}

/** A round trip for one adult, back a week later, as `GET /api/AirTickets`. */
export function flightSearchPath({ from, to, days }, now = Date.now()) {
  const query = new URLSearchParams({
    tripType: 'roundtrip',
    departureAirport: from,
    destinationAirport: to,
    departureDate: usDate(days, now),
    returnDate: usDate(days + 7, now),
    adult: '1',
  });
  return `/api/AirTickets?${query}`;
}

/** The same search as the /flights page URL the search form opens. */
export function flightPagePath({ from, to, days }, now = Date.now()) {
  const query = new URLSearchParams({
    tripType: 'roundtrip',
    departureAirport: from,
    destinationAirport: to,
    departureDate: usDate(days, now),
    returnDate: usDate(days + 7, now),
    adults: '1',
    children: '0',
    cabin: 'A',
  });
  return `/flights?${query}`;
}

/** Two nights for two adults in one room around `address` (`lng,lat`), as `POST /api/SearchHotel`. */
export function hotelSearchBody(address, days, now = Date.now()) {
  return {
    address,
    checkIn: compactDate(days, now),
    checkOut: compactDate(days + 2, now),
    rooms: 1,
    adults: 2,
    sort: 'recommand',
  };
}

/** The large airports of the reference data: the simulated airline's hubs. */
export function largeAirports() {
  const file = path.join(root, 'packages/reference-data/generated/airports.json');
  const { fields, rows } = JSON.parse(readFileSync(file, 'utf8'));
  const [code, size] = [fields.indexOf('iata'), fields.indexOf('size')];
  return rows.filter((r) => r[size] === 'large').map((r) => r[code]);
}

/** A seeded generator of numbers in [0, 1), so two runs ask the same questions. */
export function seededRandom(seed) {
  let state = seed >>> 0;
  return () => {
    // mulberry32
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 2 ** 32;
  };
}

/** Distinct ordered pairs of different airports, in a seeded random order. */
export function* candidateRoutes(airports, seed = 2026) {
  const random = seededRandom(seed);
  const seen = new Set();
  const limit = airports.length * (airports.length - 1);
  while (seen.size < limit) {
    const from = airports[Math.floor(random() * airports.length)];
    const to = airports[Math.floor(random() * airports.length)];
    const key = `${from}-${to}`;
    if (from === to || seen.has(key)) continue;
    seen.add(key);
    yield { from, to };
  }
}

/**
 * Every route on every one of `days`, shuffled (seeded) so that consecutive requests hit
 * different routes as real traffic does. Each element is distinct.
 */
export function queryPool(routes, days, seed = 2026) {
  const pool = routes.flatMap((route) => days.map((d) => ({ ...route, days: d })));
  const random = seededRandom(seed);
  for (let i = pool.length - 1; i > 0; i -= 1) {
    const j = Math.floor(random() * (i + 1));
    [pool[i], pool[j]] = [pool[j], pool[i]];
  }
  return pool;
}

/**
 * `count` routes the simulated airline serves: candidate pairs of hubs, each tried once on
 * `probeDays` (a date outside the pool, so the pool stays uncached) and kept when it has offers.
 */
export async function servedRoutes(baseUrl, count, probeDays, now = Date.now()) {
  const routes = [];
  let tried = 0;
  for (const route of candidateRoutes(largeAirports())) {
    if (routes.length >= count) break;
    tried += 1;
    const res = await fetch(baseUrl + flightSearchPath({ ...route, days: probeDays }, now));
    const reply = await res.json();
    if (res.ok && (reply.data?.offers?.length ?? 0) > 0) routes.push(route);
    if (tried > count * 20)
      throw new Error(`only ${routes.length} of ${tried} routes have flights`);
  }
  return { routes, tried };
}
