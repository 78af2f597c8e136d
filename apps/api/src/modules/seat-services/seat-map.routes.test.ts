import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders } from '@travel/db';
import { flightDetailsOf } from '../../products/flight/flight-details';
import { AIRCRAFT, cabinLayout, cabinRows } from '../../suppliers/flights/aircraft';
import { createTestApp, type TestApp } from '../../test/test-app';
import { createTestUser } from '../../test/users';
import { bookTestOrder, TEST_EMAIL, TEST_NOW } from './seat-services.test-order';
import { findSeat, getSeatMapCall, isFreeFor, seatMapOk } from './seat-services.test-calls';

describe('GET /api/Seatmap/order', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    t.clock.set(TEST_NOW);
  });
  afterAll(async () => t.close());

  it('draws each flight from its aircraft layout, with exit rows, positions and prices', async () => {
    const { order } = await bookTestOrder(t, { adults: 2, children: 1, shape: 'connection' });
    const map = await seatMapOk(t, order.orderNo);
    const segments = flightDetailsOf(order).trips.flatMap((trip) => trip.segments);
    expect(map.SeatMapResponses).toHaveLength(segments.length);
    expect(map.Owner).toBe(flightDetailsOf(order).validatingAirline);

    map.SeatMapResponses.forEach((response, i) => {
      const segment = segments[i]!;
      expect(response.FlightSegments).toMatchObject({
        FlightID: segment.flightId,
        marketingAirline: segment.airlineCode,
        flightNumber: segment.flightNumber,
        origin: segment.departureAirportCode,
        destination: segment.arrivalAirportCode,
      });
      expect(response.TravelerIdentifiers).toEqual([
        { PassengerKey: 'PAX1', PassengerTypeCode: 'ADT', name: 'AdaB Lovelace' },
        { PassengerKey: 'PAX2', PassengerTypeCode: 'ADT', name: 'AdaC Lovelace' },
        { PassengerKey: 'PAX3', PassengerTypeCode: 'CHD', name: 'KidD Lovelace' },
      ]);
      const layout = cabinLayout(AIRCRAFT[segment.aircraftCode]!, 'E')!;
      const { airRows, columns } = response.SeatMapDetails;
      expect(airRows.map((row) => row.rowNumber)).toEqual(cabinRows(layout));
      expect(columns.map((c) => c.letter)).toEqual(layout.letters);
      expect(columns.filter((c) => c.aisleAfter).map((c) => c.letter)).toEqual(layout.aisleAfter);
      for (const row of airRows) {
        expect(row.airSeats.map((s) => s.seatNumber)).toEqual(
          layout.letters.map((letter) => `${row.rowNumber}${letter}`),
        );
        const exit = layout.exitRows.includes(row.rowNumber);
        expect(row.isExitRowPosition).toBe(exit);
        for (const seat of row.airSeats) {
          const c = seat.seatCharacteristics;
          expect(c.includes('E')).toBe(exit);
          expect(c.includes('OW')).toBe(layout.overWingRows.includes(row.rowNumber));
          const letter = seat.seatNumber.slice(-1);
          const window = letter === layout.letters[0] || letter === layout.letters.at(-1);
          expect(c.includes('W') || c.includes('WA')).toBe(window);
          if (layout.aisleAfter.includes(letter))
            expect(c.some((x) => x === 'A' || x === 'WA')).toBe(true);
          if (seat.seatAvailabilityStatus === 'A') {
            const [item] = seat.OfferItems;
            expect(item!.BaseFare + item!.Tax).toBe(item!.TotalPrice);
            // Children never get an exit-row seat.
            expect(item!.PassengerRef.split(' ')).toEqual(
              exit ? ['PAX1', 'PAX2'] : ['PAX1', 'PAX2', 'PAX3'],
            );
          } else {
            expect(seat.OfferItems).toEqual([]);
          }
        }
      }
      const seats = airRows.flatMap((row) => row.airSeats);
      // The background load shows as occupied seats; the rest are on sale, some free of charge.
      expect(seats.some((s) => s.seatAvailabilityStatus === 'O')).toBe(true);
      const onSale = seats.filter((s) => s.seatAvailabilityStatus === 'A');
      expect(onSale.length).toBeGreaterThanOrEqual(3);
      expect(onSale.some((s) => s.OfferItems[0]!.TotalPrice === 0)).toBe(true);
      expect(onSale.some((s) => s.OfferItems[0]!.TotalPrice > 0)).toBe(true);
    });
    // Exit rows cost more than the free seats further back.
    const exit = findSeat(map, 0, (s, row) => row.isExitRowPosition && isFreeFor(s, 'PAX1'));
    expect(exit.OfferItems[0]!.TotalPrice).toBeGreaterThan(0);
  });

  it('is deterministic: the same order reads the same map twice', async () => {
    const { order } = await bookTestOrder(t);
    expect(await seatMapOk(t, order.orderNo)).toEqual(await seatMapOk(t, order.orderNo));
  });

  it('answers the owner, refuses others (1503), hides the order from wrong emails (1404)', async () => {
    const owner = await createTestUser(t);
    const stranger = await createTestUser(t);
    const { order } = await bookTestOrder(t, { userId: owner.id, email: owner.email });
    await seatMapOk(t, order.orderNo, { headers: owner.headers });
    // Order numbers are typed by people: lower case and spaces are fine.
    await seatMapOk(t, ` ${order.orderNo.toLowerCase()} `, { headers: owner.headers });

    const other = await getSeatMapCall(t, order.orderNo, { headers: stranger.headers });
    expect(other.statusCode).toBe(403);
    expect(other.json()).toMatchObject({ code: 1503 });

    const wrongEmail = await getSeatMapCall(t, order.orderNo, { email: 'someone@example.test' });
    expect(wrongEmail.statusCode).toBe(404);
    expect(wrongEmail.json()).toMatchObject({ code: 1404 });

    const noEmail = await getSeatMapCall(t, order.orderNo, {});
    expect(noEmail.statusCode).toBe(401);

    const unknown = await getSeatMapCall(t, 'TO00000000', { email: TEST_EMAIL });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ code: 1404 });
  });

  it('is only for orders awaiting payment (1405), and 1506 past the deadline', async () => {
    const paid = await bookTestOrder(t);
    await t.ctx.db.update(orders).set({ status: 'paid' }).where(eq(orders.id, paid.order.id));
    const res = await getSeatMapCall(t, paid.order.orderNo);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 1405 });

    const late = await bookTestOrder(t);
    t.clock.set(new Date(TEST_NOW.getTime() + 31 * 60_000));
    try {
      const expired = await getSeatMapCall(t, late.order.orderNo);
      expect(expired.statusCode).toBe(422);
      expect(expired.json()).toMatchObject({ code: 1506 });
      const [row] = await t.ctx.db.select().from(orders).where(eq(orders.id, late.order.id));
      expect(row).toMatchObject({ status: 'cancelled', cancelReason: 'deadline' });
    } finally {
      t.clock.set(TEST_NOW);
    }
  });

  it('answers 400 to a malformed query', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/Seatmap/order?email=nope' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 1401 });
  });
});
