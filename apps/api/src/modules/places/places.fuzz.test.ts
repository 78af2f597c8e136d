import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';

/** No input a client can send to a places call may produce a 5xx. */
describe('places calls with arbitrary input', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  const text = fc.string({ unit: 'grapheme', maxLength: 40 });
  const urls = [
    (s: string) => `/airticket/v1/airport.aspx?string=${encodeURIComponent(s)}&lan=en`,
    (s: string) => `/api/Airports/Search?q=${encodeURIComponent(s)}`,
    (s: string) => `/api/Airports/Recommended?lan=${encodeURIComponent(s)}`,
    (s: string) => `/api/Geonames?lat=${encodeURIComponent(s)}&lon=10`,
    (s: string) => `/api/WorldCities/GetDetail?code=${encodeURIComponent(s)}&type=city`,
    (s: string) => `/api/WorldCities/GetDetail?code=${encodeURIComponent(s)}&type=country`,
    (s: string) => `/api/WorldCities/Suggest?word=${encodeURIComponent(s)}`,
    (s: string) => `/api/WorldCities/GetSights?code=${encodeURIComponent(s)}`,
    (s: string) => `/api/WorldCities/GetProvinces?countryCode=${encodeURIComponent(s)}`,
    (s: string) => `/api/WorldCities/Pic/${encodeURIComponent(s)}.svg`,
    (s: string) => `/api/Airlines/${encodeURIComponent(s)}`,
  ];

  it('answers every call with a catalogue reply below 500', async () => {
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...urls), text, async (url, input) => {
        const res = await t.app.inject({ method: 'GET', url: url(input) });
        expect(res.statusCode).toBeLessThan(500);
        if (res.headers['content-type']?.toString().includes('json')) {
          expect(res.json()).toHaveProperty('code');
        }
      }),
      { numRuns: 400 },
    );
  });
});
