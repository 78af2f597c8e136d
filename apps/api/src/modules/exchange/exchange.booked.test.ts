import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { orderChangeCode } from '../../lib/orders/test-order-code';
import { ExchangeResultSchema, ExchangeSearchResultSchema } from '@travel/contracts/exchange';
import { OrderDetailSchema } from '@travel/contracts/orders';
import {
  BOOKING_TEST_NOW,
  bookBody,
  bookHeaders,
  card,
  findOffer,
  postBook,
  postPayment,
} from '../../lib/orders/test-booking';
import { createTestApp, type TestApp } from '../../test/test-app';

const EMAIL = 'alex.contact@example.test';

/**
 * The whole path through the real calls: a visitor books and pays a Standard fare with
 * `POST /api/Book` and `POST /api/Payment`, then changes it with the booking email; the order
 * detail then shows the new flights, the change lines and the reissued tickets.
 */
describe('exchange of an order booked and paid through the API', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    t.clock.set(BOOKING_TEST_NOW);
  });
  afterAll(async () => t.close());

  const detail = async (orderNo: string) => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/OrderDetail?orderNo=${orderNo}&email=${EMAIL}`,
    });
    expect(res.statusCode, res.body).toBe(200);
    return OrderDetailSchema.parse(res.json().data);
  };

  it('changes the dates, charges fee and difference, and reissues the tickets', async () => {
    const { offer } = await findOffer(t, { adults: 2, date: '04/15/2027' });
    const booked = await postBook(t, bookBody(offer, 'E-STANDARD'), bookHeaders());
    expect(booked.status, JSON.stringify(booked.body)).toBe(200);
    const { orderNo } = booked.body.data as { orderNo: string };
    const paid = await postPayment(t, { orderNo, email: EMAIL, method: 'card', card: card() });
    expect(paid.status, JSON.stringify(paid.body)).toBe(200);
    const before = await detail(orderNo);
    expect(before).toMatchObject({ status: 'issued', canExchange: true });

    const searched = await t.app.inject({
      method: 'POST',
      url: '/api/Exchange/Search',
      payload: { orderNo, email: EMAIL, trips: [{ departureDate: '04/22/2027' }] },
    });
    expect(searched.statusCode, searched.body).toBe(200);
    const result = ExchangeSearchResultSchema.parse(searched.json().data);
    expect(result.changeFee).toBe(2 * 7_500);
    const change = result.offers[0];
    if (!change) throw new Error('no change offer');

    // Issue 9 (deliberate change): a visitor's exchange needs the code e-mailed to the booking email.
    const code = await orderChangeCode(t, orderNo, EMAIL);
    const confirmed = await t.app.inject({
      method: 'POST',
      url: '/api/Exchange/Order',
      headers: { 'idempotency-key': randomUUID() },
      payload: {
        orderNo,
        email: EMAIL,
        code,
        offerId: change.offerId,
        acceptTerms: true,
        payment: { method: 'card', card: card() },
      },
    });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    const exchange = ExchangeResultSchema.parse(confirmed.json().data).exchange;

    const after = await detail(orderNo);
    expect(after.status).toBe('issued');
    expect(after.trips[0]?.segments[0]?.departureTime.slice(0, 10)).toBe('2027-04-22');
    expect(after.totalPrice).toBe(before.totalPrice + exchange.amountCharged);
    expect(after.lines.filter((l) => l.kind === 'changeFee')).toHaveLength(2);
    const oldTickets = before.travellers.flatMap((tr) => tr.ticketNumbers);
    const newTickets = after.travellers.flatMap((tr) => tr.ticketNumbers);
    expect(newTickets).toEqual(exchange.ticketNumbers.flat());
    expect(newTickets.some((ticket) => oldTickets.includes(ticket))).toBe(false);
    expect(after.payments.filter((p) => p.status === 'succeeded')).toHaveLength(2);
  });

  it('refuses to change a Basic fare the orders page also marks as not changeable', async () => {
    const { offer } = await findOffer(t, { date: '04/16/2027' });
    const booked = await postBook(t, bookBody(offer, 'E-BASIC'), bookHeaders());
    const { orderNo } = booked.body.data as { orderNo: string };
    await postPayment(t, { orderNo, email: EMAIL, method: 'card', card: card() });
    expect((await detail(orderNo)).canExchange).toBe(false);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/Exchange/Search',
      payload: { orderNo, email: EMAIL, trips: [{ departureDate: '04/20/2027' }] },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({
      code: 'exchangeFailed',
      msg: 'This fare cannot be changed',
    });
  });

  // Last: it moves the clock to the day of the flight.
  it('stops offering and allowing a change two hours before the first flight', async () => {
    const { offer } = await findOffer(t, { date: '04/18/2027' });
    const booked = await postBook(t, bookBody(offer, 'E-STANDARD'), bookHeaders());
    const { orderNo } = booked.body.data as { orderNo: string };
    await postPayment(t, { orderNo, email: EMAIL, method: 'card', card: card() });
    const departs = Date.parse((await detail(orderNo)).trips[0]!.segments[0]!.departureTimeUtc);

    t.clock.set(new Date(departs - 121 * 60_000));
    expect((await detail(orderNo)).canExchange).toBe(true);
    t.clock.set(new Date(departs - 119 * 60_000));
    expect((await detail(orderNo)).canExchange).toBe(false);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/Exchange/Search',
      payload: { orderNo, email: EMAIL, trips: [{ departureDate: '04/20/2027' }] },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({
      code: 'exchangeFailed',
      msg: 'This trip has departed or departs too soon to be changed',
    });
  });
});
