import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { currencyRates } from '@travel/db';
import { createTestApp, type TestApp } from '../../test/test-app';

describe('airport calls', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  const get = (url: string) => t.app.inject({ method: 'GET', url });

  describe('GET /airticket/v1/airport.aspx', () => {
    it('answers "(CODE) name, city, country" strings, the exact code first', async () => {
      const res = await get(
        '/airticket/v1/airport.aspx?string=lax&lan=en&cid=1&customersessionid=abc',
      );
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(body).toMatchObject({ code: 0, msg: 'success' });
      expect(body.data[0]).toBe(
        '(LAX) Los Angeles International Airport, Los Angeles, United States',
      );
      expect(body.data.length).toBeLessThanOrEqual(10);
      expect(res.headers['cache-control']).toMatch(/^public, max-age=\d+$/);
    });

    it('names the country in the language asked for', async () => {
      const res = await get('/airticket/v1/airport.aspx?string=CDG&lan=zh-CN');
      expect(res.json().data[0]).toBe('(CDG) Charles de Gaulle International Airport, Paris, 法国');
    });

    it('answers an empty list for empty or unmatched input', async () => {
      expect((await get('/airticket/v1/airport.aspx?string=')).json().data).toEqual([]);
      expect((await get('/airticket/v1/airport.aspx?string=qqqqzzzz')).json().data).toEqual([]);
    });

    it('refuses an unknown language with 400 parameterValidationFailed', async () => {
      const res = await get('/airticket/v1/airport.aspx?string=lax&lan=klingon');
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 1401 });
    });
  });

  describe('GET /api/Airports/Search', () => {
    it('puts a metro code first, then its airports', async () => {
      const res = await get('/api/Airports/Search?q=nyc');
      expect(res.statusCode).toBe(200);
      const [first, ...rest] = res.json().data;
      expect(first).toEqual({
        value: 'NYC',
        label: '(NYC) New York (all airports), United States',
        name: 'New York (all airports)',
        city: 'New York',
        country: 'United States',
        countryCode: 'US',
        kind: 'metro',
        airports: ['JFK', 'EWR', 'LGA'],
      });
      expect(
        rest
          .map((s: { value: string }) => s.value)
          .slice(0, 3)
          .sort(),
      ).toEqual(['EWR', 'JFK', 'LGA']);
    });

    it('finds airports by city name without accents and ranks big airports first', async () => {
      const res = await get('/api/Airports/Search?q=sao%20paulo&lan=es');
      const values = res.json().data.map((s: { value: string }) => s.value);
      expect(values[0]).toBe('SAO');
      expect(values).toEqual(expect.arrayContaining(['GRU', 'CGH']));
      expect(res.json().data[1].country).toBe('Brasil');
    });

    it('answers at most 10 suggestions and a Server-Timing header', async () => {
      const res = await get('/api/Airports/Search?q=s');
      expect(res.json().data).toHaveLength(10);
      expect(res.headers['server-timing']).toMatch(/^app;dur=\d+(\.\d+)?$/);
    });

    it('sends a repeated prefix compressed for each client as it asks, the same suggestions each time', async () => {
      const plain = await get('/api/Airports/Search?q=lon');
      const asBrowser = (encoding: string) =>
        t.app.inject({
          method: 'GET',
          url: '/api/Airports/Search?q=lon',
          headers: { 'accept-encoding': encoding },
        });
      const br = [await asBrowser('gzip, deflate, br'), await asBrowser('br')];
      const gz = await asBrowser('gzip');
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.headers['vary']).toMatch(/accept-encoding/i);
      expect(plain.headers['cache-control']).toMatch(/^public, max-age=\d+$/);
      for (const res of br) expect(res.headers['content-encoding']).toBe('br');
      expect(gz.headers['content-encoding']).toBe('gzip');
      // The bytes of one prefix are made once and sent again as they are.
      expect(br[1]!.rawPayload.equals(br[0]!.rawPayload)).toBe(true);
      expect(br[0]!.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2);
      expect(JSON.parse(brotliDecompressSync(br[0]!.rawPayload).toString())).toEqual(plain.json());
      expect(JSON.parse(gunzipSync(gz.rawPayload).toString())).toEqual(plain.json());
      // Another language is another reply.
      const es = await get('/api/Airports/Search?q=lon&lan=es');
      expect(es.json().data.length).toBeGreaterThan(0);
    });

    it('refuses a query longer than 100 characters and writes nothing', async () => {
      const res = await get(`/api/Airports/Search?q=${'a'.repeat(101)}`);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 1401 });
      expect(await t.ctx.db.select().from(currencyRates)).toEqual([]);
    });
  });

  describe('GET /api/Airports/Recommended', () => {
    it('offers big hubs, led by those of the language', async () => {
      const en = (await get('/api/Airports/Recommended')).json().data;
      expect(en[0]).toEqual({
        iata: 'LAX',
        name: 'Los Angeles International Airport, Los Angeles, United States',
      });
      const vi = (await get('/api/Airports/Recommended?lan=vi')).json().data;
      expect(vi[0].iata).toBe('SGN');
      expect(vi[0].name).toContain('Việt Nam');
    });
  });

  describe('GET /api/Geonames', () => {
    it('lists the airports nearest to a point, nearest first, with distances', async () => {
      const res = await get('/api/Geonames?lat=33.9416&lon=-118.4085&lan=en');
      expect(res.statusCode).toBe(200);
      const data = res.json().data;
      expect(data[0]).toMatchObject({ iata: 'LAX', city: 'Los Angeles', countryCode: 'US' });
      expect(data[0].distanceKm).toBeLessThan(1);
      const distances = data.map((a: { distanceKm: number }) => a.distanceKm);
      expect(distances).toEqual([...distances].sort((a, b) => a - b));
      expect(data).toHaveLength(10);
    });

    it('honours limit', async () => {
      const res = await get('/api/Geonames?lat=51.47&lon=-0.45&limit=3');
      expect(res.json().data.map((a: { iata: string }) => a.iata)[0]).toBe('LHR');
      expect(res.json().data).toHaveLength(3);
    });

    it.each([
      ['lat out of range', '/api/Geonames?lat=91&lon=0'],
      ['lon out of range', '/api/Geonames?lat=0&lon=-181'],
      ['lat not a number', '/api/Geonames?lat=north&lon=0'],
      ['lon missing', '/api/Geonames?lat=10'],
      ['limit too big', '/api/Geonames?lat=10&lon=10&limit=500'],
    ])('refuses %s with 400 parameterValidationFailed', async (_name, url) => {
      const res = await get(url);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 1401, msg: expect.stringContaining('parameter') });
    });
  });
});
