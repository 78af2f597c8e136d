import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderLines, orders, seatAssignments } from '@travel/db';
import { ReserveSeatsResultSchema } from '@travel/contracts/seat-services';
import { flightDetailsOf } from '../../products/flight/flight-details';
import { seatLayoutFor, seatPriceCents, splitTax } from '../../suppliers/flights/seat-map';
import { createTestApp, type TestApp } from '../../test/test-app';
import { createTestUser } from '../../test/users';
import { bookTestOrder, TEST_NOW } from './seat-services.test-order';
import {
  findSeat,
  isFreeFor,
  postCall,
  seatMapOk,
  seatSelection,
  type Caller,
} from './seat-services.test-calls';

describe('POST /api/ReserveSeats', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    t.clock.set(TEST_NOW);
  });
  afterAll(async () => t.close());

  const reserve = (orderNo: string, seats: object[], caller?: Caller) =>
    postCall(t, '/api/ReserveSeats', { orderNo, seats }, caller);

  const stateOf = async (orderId: string) => {
    const [order] = await t.ctx.db.select().from(orders).where(eq(orders.id, orderId));
    const seats = await t.ctx.db
      .select()
      .from(seatAssignments)
      .where(eq(seatAssignments.orderId, orderId));
    const lines = await t.ctx.db
      .select()
      .from(orderLines)
      .where(and(eq(orderLines.orderId, orderId), eq(orderLines.kind, 'seat')));
    return { total: order!.totalCents, status: order!.status, seats, lines };
  };

  it('assigns a seat, prices it on the order, and shows it taken to other orders', async () => {
    const a = await bookTestOrder(t, { adults: 2 });
    const b = await bookTestOrder(t);
    const before = await stateOf(a.order.id);
    const map = await seatMapOk(t, a.order.orderNo);
    const seat = findSeat(
      map,
      0,
      (s) => isFreeFor(s, 'PAX1') && (s.OfferItems[0]?.TotalPrice ?? 0) > 0,
    );
    const price = seat.OfferItems[0]!.TotalPrice;

    const res = await reserve(a.order.orderNo, [seatSelection(map, 0, seat, 'PAX1')]);
    expect(res.statusCode, res.body).toBe(200);
    const data = ReserveSeatsResultSchema.parse(res.json().data);
    expect(data.totalPrice).toBe(before.total + price);
    expect(data.seats).toEqual([
      expect.objectContaining({
        PassengerKey: 'PAX1',
        seatNumber: seat.seatNumber,
        TotalPrice: price,
      }),
    ]);

    const after = await stateOf(a.order.id);
    expect(after.total).toBe(before.total + price);
    expect(after.seats).toEqual([
      expect.objectContaining({
        seatNumber: seat.seatNumber,
        travellerIndex: 0,
        priceCents: price,
      }),
    ]);
    expect(after.lines).toEqual([
      expect.objectContaining({
        travellerIndex: 0,
        amountCents: price,
        id: data.seats[0]!.orderItemId,
      }),
    ]);

    // The owner sees the seat as its own; another order sees it occupied.
    const own = await seatMapOk(t, a.order.orderNo);
    expect(own.SeatMapResponses[0]!.assignedSeats).toEqual([
      {
        PassengerKey: 'PAX1',
        seatNumber: seat.seatNumber,
        orderItemId: data.seats[0]!.orderItemId,
        TotalPrice: price,
      },
    ]);
    expect(findSeat(own, 0, (s) => s.seatNumber === seat.seatNumber).seatAvailabilityStatus).toBe(
      'A',
    );
    const others = await seatMapOk(t, b.order.orderNo);
    const seen = findSeat(others, 0, (s) => s.seatNumber === seat.seatNumber);
    expect(seen).toMatchObject({ seatAvailabilityStatus: 'O', OfferItems: [] });

    // Taking it from the other order: 409 with a clear message, nothing written.
    const taken = await reserve(b.order.orderNo, [
      {
        ...seatSelection(map, 0, seat, 'PAX1'),
        shoppingResponseId: others.ShoppingResponseID,
        offerId: others.OfferID,
      },
    ]);
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({ code: 'seatSaveFailed' });
    expect(taken.json().msg).toMatch(/already taken/);
    expect((await stateOf(b.order.id)).seats).toEqual([]);
  });

  it('replaces a seat (oldorderitemId), frees the old one, and gives a seat up', async () => {
    const a = await bookTestOrder(t);
    const b = await bookTestOrder(t);
    const start = await stateOf(a.order.id);
    let map = await seatMapOk(t, a.order.orderNo);
    const first = findSeat(map, 0, (s) => isFreeFor(s, 'PAX1'));
    const res1 = await reserve(a.order.orderNo, [seatSelection(map, 0, first, 'PAX1')]);
    expect(res1.statusCode, res1.body).toBe(200);
    const firstLine = res1.json().data.seats[0].orderItemId as string;

    map = await seatMapOk(t, a.order.orderNo);
    const second = findSeat(
      map,
      0,
      (s) =>
        isFreeFor(s, 'PAX1') &&
        s.seatNumber !== first.seatNumber &&
        !map.SeatMapResponses[0]!.assignedSeats.some((x) => x.seatNumber === s.seatNumber),
    );
    // Without naming the seat it replaces, the change is refused as stale: nothing moves.
    const blind = await reserve(a.order.orderNo, [seatSelection(map, 0, second, 'PAX1')]);
    expect(blind.statusCode).toBe(409);
    expect(blind.json()).toMatchObject({ code: 'seatSaveFailed' });
    expect((await stateOf(a.order.id)).seats.map((s) => s.seatNumber)).toEqual([first.seatNumber]);

    const res2 = await reserve(a.order.orderNo, [seatSelection(map, 0, second, 'PAX1', firstLine)]);
    expect(res2.statusCode, res2.body).toBe(200);
    const moved = await stateOf(a.order.id);
    expect(moved.seats.map((s) => s.seatNumber)).toEqual([second.seatNumber]);
    expect(moved.lines).toHaveLength(1);
    expect(moved.total).toBe(start.total + second.OfferItems[0]!.TotalPrice);

    // The old seat is free again: another order takes it.
    const otherMap = await seatMapOk(t, b.order.orderNo);
    const freed = findSeat(otherMap, 0, (s) => s.seatNumber === first.seatNumber);
    expect(isFreeFor(freed, 'PAX1')).toBe(true);
    const res3 = await reserve(b.order.orderNo, [seatSelection(otherMap, 0, freed, 'PAX1')]);
    expect(res3.statusCode, res3.body).toBe(200);

    // Giving the seat up: empty seat number, the line and the charge go.
    const give = {
      ...seatSelection(map, 0, second, 'PAX1', res2.json().data.seats[0].orderItemId),
      offerItemRef: '',
      seatNumber: '',
      rowNumber: 0,
      baseFare: 0,
      tax: 0,
      totalPrice: 0,
    };
    const res4 = await reserve(a.order.orderNo, [give]);
    expect(res4.statusCode, res4.body).toBe(200);
    expect(res4.json().data).toMatchObject({ seats: [], totalPrice: start.total });
    const none = await stateOf(a.order.id);
    expect(none).toMatchObject({ seats: [], lines: [], total: start.total });
  });

  it('refuses bad input with 400 and writes nothing', async () => {
    const { order } = await bookTestOrder(t, { adults: 1, children: 1 });
    const map = await seatMapOk(t, order.orderNo);
    const start = await stateOf(order.id);
    const free = findSeat(
      map,
      0,
      (s) => isFreeFor(s, 'PAX1') && !s.seatCharacteristics.includes('E'),
    );
    const exit = findSeat(map, 0, (s, row) => row.isExitRowPosition && isFreeFor(s, 'PAX1'));
    const good = seatSelection(map, 0, free, 'PAX1');
    const cases: [string, object[]][] = [
      ['child in an exit row', [{ ...seatSelection(map, 0, exit, 'PAX1'), passengerRef: 'PAX2' }]],
      ['unknown passenger', [{ ...good, passengerRef: 'PAX7' }]],
      ['flight not on the order', [{ ...good, flightId: 'ZZ1-20270415' }]],
      [
        'seat not in the cabin',
        [{ ...good, seatNumber: '99K', rowNumber: 99, offerItemRef: `${good.flightId}.99K` }],
      ],
      ['price edited', [{ ...good, baseFare: 1, tax: 0, totalPrice: 1 }]],
      ['the same seat twice', [good, { ...good, passengerRef: 'PAX2' }]],
      ['two seats for one passenger', [good, { ...good, seatNumber: exit.seatNumber }]],
      ['row not the seat row', [{ ...good, rowNumber: 1 }]],
      ['another offer', [{ ...good, offerId: 'SMO-TOXXXXXXXX' }]],
      ['no seats', []],
    ];
    for (const [name, seats] of cases) {
      const res = await reserve(order.orderNo, seats);
      expect(res.statusCode, `${name}: ${res.body}`).toBe(400);
      expect(res.json().code, name).toBe(1401);
    }
    const junk = await t.app.inject({
      method: 'POST',
      url: '/api/ReserveSeats',
      payload: { orderNo: order.orderNo, seats: 'all' },
    });
    expect(junk.statusCode).toBe(400);
    expect(await stateOf(order.id)).toEqual(start);
  });

  it('never sells a seat the airline shows occupied (409)', async () => {
    const { order } = await bookTestOrder(t);
    const map = await seatMapOk(t, order.orderNo);
    const occupied = findSeat(map, 0, (s) => s.seatAvailabilityStatus === 'O');
    const segment = flightDetailsOf(order).trips[0]!.segments[0]!;
    const { layout } = seatLayoutFor(segment.aircraftCode, 'E')!;
    const row = Number(occupied.seatNumber.slice(0, -1));
    const price = splitTax(
      seatPriceCents(layout, row, occupied.seatNumber.slice(-1), segment.duration),
    );
    const template = seatSelection(
      map,
      0,
      findSeat(map, 0, (s) => isFreeFor(s, 'PAX1')),
      'PAX1',
    );
    const res = await reserve(order.orderNo, [
      {
        ...template,
        seatNumber: occupied.seatNumber,
        rowNumber: row,
        offerItemRef: `${template.flightId}.${occupied.seatNumber}`,
        baseFare: price.base,
        tax: price.tax,
        totalPrice: price.total,
      },
    ]);
    expect(res.statusCode, res.body).toBe(409);
    expect(res.json()).toMatchObject({ code: 'seatSaveFailed' });
    expect((await stateOf(order.id)).seats).toEqual([]);
  });

  it('sells one seat once when 20 requests from two orders race for it', async () => {
    const a = await bookTestOrder(t);
    const b = await bookTestOrder(t);
    const mapA = await seatMapOk(t, a.order.orderNo);
    const mapB = await seatMapOk(t, b.order.orderNo);
    const seat = findSeat(mapA, 0, (s) => isFreeFor(s, 'PAX1'));
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        i % 2 === 0
          ? reserve(a.order.orderNo, [seatSelection(mapA, 0, seat, 'PAX1')])
          : reserve(b.order.orderNo, [seatSelection(mapB, 0, seat, 'PAX1')]),
      ),
    );
    const codes = results.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 200)).toHaveLength(1);
    expect(codes.filter((c) => c === 409)).toHaveLength(19);
    const rows = await t.ctx.db
      .select()
      .from(seatAssignments)
      .where(eq(seatAssignments.seatNumber, seat.seatNumber));
    expect(
      rows.filter((r) => r.flightId === mapA.SeatMapResponses[0]!.FlightSegments.FlightID),
    ).toHaveLength(1);
    const lines = [...(await stateOf(a.order.id)).lines, ...(await stateOf(b.order.id)).lines];
    expect(lines).toHaveLength(1);
  });

  it('refuses strangers (1503) and paid orders (1405); cancelling frees the seats', async () => {
    const owner = await createTestUser(t);
    const stranger = await createTestUser(t);
    const { order } = await bookTestOrder(t, { userId: owner.id, email: owner.email });
    const map = await seatMapOk(t, order.orderNo, { headers: owner.headers });
    const seat = findSeat(map, 0, (s) => isFreeFor(s, 'PAX1'));
    const selection = seatSelection(map, 0, seat, 'PAX1');

    const denied = await reserve(order.orderNo, [selection], { headers: stranger.headers });
    expect(denied.statusCode).toBe(403);
    expect(denied.json()).toMatchObject({ code: 1503 });
    const unknown = await reserve('TO00000000', [selection], { headers: owner.headers });
    expect(unknown.json()).toMatchObject({ code: 1404 });

    const ok = await reserve(order.orderNo, [selection], { headers: owner.headers });
    expect(ok.statusCode, ok.body).toBe(200);

    const cancel = await postCall(
      t,
      '/api/Cancel',
      { orderNo: order.orderNo },
      { headers: owner.headers },
    );
    expect(cancel.statusCode, cancel.body).toBe(200);
    expect((await stateOf(order.id)).seats).toEqual([]);
    const after = await reserve(order.orderNo, [selection], { headers: owner.headers });
    expect(after.statusCode).toBe(409);
    expect(after.json()).toMatchObject({ code: 1405 });
  });
});
