import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ExchangeHistorySchema,
  ExchangeQuoteSchema,
  ExchangeResultSchema,
  ExchangeSearchResultSchema,
  type ExchangeSearchResult,
} from '@travel/contracts/exchange';
import { ROLE } from '@travel/contracts';
import { SANDBOX_CARDS } from '@travel/contracts/flight-booking';
import {
  balanceLedger,
  flightInventory,
  inventoryHolds,
  orderLines,
  orderTravellers,
  orders,
  payments,
  seatAssignments,
  users,
} from '@travel/db';
import type { OrderRow } from '../../lib/orders/status';
import { flightSupplier } from '../../lib/flight-supplier';
import { createTestApp, type TestApp } from '../../test/test-app';
import { createTestUser, type TestUser } from '../../test/users';
import type { FlightSegment } from '@travel/contracts/flights';
import type { FlightOrderDetails } from '../../products/flight/flight-details';
import {
  assignSeats,
  EXCHANGE_TEST_CARD,
  insertIssuedOrder,
  orderFlightIds,
  TEST_NOW,
} from './exchange.test-orders';
import { soldOnFlights } from './exchange.repository';
import { seatRefusal } from './seat-moves';
import { sensibly } from './exchange-search.service';

const CARD = EXCHANGE_TEST_CARD;

let keyCounter = 0;
const newKey = () => `exchange-test-${Date.now()}-${(keyCounter += 1)}`;

describe('exchange API', () => {
  let t: TestApp;
  let owner: TestUser;
  let stranger: TestUser;

  beforeAll(async () => {
    t = await createTestApp();
    t.clock.set(TEST_NOW);
    owner = await createTestUser(t);
    stranger = await createTestUser(t);
  });
  afterAll(async () => t.close());

  const search = (body: unknown, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url: '/api/Exchange/Search', payload: body as object, headers });

  const confirm = (body: unknown, headers: Record<string, string> = {}, key = newKey()) =>
    t.app.inject({
      method: 'POST',
      url: '/api/Exchange/Order',
      payload: body as object,
      headers: { 'idempotency-key': key, ...headers },
    });

  async function searchOk(order: OrderRow, dates: string[], headers = owner.headers) {
    const res = await search(
      { orderNo: order.orderNo, trips: dates.map((departureDate) => ({ departureDate })) },
      headers,
    );
    expect(res.statusCode, res.body).toBe(200);
    return ExchangeSearchResultSchema.parse(res.json().data);
  }

  const firstOffer = (result: ExchangeSearchResult) => {
    const offer = result.offers[0];
    if (!offer) throw new Error('no change offer');
    return offer;
  };

  async function snapshot(orderId: string) {
    const [order] = await t.ctx.db.select().from(orders).where(eq(orders.id, orderId));
    const lines = await t.ctx.db.select().from(orderLines).where(eq(orderLines.orderId, orderId));
    const paid = await t.ctx.db.select().from(payments).where(eq(payments.orderId, orderId));
    const seats = await t.ctx.db
      .select()
      .from(seatAssignments)
      .where(eq(seatAssignments.orderId, orderId));
    const holds = await t.ctx.db
      .select()
      .from(inventoryHolds)
      .where(eq(inventoryHolds.orderId, orderId));
    const travellers = await t.ctx.db
      .select()
      .from(orderTravellers)
      .where(eq(orderTravellers.orderId, orderId));
    return { order, lines, paid, seats, holds, travellers };
  }

  const soldOn = async (flightIds: string[]) => {
    const rows = await t.ctx.db
      .select()
      .from(flightInventory)
      .where(and(inArray(flightInventory.flightId, flightIds), eq(flightInventory.cabin, 'E')));
    return Object.fromEntries(rows.map((row) => [row.flightId, row.sold]));
  };

  const segmentsOf = (trips: { segments: FlightSegment[] }[]) => trips.flatMap((tr) => tr.segments);
  const orderSegments = (order: OrderRow) =>
    segmentsOf((order.details as FlightOrderDetails).trips);

  /** Seat numbers the seat maps show free on every one of these flights. */
  async function freeSeats(segments: FlightSegment[], count: number): Promise<string[]> {
    const sold = await soldOnFlights(
      t.ctx.db,
      segments.map((s) => s.flightId),
    );
    const context = {
      soldOn: (id: string) => sold.get(`${id}|E`),
      isChild: () => false,
      airline: flightSupplier(t.ctx),
    };
    const free: string[] = [];
    for (let row = 10; row <= 25 && free.length < count; row += 1) {
      for (const letter of ['A', 'C', 'D', 'F']) {
        const seat = {
          flightId: '',
          seatNumber: `${row}${letter}`,
          travellerIndex: 0,
          priceCents: 0,
        };
        if (segments.every((s) => seatRefusal(s, seat, context) === null))
          free.push(seat.seatNumber);
        if (free.length === count) break;
      }
    }
    if (free.length < count) throw new Error('no free seats found');
    return free;
  }

  describe('search', () => {
    it('refuses a Basic fare: it cannot be changed', async () => {
      const order = await insertIssuedOrder(t, { brand: 'BASIC', userId: owner.id });
      const res = await search(
        { orderNo: order.orderNo, trips: [{ departureDate: '04/20/2027' }] },
        owner.headers,
      );
      expect(res.statusCode).toBe(422);
      expect(res.json()).toMatchObject({
        code: 'exchangeFailed',
        msg: 'This fare cannot be changed',
      });
    });

    it('prices a Standard fare with its change fee per traveller and the fare difference', async () => {
      const order = await insertIssuedOrder(t, { brand: 'STANDARD', adults: 2, userId: owner.id });
      const result = await searchOk(order, ['04/20/2027']);
      expect(result.changePenalty).toBe('USD 75');
      expect(result.changeFee).toBe(2 * 7_500);
      expect(result.travellers).toBe(2);
      expect(result.offers.length).toBeGreaterThan(0);
      for (const offer of result.offers) {
        expect(offer.trips[0]?.segments[0]?.departureTime.slice(0, 10)).toBe('2027-04-20');
        expect(offer.trips[0]?.segments[0]?.departureAirportCode).toBe('LAX');
        expect(offer.trips[0]?.segments.at(-1)?.arrivalAirportCode).toBe('SFO');
        expect(offer.cabin).toBe('E');
        expect(offer.adults).toBe(2);
        expect(offer.brands[0]?.brandId).toBe(offer.defaultBrandId);
        for (const brand of offer.brands) {
          const newFare = 2 * (brand.adultPrice + brand.adultTax);
          expect(brand.totalPrice).toBe(newFare);
          expect(brand.fareDifference).toBe(Math.max(0, newFare - result.originalFare));
          expect(brand.residual).toBe(Math.max(0, result.originalFare - newFare));
          expect(brand.changeFee).toBe(15_000);
          expect(brand.totalToPay).toBe(brand.fareDifference + 15_000);
        }
      }
      const totals = result.offers.map(
        (o) => o.brands.find((b) => b.brandId === o.defaultBrandId)?.totalToPay ?? 0,
      );
      expect(totals).toEqual([...totals].sort((a, b) => a - b));
      // Issue 13 §2: in the order `sensibly` gives (same cost: fewer stops, nearest time, shorter).
      expect(result.offers).toEqual([...result.offers].sort(sensibly(result.originalTrips)));
    });

    it('quotes a chosen brand as it will be issued: class and fare basis per segment, the cost now, nothing written', async () => {
      const order = await insertIssuedOrder(t, { brand: 'STANDARD', userId: owner.id });
      const result = await searchOk(order, ['04/21/2027']);
      const offer = firstOffer(result);
      const flex = offer.brands.find((b) => b.brandId === 'E-FLEX');
      if (!flex) throw new Error('no Flex brand');
      const before = await snapshot(order.id);
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/Exchange/Quote',
        payload: { orderNo: order.orderNo, offerId: offer.offerId, brandId: 'E-FLEX' },
        headers: owner.headers,
      });
      expect(res.statusCode, res.body).toBe(200);
      const quote = ExchangeQuoteSchema.parse(res.json().data);
      expect(quote).toMatchObject({
        orderNo: order.orderNo,
        brandId: 'E-FLEX',
        brandName: 'Flex',
        totalToPay: flex.totalToPay,
        residual: flex.residual,
        priceChanged: false,
      });
      const segments = quote.trips.flatMap((trip) => trip.segments);
      expect(segments.map((s) => s.flightId)).toEqual(
        offer.trips.flatMap((trip) => trip.segments.map((s) => s.flightId)),
      );
      // The Flex fare basis, not the cheapest brand's the search's trips carry.
      for (const segment of segments) expect(segment.adultFarebasis).toMatch(/FX$/);
      expect(await snapshot(order.id)).toEqual(before);

      // The order is issued with exactly what the quote showed.
      const confirmed = await confirm(
        {
          orderNo: order.orderNo,
          offerId: offer.offerId,
          brandId: 'E-FLEX',
          payment: { method: 'card', card: CARD },
          acceptTerms: true,
        },
        owner.headers,
      );
      expect(confirmed.statusCode, confirmed.body).toBe(200);
      const [row] = await t.ctx.db.select().from(orders).where(eq(orders.id, order.id));
      const issued = (row?.details as FlightOrderDetails).trips.flatMap((trip) => trip.segments);
      expect(issued.map((s) => s.adultFarebasis)).toEqual(segments.map((s) => s.adultFarebasis));

      // Another's order is not quoted.
      const other = await t.app.inject({
        method: 'POST',
        url: '/api/Exchange/Quote',
        payload: { orderNo: order.orderNo, offerId: offer.offerId },
        headers: stranger.headers,
      });
      expect(other.statusCode).toBeGreaterThanOrEqual(400);
    });

    it('changes a Flex fare for free', async () => {
      const order = await insertIssuedOrder(t, { brand: 'FLEX', userId: owner.id });
      const result = await searchOk(order, ['04/22/2027']);
      expect(result.changePenalty).toBe('able');
      expect(result.changeFee).toBe(0);
      const brand = firstOffer(result).brands[0];
      expect(brand?.brandId).toBe('E-FLEX');
      expect(brand?.changeFee).toBe(0);
      expect(brand?.totalToPay).toBe(brand?.fareDifference);
    });

    it('leaves the order’s own flights out of the change offers', async () => {
      const order = await insertIssuedOrder(t, { brand: 'FLEX', userId: owner.id });
      const own = (order.details as { trips: { segments: { flightId: string }[] }[] }).trips
        .flatMap((trip) => trip.segments.map((s) => s.flightId))
        .join(',');
      const result = await searchOk(order, ['04/15/2027']);
      for (const offer of result.offers) {
        expect(
          offer.trips.flatMap((trip) => trip.segments.map((s) => s.flightId)).join(','),
        ).not.toBe(own);
      }
    });

    it('answers 1405 for an order that is not issued, 1404 unknown, 1503 not yours', async () => {
      const unpaid = await insertIssuedOrder(t, {
        brand: 'FLEX',
        userId: owner.id,
        status: 'awaitingPayment',
      });
      const body = (orderNo: string) => ({ orderNo, trips: [{ departureDate: '04/20/2027' }] });
      const notIssued = await search(body(unpaid.orderNo), owner.headers);
      expect(notIssued.statusCode).toBe(409);
      expect(notIssued.json().code).toBe(1405);

      const unknown = await search(body('TO00000000'), owner.headers);
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json().code).toBe(1404);

      const order = await insertIssuedOrder(t, { brand: 'FLEX', userId: owner.id });
      const notYours = await search(body(order.orderNo), stranger.headers);
      expect(notYours.statusCode).toBe(403);
      expect(notYours.json().code).toBe(1503);
      // A visitor with a wrong email learns nothing about the order.
      const wrongEmail = await search({ ...body(order.orderNo), email: 'eve@example.test' });
      expect(wrongEmail.statusCode).toBe(404);
      const anonymous = await search(body(order.orderNo));
      expect(anonymous.statusCode).toBe(404);
    });

    it('lets a visitor with the booking email search', async () => {
      const order = await insertIssuedOrder(t, { brand: 'FLEX', email: 'Visitor@Example.test' });
      const res = await search({
        orderNo: order.orderNo,
        email: 'visitor@example.test',
        trips: [{ departureDate: '04/21/2027' }],
      });
      expect(res.statusCode, res.body).toBe(200);
    });

    it('refuses bad dates with 400: past, one per trip, in order, real dates', async () => {
      const order = await insertIssuedOrder(t, {
        brand: 'FLEX',
        userId: owner.id,
        returnDate: '2027-04-22',
      });
      const cases = [
        [{ departureDate: '02/01/2027' }, { departureDate: '04/22/2027' }],
        [{ departureDate: '04/20/2027' }],
        [{ departureDate: '04/25/2027' }, { departureDate: '04/22/2027' }],
        [{ departureDate: '2027-04-20' }, { departureDate: '04/22/2027' }],
        [{ departureDate: '02/30/2027' }, { departureDate: '04/22/2027' }],
      ];
      for (const trips of cases) {
        const res = await search({ orderNo: order.orderNo, trips }, owner.headers);
        expect(res.statusCode, JSON.stringify(trips)).toBe(400);
        expect(res.json().code).toBe(1401);
      }
      const missing = await search({ orderNo: order.orderNo }, owner.headers);
      expect(missing.statusCode).toBe(400);
    });

    it('refuses a trip that has departed', async () => {
      const order = await insertIssuedOrder(t, { brand: 'FLEX', date: '2027-03-05' });
      t.clock.set(new Date('2027-03-07T12:00:00Z'));
      try {
        // A visitor with the booking email: a signed-in token would have expired by then.
        const res = await search({
          orderNo: order.orderNo,
          email: 'ada@example.test',
          trips: [{ departureDate: '03/10/2027' }],
        });
        expect(res.statusCode).toBe(422);
        expect(res.json()).toMatchObject({ code: 'exchangeFailed' });
        expect(res.json().msg).toMatch(/departed/);
      } finally {
        t.clock.set(TEST_NOW);
      }
    });
  });

  describe('order', () => {
    it('confirms: new flights held, old seats back, seats moved, lines, payment, new tickets', async () => {
      const order = await insertIssuedOrder(t, { brand: 'STANDARD', adults: 2, userId: owner.id });
      const result = await searchOk(order, ['04/20/2027']);
      const offer = firstOffer(result);
      const seats = await freeSeats([...orderSegments(order), ...segmentsOf(offer.trips)], 2);
      await assignSeats(t.ctx.db, order, orderFlightIds(order), seats, t.ctx.now());
      const before = await snapshot(order.id);
      const oldFlights = before.holds.map((h) => h.resourceKey.split('|')[0] as string);
      const brand = offer.brands[0];
      if (!brand) throw new Error('no brand');
      const newFlights = offer.trips.flatMap((trip) => trip.segments.map((s) => s.flightId));
      const soldBefore = await soldOn([...oldFlights, ...newFlights]);

      const res = await confirm(
        {
          orderNo: order.orderNo,
          offerId: offer.offerId,
          payment: { method: 'card', card: CARD },
          acceptTerms: true,
        },
        owner.headers,
      );
      expect(res.statusCode, res.body).toBe(200);
      const reply = ExchangeResultSchema.parse(res.json().data);
      expect(reply.status).toBe('issued');
      expect(reply.exchange.amountCharged).toBe(brand.totalToPay);
      expect(reply.totalPrice).toBe(order.totalCents + brand.totalToPay);

      const after = await snapshot(order.id);
      // Seats: back on the old flights, held on the new ones (new flight rows may be created now).
      const soldAfter = await soldOn([...oldFlights, ...newFlights]);
      for (const id of oldFlights) expect(soldAfter[id]).toBe((soldBefore[id] ?? 0) - 2);
      for (const id of newFlights) {
        if (soldBefore[id] !== undefined) expect(soldAfter[id]).toBe((soldBefore[id] ?? 0) + 2);
        else expect(soldAfter[id]).toBeGreaterThanOrEqual(2);
      }
      expect(
        after.holds
          .filter((h) => h.releasedAt === null)
          .map((h) => h.resourceKey)
          .sort(),
      ).toEqual(newFlights.map((id) => `${id}|E`).sort());
      // Seat assignments followed to the new flights.
      expect(after.seats.map((s) => `${s.flightId} ${s.seatNumber}`).sort()).toEqual(
        newFlights.flatMap((id) => seats.map((seat) => `${id} ${seat}`)).sort(),
      );
      expect(
        after.lines
          .filter((l) => l.kind === 'seat' && l.amountCents > 0)
          .every((l) => newFlights.includes((l.ref as { flightId: string }).flightId)),
      ).toBe(true);
      // Lines: a change fee per traveller and the fare difference.
      const fees = after.lines.filter((l) => l.kind === 'changeFee');
      expect(fees.map((l) => [l.travellerIndex, l.amountCents])).toEqual(
        expect.arrayContaining([
          [0, 7_500],
          [1, 7_500],
        ]),
      );
      const difference = after.lines.filter((l) => l.kind === 'fareDifference');
      expect(difference.reduce((sum, l) => sum + l.amountCents, 0)).toBe(brand.fareDifference);
      // The payment, with no card number kept.
      expect(after.paid).toHaveLength(1);
      expect(after.paid[0]).toMatchObject({
        method: 'card',
        status: 'succeeded',
        amountCents: brand.totalToPay,
        cardLast4: '4242',
      });
      expect(JSON.stringify(after)).not.toContain(SANDBOX_CARDS.visaSuccess);
      // New ticket numbers, status still issued, history kept.
      const oldTickets = before.travellers.flatMap((tr) => tr.ticketNumbers);
      const newTickets = after.travellers.flatMap((tr) => tr.ticketNumbers);
      expect(newTickets).toHaveLength(2);
      for (const ticket of newTickets) {
        expect(ticket).toMatch(/^\d{13}$/);
        expect(oldTickets).not.toContain(ticket);
      }
      expect(after.order?.status).toBe('issued');
      expect(after.order?.searchCodes).toContain(
        `${offer.trips[0]?.segments[0]?.airlineCode}${offer.trips[0]?.segments[0]?.flightNumber}`,
      );

      const history = await t.app.inject({
        method: 'GET',
        url: `/api/Exchange/Order?orderNo=${order.orderNo}`,
        headers: owner.headers,
      });
      expect(history.statusCode).toBe(200);
      const parsed = ExchangeHistorySchema.parse(history.json().data);
      expect(parsed.exchanges).toHaveLength(1);
      expect(parsed.exchanges[0]?.fromTrips[0]?.segments[0]?.flightId).toBe(oldFlights[0]);
      expect(parsed.trips[0]?.segments[0]?.flightId).toBe(newFlights[0]);
      expect(parsed.exchanges[0]?.seats.every((s) => s.toFlightId !== null)).toBe(true);
    });

    it('drops a seat that is taken on the new flight, with a line saying so', async () => {
      const order = await insertIssuedOrder(t, { brand: 'FLEX', userId: owner.id });
      const offer = firstOffer(await searchOk(order, ['04/23/2027']));
      const target = offer.trips[0]?.segments[0]?.flightId as string;
      const [free] = await freeSeats([...orderSegments(order), ...segmentsOf(offer.trips)], 1);
      const taken = free as string;
      await assignSeats(t.ctx.db, order, orderFlightIds(order), [taken], t.ctx.now());
      const other = await insertIssuedOrder(t, { brand: 'FLEX', date: '2027-04-16' });
      await t.ctx.db.insert(seatAssignments).values({
        flightId: target,
        seatNumber: taken,
        orderId: other.id,
        travellerIndex: 0,
      });
      const res = await confirm(
        {
          orderNo: order.orderNo,
          offerId: offer.offerId,
          payment: { method: 'card', card: CARD },
          acceptTerms: true,
        },
        owner.headers,
      );
      expect(res.statusCode, res.body).toBe(200);
      const seat = ExchangeResultSchema.parse(res.json().data).exchange.seats.find(
        (s) => s.fromFlightId !== target,
      );
      expect(seat?.toFlightId).toBeNull();
      const after = await snapshot(order.id);
      expect(after.seats.filter((s) => s.flightId === target)).toHaveLength(0);
      expect(
        after.lines.some(
          (l) =>
            l.kind === 'seat' &&
            l.description.startsWith(`Seat ${taken} `) &&
            l.description.includes('not kept: it is taken'),
        ),
      ).toBe(true);
    });

    it('changes nothing when the card is declined or payment is missing', async () => {
      const order = await insertIssuedOrder(t, { brand: 'STANDARD', userId: owner.id });
      const offer = firstOffer(await searchOk(order, ['04/24/2027']));
      const seats = await freeSeats([...orderSegments(order), ...segmentsOf(offer.trips)], 1);
      await assignSeats(t.ctx.db, order, orderFlightIds(order), seats, t.ctx.now());
      const before = await snapshot(order.id);
      const newFlights = offer.trips.flatMap((trip) => trip.segments.map((s) => s.flightId));
      const soldBefore = await soldOn(newFlights);

      const declined = await confirm(
        {
          orderNo: order.orderNo,
          offerId: offer.offerId,
          payment: { method: 'card', card: { ...CARD, cardNumber: SANDBOX_CARDS.visaDeclined } },
          acceptTerms: true,
        },
        owner.headers,
      );
      expect(declined.statusCode).toBe(402);
      expect(declined.json().code).toBe('invalidCraditCard');

      const unpaid = await confirm(
        { orderNo: order.orderNo, offerId: offer.offerId, acceptTerms: true },
        owner.headers,
      );
      expect(unpaid.statusCode).toBe(400);

      const balance = await confirm(
        {
          orderNo: order.orderNo,
          offerId: offer.offerId,
          payment: { method: 'balance' },
          acceptTerms: true,
        },
        owner.headers,
      );
      expect(balance.statusCode).toBe(422);
      expect(balance.json().code).toBe(1505);

      const noTerms = await confirm(
        { orderNo: order.orderNo, offerId: offer.offerId, payment: { method: 'card', card: CARD } },
        owner.headers,
      );
      expect(noTerms.statusCode).toBe(400);

      expect(await snapshot(order.id)).toEqual(before);
      expect(await soldOn(newFlights)).toEqual(soldBefore);
    });

    it('answers 1201 for an expired change offer and for an order changed since', async () => {
      const order = await insertIssuedOrder(t, { brand: 'FLEX', userId: owner.id });
      const result = await searchOk(order, ['04/25/2027']);
      const [first, second] = result.offers;
      if (!first || !second) throw new Error('need two offers');
      t.clock.advance(31 * 60_000);
      try {
        // As a visitor with the booking email: the owner's 15-minute token is past too.
        const expired = await confirm({
          orderNo: order.orderNo,
          email: 'ada@example.test',
          offerId: first.offerId,
          acceptTerms: true,
          payment: { method: 'card', card: CARD },
        });
        expect(expired.statusCode).toBe(410);
        expect(expired.json().code).toBe(1201);
      } finally {
        t.clock.set(TEST_NOW);
      }
      const done = await confirm(
        {
          orderNo: order.orderNo,
          offerId: first.offerId,
          acceptTerms: true,
          payment: { method: 'card', card: CARD },
        },
        owner.headers,
      );
      expect(done.statusCode, done.body).toBe(200);
      const stale = await confirm(
        {
          orderNo: order.orderNo,
          offerId: second.offerId,
          acceptTerms: true,
          payment: { method: 'card', card: CARD },
        },
        owner.headers,
      );
      expect(stale.statusCode).toBe(410);
      expect(stale.json().code).toBe(1201);
    });

    it('refuses an offer of another order, a tampered id, and checks access', async () => {
      const mine = await insertIssuedOrder(t, { brand: 'FLEX', userId: owner.id });
      const theirs = await insertIssuedOrder(t, { brand: 'FLEX', userId: stranger.id });
      const offer = firstOffer(await searchOk(theirs, ['04/26/2027'], stranger.headers));
      const body = (orderNo: string, offerId: string) => ({
        orderNo,
        offerId,
        acceptTerms: true,
        payment: { method: 'card', card: CARD },
      });
      const other = await confirm(body(mine.orderNo, offer.offerId), owner.headers);
      expect(other.statusCode).toBe(422);
      expect(other.json().code).toBe('exchangeFailed');
      const tampered = await confirm(body(theirs.orderNo, `${offer.offerId}x`), stranger.headers);
      expect(tampered.statusCode).toBe(422);
      const notYours = await confirm(body(theirs.orderNo, offer.offerId), owner.headers);
      expect(notYours.statusCode).toBe(403);
      expect(notYours.json().code).toBe(1503);
      const unknown = await confirm(body('TO00000000', offer.offerId), owner.headers);
      expect(unknown.json().code).toBe(1404);
      const noKey = await t.app.inject({
        method: 'POST',
        url: '/api/Exchange/Order',
        payload: body(theirs.orderNo, offer.offerId),
        headers: stranger.headers,
      });
      expect(noKey.statusCode).toBe(400);
    });

    it('lets an agent pay from the balance, and refuses a short balance with 1510', async () => {
      const agent = await createTestUser(t, {
        role: ROLE.agent,
        accountCode: 'AG7001',
        balanceCents: 1_000_000,
      });
      const order = await insertIssuedOrder(t, { brand: 'STANDARD', userId: agent.id });
      const offer = firstOffer(await searchOk(order, ['04/28/2027'], agent.headers));
      const due = offer.brands[0]?.totalToPay ?? 0;
      expect(due).toBeGreaterThan(0);
      const balanceOf = async () =>
        (await t.ctx.db.select().from(users).where(eq(users.id, agent.id)))[0]?.balanceCents;

      await t.ctx.db
        .update(users)
        .set({ balanceCents: due - 1 })
        .where(eq(users.id, agent.id));
      const before = await snapshot(order.id);
      const short = await confirm(
        {
          orderNo: order.orderNo,
          offerId: offer.offerId,
          payment: { method: 'balance' },
          acceptTerms: true,
        },
        agent.headers,
      );
      expect(short.statusCode).toBe(422);
      expect(short.json().code).toBe(1510);
      expect(await snapshot(order.id)).toEqual(before);
      expect(await balanceOf()).toBe(due - 1);

      await t.ctx.db.update(users).set({ balanceCents: 1_000_000 }).where(eq(users.id, agent.id));
      const paid = await confirm(
        {
          orderNo: order.orderNo,
          offerId: offer.offerId,
          payment: { method: 'balance' },
          acceptTerms: true,
        },
        agent.headers,
      );
      expect(paid.statusCode, paid.body).toBe(200);
      expect(await balanceOf()).toBe(1_000_000 - due);
      const after = await snapshot(order.id);
      expect(after.paid).toMatchObject([
        { method: 'balance', amountCents: due, status: 'succeeded' },
      ]);
      const ledger = await t.ctx.db
        .select()
        .from(balanceLedger)
        .where(eq(balanceLedger.orderId, order.id));
      expect(ledger.map((row) => row.amountCents)).toEqual([-due]);
    });

    it('lets one of two racing confirmations through; the other finds the order changed', async () => {
      const order = await insertIssuedOrder(t, { brand: 'FLEX', userId: owner.id });
      const [a, b] = (await searchOk(order, ['04/29/2027'])).offers;
      if (!a || !b) throw new Error('need two offers');
      const body = (offerId: string) => ({
        orderNo: order.orderNo,
        offerId,
        acceptTerms: true,
        payment: { method: 'card', card: CARD },
      });
      const replies = await Promise.all([
        confirm(body(a.offerId), owner.headers),
        confirm(body(b.offerId), owner.headers),
      ]);
      // The loser finds the order changed (410) or, while the winner's card is being charged,
      // another change being paid for (409 requestInProgress); either way it charges nothing.
      const codes = replies.map((r) => r.statusCode).sort();
      expect([
        [200, 409],
        [200, 410],
      ]).toContainEqual(codes);
      const loser = replies.find((r) => r.statusCode !== 200);
      if (loser?.statusCode === 409) expect(loser.json().code).toBe('requestInProgress');
      const after = await snapshot(order.id);
      expect(after.paid.filter((p) => p.status === 'succeeded')).toHaveLength(1);
      const winner = replies[0]?.statusCode === 200 ? a : b;
      expect(
        after.holds
          .filter((h) => h.releasedAt === null)
          .map((h) => h.resourceKey)
          .sort(),
      ).toEqual(winner.trips.flatMap((trip) => trip.segments.map((s) => `${s.flightId}|E`)).sort());
      const details = after.order?.details as { exchanges: unknown[] };
      expect(details.exchanges).toHaveLength(1);
    });

    it('is idempotent: the same key replays, another body with it is refused', async () => {
      const order = await insertIssuedOrder(t, { brand: 'FLEX', userId: owner.id });
      const offer = firstOffer(await searchOk(order, ['04/27/2027']));
      const key = newKey();
      const body = {
        orderNo: order.orderNo,
        offerId: offer.offerId,
        acceptTerms: true,
        payment: { method: 'card', card: CARD },
      };
      const [a, b] = await Promise.all([
        confirm(body, owner.headers, key),
        confirm(body, owner.headers, key),
      ]);
      expect(a.statusCode, a.body).toBe(200);
      expect(b.statusCode, b.body).toBe(200);
      expect(b.json()).toEqual(a.json());
      const after = await snapshot(order.id);
      expect(after.paid.length).toBeLessThanOrEqual(1);
      expect(
        ExchangeHistorySchema.shape.exchanges.parse(
          (after.order?.details as { exchanges: unknown }).exchanges,
        ),
      ).toHaveLength(1);
      const reused = await confirm({ ...body, brandId: 'E-STANDARD' }, owner.headers, key);
      expect(reused.statusCode).toBe(422);
      expect(reused.json().code).toBe('idempotencyKeyReused');
    });
  });
});
