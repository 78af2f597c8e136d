import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { currencyRates } from '@travel/db';
import { createTestApp, type TestApp } from '../../test/test-app';

describe('world cities calls', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  const get = (url: string) => t.app.inject({ method: 'GET', url });
  const expectBadInput = async (url: string) => {
    const res = await get(url);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 1401 });
    // Places calls only read: nothing may have been written.
    expect(await t.ctx.db.select().from(currencyRates)).toEqual([]);
  };

  describe('GET /api/WorldCities', () => {
    it('lists popular destinations and continents with countries and cities', async () => {
      const res = await get('/api/WorldCities?lan=en');
      expect(res.statusCode).toBe(200);
      const { hots, locations } = res.json().data;
      expect(hots[0]).toEqual({
        iata: 'NYC',
        pic: '/api/WorldCities/Pic/NYC.svg',
        city: 'New York',
      });
      const asia = locations.find(
        (l: { continent: { code: string } }) => l.continent.code === 'AS',
      );
      expect(asia.continent).toEqual({ name: 'Asia', code: 'AS' });
      expect(asia.hotCities[0]).toEqual({ code: 'TYO', iata: 'HND', name: 'Tokyo' });
      const japan = asia.countryCityGroups.find(
        (g: { country: { code: string } }) => g.country.code === 'JP',
      );
      expect(japan.cities[0]).toMatchObject({ name: 'Tokyo', code: 'TYO' });
      expect(japan.cities.length).toBeLessThanOrEqual(8);
      const names = asia.countryCityGroups.map(
        (g: { country: { name: string } }) => g.country.name,
      );
      expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en')));
    });

    it('names continents and countries in the language asked for', async () => {
      const { locations } = (await get('/api/WorldCities?lan=es')).json().data;
      const europe = locations.find(
        (l: { continent: { code: string } }) => l.continent.code === 'EU',
      );
      expect(europe.continent.name).toBe('Europa');
      expect(
        europe.countryCityGroups.some(
          (g: { country: { name: string } }) => g.country.name === 'Alemania',
        ),
      ).toBe(true);
    });

    it('refuses an unknown language', async () => expectBadInput('/api/WorldCities?lan=xx'));
  });

  describe('GET /api/WorldCities/GetDetail', () => {
    it('describes a city by IATA city code', async () => {
      const data = (await get('/api/WorldCities/GetDetail?code=LON&type=city&lan=fr')).json().data;
      expect(data).toMatchObject({
        type: 'city',
        code: 'LON',
        name: 'London',
        countryCode: 'GB',
        countryName: 'Royaume-Uni',
        continentCode: 'EU',
        continentName: 'Europe',
        timeZone: 'Europe/London',
        currencies: ['GBP'],
      });
      expect(data.airports.map((a: { iata: string }) => a.iata)).toEqual(
        expect.arrayContaining(['LHR', 'LGW', 'STN']),
      );
    });

    it('describes a country and a continent', async () => {
      const country = (await get('/api/WorldCities/GetDetail?code=jp&type=country')).json().data;
      expect(country).toMatchObject({
        type: 'country',
        code: 'JP',
        name: 'Japan',
        capital: 'Tokyo',
      });
      expect(country.cities[0]).toMatchObject({ code: 'TYO', name: 'Tokyo' });
      const continent = (await get('/api/WorldCities/GetDetail?code=OC&type=continent')).json()
        .data;
      expect(continent).toMatchObject({ type: 'continent', name: 'Oceania' });
      expect(continent.countries.map((c: { code: string }) => c.code)).toContain('AU');
    });

    it.each([
      ['/api/WorldCities/GetDetail?code=QQQ&type=city'],
      ['/api/WorldCities/GetDetail?code=QQ&type=country'],
      ['/api/WorldCities/GetDetail?code=XX&type=continent'],
    ])('answers 404 notFound for an unknown code (%s)', async (url) => {
      const res = await get(url);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ code: 'notFound', data: null });
    });

    it('refuses an unknown type or a missing code', async () => {
      await expectBadInput('/api/WorldCities/GetDetail?code=LON&type=planet');
      await expectBadInput('/api/WorldCities/GetDetail?type=city');
    });
  });

  describe('GET /api/WorldCities/Suggest', () => {
    it('finds cities by name prefix, biggest first', async () => {
      const data = (await get('/api/WorldCities/Suggest?word=par&lan=en')).json().data;
      expect(data[0]).toMatchObject({ name: 'Paris', code: 'PAR', countryName: 'France' });
      expect(data.length).toBeLessThanOrEqual(10);
    });

    it('answers an empty list for an empty word', async () => {
      expect((await get('/api/WorldCities/Suggest?word=')).json().data).toEqual([]);
    });

    it('refuses a word longer than 100 characters', async () =>
      expectBadInput(`/api/WorldCities/Suggest?word=${'x'.repeat(101)}`));
  });

  describe('GET /api/WorldCities/GetSights', () => {
    it("lists a city's airports, then large cities nearby", async () => {
      const res = await get('/api/WorldCities/GetSights?code=ROM&Lan=EN');
      expect(res.statusCode).toBe(200);
      const data = res.json().data;
      expect(
        data
          .filter((s: { kind: string }) => s.kind === 'airport')
          .map((s: { code: string }) => s.code),
      ).toEqual(expect.arrayContaining(['FCO', 'CIA']));
      for (const sight of data) expect(sight.distanceKm).toBeLessThanOrEqual(150);
    });

    it('answers 404 for an unknown city', async () => {
      const res = await get('/api/WorldCities/GetSights?code=QQQ');
      expect(res.statusCode).toBe(404);
      expect(res.json().code).toBe('notFound');
    });

    it('refuses an unknown Lan', async () =>
      expectBadInput('/api/WorldCities/GetSights?code=ROM&Lan=xx'));
  });

  describe('GET /api/WorldCities/GetCountries', () => {
    it('lists every country sorted by name in the language', async () => {
      const en = (await get('/api/WorldCities/GetCountries?lan=en')).json().data;
      expect(en.length).toBeGreaterThan(240);
      expect(en).toContainEqual({ code: 'US', name: 'United States' });
      const names = en.map((c: { name: string }) => c.name);
      const collator = new Intl.Collator('en', { sensitivity: 'base' });
      expect(names).toEqual([...names].sort((a: string, b: string) => collator.compare(a, b)));
      const zh = (await get('/api/WorldCities/GetCountries?lan=zh-CN')).json().data;
      expect(zh).toContainEqual({ code: 'CN', name: '中国' });
      expect(zh).toContainEqual({ code: 'TW', name: '台湾' });
    });
  });

  describe('GET /api/WorldCities/GetProvinces', () => {
    it('lists US states with their postal codes', async () => {
      const data = (await get('/api/WorldCities/GetProvinces?countryCode=us')).json().data;
      expect(data).toContainEqual({ code: 'CA', name: 'California' });
      expect(data).toContainEqual({ code: 'NY', name: 'New York' });
    });

    it('answers 404 for an unknown country and 400 for a malformed code', async () => {
      const res = await get('/api/WorldCities/GetProvinces?countryCode=ZZ');
      expect(res.statusCode).toBe(404);
      expect(res.json().code).toBe('notFound');
      await expectBadInput('/api/WorldCities/GetProvinces?countryCode=USA');
      await expectBadInput('/api/WorldCities/GetProvinces');
    });
  });

  describe('GET /api/WorldCities/Pic/{code}.svg', () => {
    it('draws the same SVG for the same place', async () => {
      const first = await get('/api/WorldCities/Pic/NYC.svg');
      expect(first.statusCode).toBe(200);
      expect(first.headers['content-type']).toContain('image/svg+xml');
      expect(first.body).toContain('New York');
      expect((await get('/api/WorldCities/Pic/NYC.svg')).body).toBe(first.body);
    });

    it('answers 404 for an unknown place and 400 for a malformed name', async () => {
      expect((await get('/api/WorldCities/Pic/QQQ.svg')).statusCode).toBe(404);
      expect((await get('/api/WorldCities/Pic/..%2Fetc.svg')).statusCode).toBe(400);
    });
  });

  it('documents every places call in the OpenAPI document', async () => {
    const res = await get('/api/docs/json');
    expect(res.statusCode).toBe(200);
    const { paths } = res.json();
    for (const path of [
      '/airticket/v1/airport.aspx',
      '/api/Airports/Search',
      '/api/Airports/Recommended',
      '/api/Geonames',
      '/api/WorldCities',
      '/api/WorldCities/GetDetail',
      '/api/WorldCities/Suggest',
      '/api/WorldCities/GetSights',
      '/api/WorldCities/GetCountries',
      '/api/WorldCities/GetProvinces',
      '/api/WorldCities/Pic/{code}',
      '/api/Airlines',
      '/api/Airlines/{airlineCode}',
      '/api/CurrencyConverter',
    ]) {
      expect(paths[path], path).toBeDefined();
    }
    const lan = paths['/api/Airports/Search'].get.parameters.find(
      (p: { name: string }) => p.name === 'lan',
    );
    expect(lan).toMatchObject({ in: 'query' });
  });
});
