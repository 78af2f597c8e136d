import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { count, eq } from 'drizzle-orm';
import { SHORT_LINK_ALPHABET, type CreateShortLinkBody } from '@travel/contracts/short-links';
import type { FlightOffer } from '@travel/contracts/flights';
import { rateLimitBuckets, shortLinks } from '@travel/db';
import { createTestApp, type TestApp } from '../../test/test-app';
import { createTestAgent } from '../../test/users';
import type * as codeModule from './short-link-code';
import { newShortLinkCode } from './short-link-code';
import { SHORT_LINKS_PER_ADDRESS_PER_HOUR } from './short-links.service';
import { sweepExpiredShortLinks } from './short-links.sweep';
import type { SearchResponseRow } from '../../products/flight/offers/offer-store';
import { issueTestOffer, storeTestOffers, testOffer } from './short-links.test-offer';

// Pass-through by default; the collision tests script the codes it returns.
vi.mock('./short-link-code', async (importOriginal) => {
  const actual = await importOriginal<typeof codeModule>();
  return { newShortLinkCode: vi.fn(actual.newShortLinkCode) };
});

const URL = '/api/ShortLinks';
const DAY_MS = 24 * 60 * 60 * 1000;
const SEARCH_URL =
  '/flights?tripType=roundtrip&departureAirport=LAX&destinationAirport=SFO&departureDate=03/15/2027&returnDate=03/22/2027&adults=1';
const CODE_PATTERN = new RegExp(`^[${SHORT_LINK_ALPHABET}]{8}$`);

describe('short links', () => {
  let t: TestApp;
  /** Quotes of issued fixtures, stored before the next request (fixtures are built in sync). */
  const issuedRows = new Map<string, SearchResponseRow>();
  /** The fixture offer with an id this app stored, as search would have issued it. */
  const issued = (over: Partial<FlightOffer> = {}): FlightOffer => {
    const { offer, row } = issueTestOffer(testOffer(over));
    issuedRows.set(row.responseId, row);
    return offer;
  };
  const body = (
    offer: FlightOffer = issued(),
    over: Partial<CreateShortLinkBody> = {},
  ): CreateShortLinkBody => ({
    kind: 'flight',
    target: SEARCH_URL,
    data: { offer, searchUrl: SEARCH_URL },
    ...over,
  });
  // Each test posts from its own address so the per-address limit never leaks between tests.
  let address = 0;
  let remoteAddress = '';

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());
  beforeEach(() => {
    address += 1;
    remoteAddress = `198.51.100.${address}`;
  });

  const create = async (payload: unknown, headers: Record<string, string> = {}) => {
    await storeTestOffers(t.ctx.db, issuedRows.values());
    return t.app.inject({
      method: 'POST',
      url: URL,
      payload: payload as object,
      remoteAddress,
      headers,
    });
  };
  const read = (code: string) => t.app.inject({ method: 'GET', url: `${URL}/${code}` });
  const linkCount = async () => (await t.ctx.db.select({ n: count() }).from(shortLinks))[0]!.n;

  describe('POST /api/ShortLinks', () => {
    it('stores the offer for 30 days under a fresh 8-character code, for a visitor', async () => {
      const now = t.clock.now();
      const res = await create(body());
      expect(res.statusCode).toBe(200);
      const { code, url, expiresAt } = res.json().data;
      expect(res.json()).toMatchObject({ code: 0, msg: 'success' });
      expect(code).toMatch(CODE_PATTERN);
      expect(url).toBe(`/flight-share/${code}`);
      expect(Date.parse(expiresAt) - now.getTime()).toBeGreaterThanOrEqual(30 * DAY_MS);
      expect(Date.parse(expiresAt) - now.getTime()).toBeLessThan(30 * DAY_MS + 60_000);

      const [row] = await t.ctx.db.select().from(shortLinks).where(eq(shortLinks.code, code));
      expect(row?.target).toBe(SEARCH_URL);
      expect(row?.data).toEqual({ kind: 'flight', offer: issued(), searchUrl: SEARCH_URL });
    });

    it('gives every link its own code', async () => {
      const codes = new Set<string>();
      for (let i = 0; i < 5; i += 1) codes.add((await create(body())).json().data.code);
      expect(codes.size).toBe(5);
    });

    it('shares the public price: an agent’s commission is not published', async () => {
      const { agent } = await createTestAgent(t);
      const party = issued({ adults: 2, children: 1 });
      // What the agent's results show: commission per traveller, deducted in the total.
      const agentView = {
        ...party,
        brands: party.brands.map((brand) => ({
          ...brand,
          adultCommission: 545,
          childCommission: 410,
          totalPrice:
            2 * (brand.adultPrice + brand.adultTax - 545) + brand.childPrice + brand.childTax - 410,
        })),
      };
      const res = await create(body(agentView), agent.headers);
      expect(res.statusCode).toBe(200);
      const link = (await read(res.json().data.code)).json().data;
      expect(link.data.offer.brands).toEqual(
        party.brands.map((brand) => ({
          ...brand,
          adultCommission: 0,
          childCommission: 0,
          totalPrice: 2 * (brand.adultPrice + brand.adultTax) + brand.childPrice + brand.childTax,
        })),
      );
    });

    it('shows only prices this site quoted: an edited price is replaced by the signed one', async () => {
      const offer = issued();
      const edited = {
        ...offer,
        expiresAt: '2099-01-01T00:00:00.000Z',
        brands: offer.brands.map((brand) => ({
          ...brand,
          adultPrice: 1,
          adultTax: 0,
          totalPrice: 1,
        })),
      };
      const res = await create(body(edited));
      expect(res.statusCode).toBe(200);
      const link = (await read(res.json().data.code)).json().data;
      expect(link.data.offer).toEqual(offer);
    });

    it.each<[string, (offer: FlightOffer) => FlightOffer]>([
      ['an id that is not ours', (o) => ({ ...o, offerId: 'eyJ2IjoxfQ.bm90LW91cnM' })],
      ['a re-signed id', (o) => ({ ...o, offerId: `${o.offerId.split('.')[0]}.AAAA` })],
      [
        'other flights than the id names',
        (o) => ({
          ...o,
          trips: o.trips.map((trip) => ({
            ...trip,
            segments: trip.segments.map((seg) => ({ ...seg, flightId: 'ZZ1-20270315' })),
          })),
        }),
      ],
      ['another party', (o) => ({ ...o, adults: 3 })],
      ['another cabin', (o) => ({ ...o, cabin: 'F' })],
      [
        'a brand the id never quoted',
        (o) => ({ ...o, brands: [{ ...o.brands[0]!, brandId: 'first' }] }),
      ],
    ])('refuses %s with 400 1202 and writes nothing', async (_what, change) => {
      const before = await linkCount();
      const res = await create(body(change(issued())));
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({
        code: 1202,
        msg: 'trip information error: this offer was not issued by this site or was changed',
      });
      expect(await linkCount()).toBe(before);
    });

    it('draws another code when one is taken, and gives up after five with 503', async () => {
      const taken = (await create(body())).json().data.code as string;
      const fresh = 'Zz23456Q';
      vi.mocked(newShortLinkCode).mockReturnValueOnce(taken).mockReturnValueOnce(fresh);
      const res = await create(body());
      expect(res.statusCode).toBe(200);
      expect(res.json().data.code).toBe(fresh);

      const before = await linkCount();
      for (let i = 0; i < 5; i += 1) vi.mocked(newShortLinkCode).mockReturnValueOnce(taken);
      const busy = await create(body());
      expect(busy.statusCode).toBe(503);
      expect(busy.json()).toMatchObject({ code: 'systemBusy', msg: 'System busy' });
      expect(await linkCount()).toBe(before);
    });
  });

  describe('bad input answers 400 1401 and writes nothing', () => {
    const refused = async (payload: unknown) => {
      const before = await linkCount();
      const res = await create(payload);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 1401 });
      expect(res.json().msg).toMatch(/^parameter validation failed/);
      expect(await linkCount()).toBe(before);
      return res.json();
    };

    it.each([
      ['another site', 'https://evil.example/flights'],
      ['a protocol-relative URL', '//evil.example/flights'],
      ['a backslash host', '/\\evil.example/flights'],
      ['a tab that URL parsers strip', '/\t/evil.example/flights'],
      ['a script URL', 'javascript:alert(1)'],
      ['a relative path without /', 'flights?tripType=oneway'],
      ['another page of the app', '/account/edit'],
      ['a look-alike page', '/flightsx?tripType=oneway'],
      ['an empty path', ''],
      ['a path of 3,000 characters', `/flights?q=${'a'.repeat(3000)}`],
    ])('target: %s', async (_what, target) => {
      const reply = await refused(body(issued(), { target }));
      expect(reply.data.issues[0].path).toBe('body.target');
    });

    it('searchUrl: another site', async () => {
      const payload = body();
      payload.data.searchUrl = '//evil.example/flights';
      const reply = await refused(payload);
      expect(reply.data.issues[0].path).toBe('body.data.searchUrl');
    });

    it.each<[string, (offer: FlightOffer) => unknown]>([
      ['no trips', (o) => ({ ...o, trips: [] })],
      ['no brands', (o) => ({ ...o, brands: [] })],
      ['eleven brands', (o) => ({ ...o, brands: Array(11).fill(o.brands[0]) })],
      ['a negative price', (o) => ({ ...o, brands: [{ ...o.brands[0], totalPrice: -1 }] })],
      ['a fractional price', (o) => ({ ...o, brands: [{ ...o.brands[0], totalPrice: 10.5 }] })],
      ['no adult', (o) => ({ ...o, adults: 0 })],
      ['ten travellers', (o) => ({ ...o, adults: 5, children: 5 })],
      ['an unknown cabin', (o) => ({ ...o, cabin: 'X' })],
      ['a non-USD currency', (o) => ({ ...o, currency: 'EUR' })],
      ['an expiry that is not a time', (o) => ({ ...o, expiresAt: 'tomorrow' })],
      ['a missing segment field', (o) => ({ ...o, trips: [{ ...o.trips[0], segments: [{}] }] })],
      ['not an object', () => 'offer'],
    ])('offer: %s', async (_what, change) => {
      const reply = await refused({
        ...body(),
        data: { ...body().data, offer: change(issued()) },
      });
      expect(reply.data.issues[0].path).toMatch(/^body\.data\.offer/);
    });

    it('offer: a one-way with two trips', async () => {
      const reply = await refused(body(issued({ tripType: 'oneway' })));
      expect(reply.msg).toContain('a oneway offer cannot have 2 trips');
    });

    it('offer: two brands with one id', async () => {
      const offer = issued();
      await refused(body({ ...offer, brands: [offer.brands[0]!, offer.brands[0]!] }));
    });

    it.each<[string, () => unknown]>([
      ['an unknown kind', () => ({ ...body(), kind: 'hotel' })],
      ['no data', () => ({ kind: 'flight', target: SEARCH_URL })],
      ['an empty object', () => ({})],
    ])('%s', async (_what, payload) => {
      await refused(payload());
    });

    it('malformed JSON', async () => {
      const before = await linkCount();
      const res = await t.app.inject({
        method: 'POST',
        url: URL,
        remoteAddress,
        headers: { 'content-type': 'application/json' },
        payload: '{"kind":"flight",',
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 1401 });
      expect(await linkCount()).toBe(before);
    });

    it('an oversized body is refused with 413 payloadTooLarge before it is parsed', async () => {
      const before = await linkCount();
      const offer = { ...issued(), responseId: 'x'.repeat(70 * 1024) };
      const res = await create(body(offer));
      expect(res.statusCode).toBe(413);
      expect(res.json()).toEqual({
        code: 'payloadTooLarge',
        msg: 'The request is too large',
        data: null,
      });
      expect(await linkCount()).toBe(before);
    });
  });

  describe('GET /api/ShortLinks/{code}', () => {
    it('returns the stored link with its offer and search URL', async () => {
      const created = (await create(body())).json().data;
      const res = await read(created.code);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({
        code: 0,
        msg: 'success',
        data: {
          code: created.code,
          kind: 'flight',
          target: SEARCH_URL,
          url: `/flight-share/${created.code}`,
          data: { offer: issued(), searchUrl: SEARCH_URL },
          createdAt: expect.any(String),
          expiresAt: created.expiresAt,
        },
      });
    });

    it.each([
      ['an unknown code', 'Zz234567'],
      ['a code with look-alike characters', 'O0O0l1I1'],
      ['a code of the wrong length', 'abc'],
      ['a code with URL characters', '%2E%2E%2Fx'],
    ])('answers 404 notFound for %s', async (_what, code) => {
      const res = await read(code);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({
        code: 'notFound',
        msg: 'This link does not exist or has expired',
        data: null,
      });
    });

    it('answers 404 once the link has expired, and the sweep deletes it a day later', async () => {
      const { code } = (await create(body())).json().data;
      t.clock.advance(30 * DAY_MS - 60_000);
      expect((await read(code)).statusCode).toBe(200);
      t.clock.advance(60_000);
      expect((await read(code)).statusCode).toBe(404);

      const stillThere = () => t.ctx.db.select().from(shortLinks).where(eq(shortLinks.code, code));
      await sweepExpiredShortLinks(t.ctx);
      expect(await stillThere()).toHaveLength(1);
      t.clock.advance(DAY_MS + 1);
      expect(await sweepExpiredShortLinks(t.ctx)).toBeGreaterThanOrEqual(1);
      expect(await stillThere()).toHaveLength(0);
    });

    it('answers 404 for a stored row it cannot read rather than failing', async () => {
      await t.ctx.db.insert(shortLinks).values({
        code: 'Bad23456',
        target: SEARCH_URL,
        data: { kind: 'flight', offer: { offerId: 'x' } },
        createdAt: t.clock.now(),
        expiresAt: new Date(t.clock.now().getTime() + DAY_MS),
      });
      expect((await read('Bad23456')).statusCode).toBe(404);
    });
  });

  describe('rate limit', () => {
    it(`allows ${SHORT_LINKS_PER_ADDRESS_PER_HOUR} links an hour per address, then 429`, async () => {
      for (let i = 0; i < SHORT_LINKS_PER_ADDRESS_PER_HOUR; i += 1) {
        expect((await create(body())).statusCode).toBe(200);
      }
      const before = await linkCount();
      const refused = await create(body());
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toMatchObject({
        code: 'operationFrequent',
        msg: 'The operation is frequent, please try again later',
      });
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      expect(await linkCount()).toBe(before);

      // Another address is not affected, and the window ends after an hour.
      const other = await t.app.inject({
        method: 'POST',
        url: URL,
        payload: body(),
        remoteAddress: '203.0.113.200',
      });
      expect(other.statusCode).toBe(200);
      t.clock.advance(60 * 60 * 1000);
      expect((await create(body())).statusCode).toBe(200);
      const buckets = await t.ctx.db
        .select()
        .from(rateLimitBuckets)
        .where(eq(rateLimitBuckets.bucket, `shortlinks:address:${remoteAddress}`));
      expect(buckets).toHaveLength(1);
    });
  });
});
