import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  AIRLINES_REQUIRING_DOCUMENTS,
  travelDocumentsRequired,
} from '@travel/contracts/travel-documents';
import { orderTravellers, orders } from '@travel/db';
import { createTestApp, type TestApp } from '../../test/test-app';
import {
  BOOKING_TEST_NOW,
  bookBody,
  findOffer,
  passenger,
  postBook,
} from '../../lib/orders/test-booking';

/** A traveller as /book sends one when the trip needs no passport: the four fields left out. */
function withoutPassport(overrides: Parameters<typeof passenger>[0] = {}) {
  const {
    cardNum: _n,
    cardExpired: _e,
    nationality: _c,
    cardIssuePlace: _i,
    ...rest
  } = passenger(overrides);
  return rest;
}

const orderCount = async (t: TestApp) =>
  (await t.ctx.db.select({ n: sql<number>`count(*)::int` }).from(orders))[0]!.n;

/** Issue 13 §2: the passport only where the trip needs it (travel-documents.ts). */
describe('POST /api/Book: passports', () => {
  let t: TestApp;
  let before = 0;
  beforeAll(async () => {
    t = await createTestApp();
    t.clock.set(BOOKING_TEST_NOW);
  });
  afterAll(async () => t.close());
  beforeEach(async () => {
    before = await orderCount(t);
  });

  it('books a US domestic trip without passports and stores none', async () => {
    const { offer, brandId } = await findOffer(t, { from: 'JFK', to: 'LAX' });
    expect(travelDocumentsRequired(offer.trips)).toBe(false);
    expect(offer.trips[0]!.segments[0]!.departureCountryCode).toBe('US');
    const body = bookBody(offer, brandId, { passengers: [withoutPassport()] });
    const res = await postBook(t, body);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const [order] = await t.ctx.db
      .select()
      .from(orders)
      .where(eq(orders.orderNo, res.body.data.orderNo));
    const [traveller] = await t.ctx.db
      .select()
      .from(orderTravellers)
      .where(eq(orderTravellers.orderId, order!.id));
    expect(traveller).toMatchObject({ cardNum: '', cardExpired: '', nationality: '' });
  });

  it('still takes a whole passport on a domestic trip, but not half of one', async () => {
    const { offer, brandId } = await findOffer(t);
    expect((await postBook(t, bookBody(offer, brandId))).status).toBe(200);
    const half = await postBook(
      t,
      bookBody(offer, brandId, { passengers: [{ ...withoutPassport(), cardNum: 'X7654321' }] }),
    );
    expect(half).toMatchObject({ status: 400, body: { code: 1056 } });
    expect(half.body.data.issues.map((i: { path: string }) => i.path)).toEqual([
      'body.passengers.0.cardExpired',
      'body.passengers.0.nationality',
      'body.passengers.0.cardIssuePlace',
    ]);
    expect(await orderCount(t)).toBe(before + 1);
  });

  it('refuses an international trip without passports with 1056, naming every field', async () => {
    const { offer, brandId } = await findOffer(t, { from: 'JFK', to: 'LHR' });
    expect(travelDocumentsRequired(offer.trips)).toBe(true);
    const res = await postBook(t, bookBody(offer, brandId, { passengers: [withoutPassport()] }));
    expect(res).toMatchObject({
      status: 400,
      body: { code: 1056, msg: expect.stringMatching(/^passenger information error/) },
    });
    expect(res.body.data.issues.map((i: { path: string }) => i.path)).toEqual([
      'body.passengers.0.cardNum',
      'body.passengers.0.cardExpired',
      'body.passengers.0.nationality',
      'body.passengers.0.cardIssuePlace',
    ]);
    // Malformed is refused as before, and a whole passport books.
    const malformed = await postBook(
      t,
      bookBody(offer, brandId, { passengers: [passenger({ nationality: 'USA' })] }),
    );
    expect(malformed).toMatchObject({ status: 400, body: { code: 1056 } });
    expect(await orderCount(t)).toBe(before);
    expect((await postBook(t, bookBody(offer, brandId))).status).toBe(200);
  });

  it('refuses a domestic trip without passports when its airline asks for them', async () => {
    const { offer, brandId } = await findOffer(t, { from: 'PEK', to: 'SHA' });
    const airlines = offer.trips.flatMap((trip) => trip.segments.map((s) => s.airlineCode));
    expect(airlines.some((code) => AIRLINES_REQUIRING_DOCUMENTS.includes(code))).toBe(true);
    expect(travelDocumentsRequired(offer.trips)).toBe(true);
    const res = await postBook(t, bookBody(offer, brandId, { passengers: [withoutPassport()] }));
    expect(res).toMatchObject({ status: 400, body: { code: 1056 } });
    expect(await orderCount(t)).toBe(before);
  });
});
