import { brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FlightSearchReplySchema } from '@travel/contracts/flights';
import { HotelSearchReplySchema } from '@travel/contracts/hotels';
import { ONE_WAY_LAX_SFO, TEST_NOW, query } from '../modules/flights/flights.test-helpers';
import { STAY } from '../modules/hotels/hotels.test-helpers';
import { createTestApp, type TestApp } from '../test/test-app';
import { COMPRESSION_THRESHOLD_BYTES } from './compression';

/** The reply's JSON, whatever it travelled as. */
function decoded(res: LightMyRequestResponse): unknown {
  const encoding = res.headers['content-encoding'];
  const raw =
    encoding === 'br'
      ? brotliDecompressSync(res.rawPayload)
      : encoding === 'gzip'
        ? gunzipSync(res.rawPayload)
        : res.rawPayload;
  return JSON.parse(raw.toString('utf8'));
}

describe('API replies on the wire (issue 10 §1)', () => {
  let t: TestApp;
  /** A new departure date per search: every call below is a first, uncached search. */
  let day = 1;
  beforeAll(async () => {
    t = await createTestApp();
    t.clock.set(TEST_NOW);
  });
  afterAll(async () => t.close());

  const get = (url: string, acceptEncoding?: string) =>
    t.app.inject({
      method: 'GET',
      url,
      headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {},
    });
  const newFlightUrl = () => {
    day += 1;
    const departureDate = `05/${String(day).padStart(2, '0')}/2027`;
    return `/api/AirTickets?${query({ ...ONE_WAY_LAX_SFO, departureDate })}`;
  };
  const newFlightSearch = (acceptEncoding?: string) => get(newFlightUrl(), acceptEncoding);

  it('compresses the first reply of a new flight search as brotli for a browser', async () => {
    const res = await newFlightSearch('gzip, deflate, br, zstd');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers.vary).toContain('accept-encoding');
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.headers['cache-control']).toBe('private, no-store');
    const body = decoded(res);
    expect(FlightSearchReplySchema.parse(body).data.offers.length).toBeGreaterThan(0);
    expect(JSON.stringify(body).length).toBeGreaterThan(res.rawPayload.length * 4);
  });

  it('compresses it as gzip for a gzip-only client, and not for one that takes neither', async () => {
    const zipped = await newFlightSearch('gzip');
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(zipped.headers.vary).toContain('accept-encoding');
    expect(FlightSearchReplySchema.parse(decoded(zipped)).code).toBe(0);
    for (const acceptEncoding of [undefined, 'identity']) {
      const plain = await newFlightSearch(acceptEncoding);
      expect(plain.statusCode).toBe(200);
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(FlightSearchReplySchema.parse(plain.json()).code).toBe(0);
    }
  });

  it('keeps the same content for a repeated search, compressed either way', async () => {
    const url = newFlightUrl();
    const first = await get(url, 'br');
    for (const acceptEncoding of ['br', 'gzip', undefined]) {
      const again = await get(url, acceptEncoding);
      expect(again.headers['content-encoding']).toBe(acceptEncoding);
      expect(decoded(again)).toEqual(decoded(first));
    }
  });

  it('compresses the first reply of a new hotel search', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/SearchHotel',
      headers: { 'accept-encoding': 'gzip, deflate, br' },
      payload: { ...STAY, airportCode: 'LAX', pageSize: 100 },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers.vary).toContain('accept-encoding');
    expect(HotelSearchReplySchema.parse(decoded(res)).data.hotels.length).toBeGreaterThan(0);
  });

  it('sends a reply under 1 KB as it is', async () => {
    const res = await get('/api/health', 'br, gzip');
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.length).toBeLessThan(COMPRESSION_THRESHOLD_BYTES);
    expect(res.headers['content-encoding']).toBeUndefined();
  });

  it('does not decompress request bodies (they were never accepted compressed)', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/SearchHotel',
      headers: { 'content-type': 'application/json', 'content-encoding': 'gzip' },
      payload: gzipSync(JSON.stringify({ ...STAY, airportCode: 'LAX' })),
    });
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(res.statusCode).toBeLessThan(500);
  });
});
