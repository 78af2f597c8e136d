import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { partyTotal } from '@travel/contracts/brand-price';
import { ExchangeSearchResultSchema } from '@travel/contracts/exchange';
import { PrebookResultSchema, type FlightOffer } from '@travel/contracts/flights';
import { OrderDetailSchema } from '@travel/contracts/orders';
import { RefundQuoteSchema } from '@travel/contracts/refunds';
import { SeatMapResultSchema, ServicesResultSchema } from '@travel/contracts/seat-services';
import { inventoryHolds, orderLines, orderTravellers, orders } from '@travel/db';
import { createTestApp, type TestApp } from '../../test/test-app';
import { createTestAgent, createTestUser, type TestUser } from '../../test/users';
import {
  BOOKING_TEST_NOW,
  CHILD_BIRTHDAY,
  INFANT_BIRTHDAY,
  bookBody,
  bookHeaders,
  card,
  findOffer,
  passenger,
  postBook,
  postPayment,
} from '../../lib/orders/test-booking';

/** Issue 13 §1: lap infants searched, priced, booked, paid, changed and refunded. */
describe('lap infants', () => {
  let t: TestApp;
  let customer: TestUser;
  beforeAll(async () => {
    t = await createTestApp();
    t.clock.set(BOOKING_TEST_NOW);
    customer = await createTestUser(t);
  });
  afterAll(async () => t.close());

  const search = (params: Record<string, string>) =>
    t.app.inject({
      method: 'GET',
      url: `/api/AirTickets?${new URLSearchParams({
        tripType: 'oneway',
        departureAirport: 'JFK',
        destinationAirport: 'LHR',
        departureDate: '04/15/2027',
        ...params,
      })}`,
    });

  const orderRow = async (orderNo: string) =>
    (await t.ctx.db.select().from(orders).where(eq(orders.orderNo, orderNo)))[0]!;

  it('are priced on the wire: a tenth of the fare abroad, free at home, in every total', async () => {
    const abroad = await findOffer(t, {
      from: 'JFK',
      to: 'LHR',
      adults: 1,
      children: 1,
      infants: 1,
    });
    expect(abroad.offer).toMatchObject({ adults: 1, children: 1, infants: 1 });
    for (const brand of abroad.offer.brands) {
      expect(brand.infantPrice).toBeGreaterThan(0);
      expect(brand.infantPrice).toBeLessThan(brand.childPrice);
      expect(brand.infantTax).toBeGreaterThan(0);
      expect(brand.totalPrice).toBe(partyTotal(abroad.offer, brand));
      expect(brand.totalPrice).toBe(
        brand.adultPrice +
          brand.adultTax +
          brand.childPrice +
          brand.childTax +
          brand.infantPrice +
          brand.infantTax,
      );
    }
    const home = await findOffer(t, { adults: 2, infants: 2 });
    for (const brand of home.offer.brands) {
      expect(brand).toMatchObject({ infantPrice: 0, infantTax: 0 });
      expect(brand.totalPrice).toBe(2 * (brand.adultPrice + brand.adultTax));
    }
    // Without infants the wire says 0.
    const none = await findOffer(t, { from: 'JFK', to: 'LHR' });
    expect(none.offer.infants).toBe(0);
    expect(none.offer.brands[0]).toMatchObject({ infantPrice: 0, infantTax: 0 });
  });

  it('refuses a bad party with a catalogue error, never a 500', async () => {
    const cases: [Record<string, string>, RegExp][] = [
      [{ adult: '1', infants: '2' }, /one per adult/],
      [{ adult: '4', child: '3', infants: '3' }, /at most 9 travellers/],
      [{ adult: '1', infants: 'two' }, /infants/],
      [{ adult: '1', infants: '-1' }, /infants/],
    ];
    for (const [params, msg] of cases) {
      const res = await search(params);
      expect(res.statusCode, res.body).toBe(400);
      const body = res.json() as { code: unknown; msg: string };
      expect(body.code).toBeDefined();
      expect(JSON.stringify(body)).toMatch(msg);
    }
  });

  it('give agents commission on the infant fare as on the others', async () => {
    const { agent } = await createTestAgent(t, 0);
    const { offer } = await findOffer(t, {
      from: 'JFK',
      to: 'LHR',
      infants: 1,
      headers: agent.headers,
    });
    const brand = offer.brands[0]!;
    expect(brand.infantCommission).toBe(Math.round(brand.infantPrice * 0.05));
    expect(brand.totalPrice).toBe(partyTotal(offer, brand));
  });

  it('pre-book at the searched price', async () => {
    const { offer, brandId } = await findOffer(t, { from: 'JFK', to: 'LHR', infants: 1 });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/Prebooking',
      payload: { offerId: offer.offerId, brandId },
    });
    expect(res.statusCode, res.body).toBe(200);
    const result = PrebookResultSchema.parse(res.json().data);
    expect(result).toMatchObject({ priceChanged: false, total: offer.brands[0]!.totalPrice });
    expect(result.offer.infants).toBe(1);
  });

  /** Books adult + child + lap infant JFK→LHR for the customer; returns the offer and order. */
  const bookFamily = async (date = '04/15/2027') => {
    const { offer, brandId } = await findOffer(t, {
      from: 'JFK',
      to: 'LHR',
      date,
      adults: 1,
      children: 1,
      infants: 1,
      headers: customer.headers,
    });
    const body = bookBody(offer, pickStandard(offer, brandId));
    const res = await postBook(t, body, bookHeaders(customer.headers));
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return { offer, body, orderNo: res.body.data.orderNo as string, res };
  };

  it('book: an INF traveller with their own fare lines, no seat held for them', async () => {
    const { offer, body, orderNo, res } = await bookFamily();
    const brand = offer.brands.find((b) => b.brandId === body.brandId)!;
    expect(res.body.data.totalPrice).toBe(brand.totalPrice);
    const order = await orderRow(orderNo);
    const travellers = await t.ctx.db
      .select()
      .from(orderTravellers)
      .where(eq(orderTravellers.orderId, order.id));
    expect(travellers.map((tr) => tr.passengerType).sort()).toEqual(['ADT', 'CHD', 'INF']);
    const lines = await t.ctx.db.select().from(orderLines).where(eq(orderLines.orderId, order.id));
    const infantLines = lines.filter((line) => line.travellerIndex === 2);
    expect(infantLines.map((line) => [line.description, line.amountCents])).toEqual([
      [`Infant (on lap) fare (${brand.name})`, brand.infantPrice],
      ['Taxes and fees', brand.infantTax],
    ]);
    expect(lines.reduce((sum, line) => sum + line.amountCents, 0)).toBe(order.totalCents);
    // Two seats held on the flight: the infant sits on the adult's lap.
    const holds = await t.ctx.db
      .select()
      .from(inventoryHolds)
      .where(eq(inventoryHolds.orderId, order.id));
    expect(holds.map((hold) => hold.quantity)).toEqual(holds.map(() => 2));

    // The order detail names the infant's kind.
    const detail = await t.app.inject({
      method: 'GET',
      url: `/api/OrderDetail?orderNo=${orderNo}`,
      headers: customer.headers,
    });
    expect(detail.statusCode, detail.body).toBe(200);
    const parsed = OrderDetailSchema.parse(detail.json().data);
    expect(parsed.travellers.map((tr) => tr.passengerType)).toEqual(['ADT', 'CHD', 'INF']);
  });

  it('seat maps and extras are for the adult and the child only', async () => {
    const { orderNo } = await bookFamily('04/16/2027');
    const query = `orderNo=${orderNo}&email=alex.contact@example.test`;
    const map = await t.app.inject({ method: 'GET', url: `/api/Seatmap/order?${query}` });
    expect(map.statusCode, map.body).toBe(200);
    const seatMap = SeatMapResultSchema.parse(map.json().data);
    expect(seatMap.SeatMapResponses.length).toBeGreaterThan(0);
    for (const flight of seatMap.SeatMapResponses) {
      expect(flight.TravelerIdentifiers.map((p) => p.PassengerTypeCode)).toEqual(['ADT', 'CHD']);
    }
    const services = await t.app.inject({ method: 'GET', url: `/api/Services?${query}` });
    expect(services.statusCode, services.body).toBe(200);
    const offered = ServicesResultSchema.parse(services.json().data);
    expect(offered.passengers.map((p) => p.PassengerTypeCode)).toEqual(['ADT', 'CHD']);
    const infantKey = 'PAX3';
    for (const service of offered.services) {
      for (const item of service.offerInfo.offerItems) {
        expect(item.passengeRefs).not.toContain(infantKey);
      }
    }
  });

  it('book refuses an infant who is not under 2, a missing infant, and an infant as a child', async () => {
    const { offer, brandId } = await findOffer(t, { from: 'JFK', to: 'LHR', infants: 1 });
    const adult = passenger();
    const cases: [unknown[], RegExp][] = [
      [[adult], /enter 2 traveller/],
      [[adult, passenger({ birthday: CHILD_BIRTHDAY })], /must be an infant .* is a child/],
      [[passenger({ birthday: INFANT_BIRTHDAY }), adult], /must be an adult/],
    ];
    for (const [passengers, msg] of cases) {
      const res = await postBook(t, { ...bookBody(offer, brandId), passengers });
      expect(res.status, JSON.stringify(res.body)).toBe(400);
      expect(res.body.code).toBe(1056);
      expect(res.body.msg).toMatch(msg);
    }
    // A child-age search cannot take an infant in the child's place either.
    const withChild = await findOffer(t, { from: 'JFK', to: 'LHR', children: 1 });
    const res = await postBook(t, {
      ...bookBody(withChild.offer, withChild.brandId),
      passengers: [passenger(), passenger({ birthday: INFANT_BIRTHDAY })],
    });
    expect(res.body.msg).toMatch(/must be a child .* is an infant/);
  });

  it('pay, change and refund with the infant in the party', async () => {
    const { orderNo, offer } = await bookFamily('04/20/2027');
    const paid = await postPayment(t, { orderNo, method: 'card', card: card() }, customer.headers);
    expect(paid.status, JSON.stringify(paid.body)).toBe(200);
    expect(paid.body.data.status).toBe('issued');
    // Three tickets: the infant has one too.
    expect(paid.body.data.ticketNumbers).toHaveLength(3);

    const searched = await t.app.inject({
      method: 'POST',
      url: '/api/Exchange/Search',
      headers: customer.headers,
      payload: { orderNo, trips: [{ departureDate: '04/22/2027' }] },
    });
    expect(searched.statusCode, searched.body).toBe(200);
    const result = ExchangeSearchResultSchema.parse(searched.json().data);
    // A fee per ticket, the infant's included; the new fare prices the infant too.
    expect(result.changeFee).toBeGreaterThan(0);
    expect(result.changeFee % 3).toBe(0);
    expect(result.offers.length).toBeGreaterThan(0);
    for (const change of result.offers) {
      expect(change.infants).toBe(1);
      for (const brand of change.brands) {
        expect(brand.infantPrice).toBeGreaterThan(0);
        expect(brand.totalPrice).toBe(partyTotal(change, brand));
      }
    }

    const quote = await t.app.inject({
      method: 'GET',
      url: `/api/Orders/RefundQuote?orderNo=${orderNo}`,
      headers: customer.headers,
    });
    expect(quote.statusCode, quote.body).toBe(200);
    const refund = RefundQuoteSchema.parse(quote.json().data);
    expect(refund).toMatchObject({ cancellable: true, refund: refund.paid });
    const cancelled = await t.app.inject({
      method: 'POST',
      url: '/api/Cancel',
      headers: { ...customer.headers, 'idempotency-key': randomUUID() },
      payload: { orderNo, quoteId: refund.quoteId },
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect((await orderRow(orderNo)).status).toMatch(/refund|cancel/);
    expect(offer.infants).toBe(1);
  });
});

/** The Standard brand when the offer has one (changeable), else the cheapest. */
function pickStandard(offer: FlightOffer, cheapest: string): string {
  return offer.brands.find((b) => b.type === 'STANDARD')?.brandId ?? cheapest;
}
