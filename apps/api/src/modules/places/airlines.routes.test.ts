import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { referenceCatalog } from '../../lib/reference-catalog';

describe('airline calls', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  const get = (url: string) => t.app.inject({ method: 'GET', url });

  it('GET /api/Airlines lists current airlines by name with their home city', async () => {
    const res = await get('/api/Airlines');
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data.length).toBeGreaterThan(500);
    expect(data).toContainEqual({
      airlineCode: 'BA',
      airline: 'British Airways',
      cityName: 'London',
      cityCode: 'LON',
      icao: 'BAW',
      countryCode: 'GB',
      country: 'United Kingdom',
    });
    const codes = data.map((a: { airlineCode: string }) => a.airlineCode);
    expect(new Set(codes).size).toBe(codes.length);
    const names = data.map((a: { airline: string }) => a.airline);
    const collator = new Intl.Collator('en', { sensitivity: 'base' });
    expect(names).toEqual([...names].sort((a: string, b: string) => collator.compare(a, b)));
    expect(res.headers['cache-control']).toMatch(/^public/);
  });

  it('GET /api/Airlines/{airlineCode} answers one airline, any letter case', async () => {
    const res = await get('/api/Airlines/ua?lan=es');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      code: 0,
      msg: 'success',
      data: { airlineCode: 'UA', cityCode: 'CHI', cityName: 'Chicago', country: 'Estados Unidos' },
    });
  });

  it('answers 404 notFound for a code no airline holds', async () => {
    const { catalog } = referenceCatalog();
    const letters = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
    const free = [...letters]
      .flatMap((a) => [...letters].map((b) => a + b))
      .find((code) => !catalog.airline(code));
    expect(free).toBeDefined();
    const res = await get(`/api/Airlines/${free}`);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 'notFound', data: null });
    // A miss must not be cached as if it were reference data.
    expect(res.headers['cache-control']).toBeUndefined();
  });

  it('refuses a malformed code with 400 parameterValidationFailed', async () => {
    const res = await get('/api/Airlines/UAL');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 1401 });
  });
});
