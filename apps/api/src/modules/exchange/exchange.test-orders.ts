import { randomUUID } from 'node:crypto';
import { SANDBOX_CARDS } from '@travel/contracts/flight-booking';
import { orderLines, orderTravellers, orders, seatAssignments, type Executor } from '@travel/db';
import type { FlightOrderDetails } from '../../products/flight/flight-details';
import { flightSupplier } from '../../lib/flight-supplier';
import { recordHolds } from '../../lib/orders/holds';
import { newOrderNumber } from '../../lib/orders/order-number';
import type { OrderRow } from '../../lib/orders/status';
import type { TestApp } from '../../test/test-app';
import { orderSearchFields } from '../../products/flight/order-fields';

/** A card the sandbox approves, as the exchange's payment form sends it. */
export const EXCHANGE_TEST_CARD = {
  cardType: 'VI',
  cardNumber: SANDBOX_CARDS.visaSuccess,
  expiryMonth: 12,
  expiryYear: 2030,
  cvv: '123',
  cardholderName: 'Ada Lovelace',
  relationship: 'Self',
  cardholderPhone: '+1 555 0100',
  billingAddress: '1 Main St',
  city: 'Los Angeles',
  country: 'US',
  postCode: '90001',
} as const;

/** Tests run at a fixed instant so dates, prices and expiries are stable. */
export const TEST_NOW = new Date('2027-03-01T15:00:00Z');

export interface IssuedOrderInput {
  /** BASIC, STANDARD or FLEX (economy). */
  brand: 'BASIC' | 'STANDARD' | 'FLEX';
  adults?: number;
  children?: number;
  /** Lap infants, booked after the children. */
  infants?: number;
  from?: string;
  to?: string;
  /** YYYY-MM-DD */
  date?: string;
  /** Round trip back on this date. */
  returnDate?: string;
  status?: 'issued' | 'awaitingPayment';
  userId?: string | null;
  email?: string;
}

/**
 * An issued flight order made the way booking and payment make one, straight through the
 * supplier and the database: the seats are held on real flights of the simulated airline,
 * the travellers have tickets, and assigned seats are recorded. Exchange tests start here.
 */
export async function insertIssuedOrder(t: TestApp, input: IssuedOrderInput): Promise<OrderRow> {
  const now = t.ctx.now();
  const adults = input.adults ?? 1;
  const children = input.children ?? 0;
  const infants = input.infants ?? 0;
  const supplier = flightSupplier(t.ctx);
  const legs = [
    {
      origins: [input.from ?? 'LAX'],
      destinations: [input.to ?? 'SFO'],
      date: input.date ?? '2027-04-15',
    },
  ];
  if (input.returnDate) {
    legs.push({
      origins: [input.to ?? 'SFO'],
      destinations: [input.from ?? 'LAX'],
      date: input.returnDate,
    });
  }
  const tripType = input.returnDate ? 'roundtrip' : 'oneway';
  const offers = await supplier.search({
    legs,
    tripType,
    adults,
    children,
    infants,
    cabin: 'E',
    now,
    limit: 20,
  });
  const offer = offers.find((o) => o.brands.some((b) => b.brandId === `E-${input.brand}`));
  if (!offer) throw new Error(`no ${input.brand} offer on the test route`);
  const key = {
    tripType,
    flights: offer.flights,
    cabin: 'E' as const,
    brandId: `E-${input.brand}`,
    adults,
    children,
    infants,
    now,
  } as const;
  const status = input.status ?? 'issued';
  return t.ctx.db.transaction(async (tx) => {
    const held = await supplier.hold(tx, key);
    if (held.kind !== 'held') throw new Error(`test hold failed: ${held.kind}`);
    const details: FlightOrderDetails = {
      tripType,
      trips: held.trips,
      brand: held.brand,
      cabin: 'E',
      adults,
      children,
      infants,
      validatingAirline: offer.validatingAirline,
      responseId: randomUUID(),
      timing: 'now',
      bookedFor: 'self',
    };
    const [row] = await tx
      .insert(orders)
      .values({
        orderNo: newOrderNumber(),
        product: 'flight',
        status,
        userId: input.userId ?? null,
        accountCode: 'TRAVELOUTLET',
        contactName: 'Ada Lovelace',
        contactEmail: (input.email ?? 'ada@example.test').toLowerCase(),
        contactMobile: '+1 555 0100',
        totalCents: held.brand.totalPrice,
        dueNowCents: held.brand.totalPrice,
        details,
        ...orderSearchFields(tripType, held.trips),
        travellerNames: 'Ada Lovelace',
        deadlineAt: status === 'issued' ? null : new Date(now.getTime() + 30 * 60_000),
        paidAt: status === 'issued' ? now : null,
        issuedAt: status === 'issued' ? now : null,
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    if (!row) throw new Error('order insert returned no row');
    const party = adults + children + infants;
    const kind = (i: number) => (i < adults ? 'ADT' : i < adults + children ? 'CHD' : 'INF');
    const birthdays = { ADT: '1980-01-01', CHD: '2018-01-01', INF: '2026-06-01' };
    await tx.insert(orderTravellers).values(
      Array.from({ length: party }, (_, i) => ({
        orderId: row.id,
        travellerIndex: i,
        passengerType: kind(i),
        firstName: 'Ada',
        lastName: `Traveller${i}`,
        birthday: birthdays[kind(i)],
        gender: 'Female',
        cardType: 'P',
        cardNum: `X1234567${i}`,
        cardExpired: '2035-01-01',
        nationality: 'US',
        cardIssuePlace: 'US',
        ticketNumbers:
          status === 'issued' ? held.trips.map((_, trip) => `0000000000${i}${trip}`) : [],
      })),
    );
    await tx.insert(orderLines).values({
      orderId: row.id,
      kind: 'fare',
      description: `Fare (${held.brand.name})`,
      travellerIndex: null,
      amountCents: held.brand.totalPrice,
      createdAt: now,
    });
    await recordHolds(tx, row.id, 'flight', held.holds, now);
    return row;
  });
}

/** Assigns seats as the seat picker does: one per traveller on each given flight, with lines. */
export async function assignSeats(
  db: Executor,
  order: OrderRow,
  flightIds: readonly string[],
  seats: readonly string[],
  now: Date,
): Promise<void> {
  for (const flightId of flightIds) {
    for (const [i, seat] of seats.entries()) {
      await db.insert(seatAssignments).values({
        flightId,
        seatNumber: seat,
        orderId: order.id,
        travellerIndex: i,
        priceCents: 2_500,
        createdAt: now,
      });
      await db.insert(orderLines).values({
        orderId: order.id,
        kind: 'seat',
        description: `Seat ${seat}`,
        travellerIndex: i,
        amountCents: 2_500,
        ref: { flightId, seatNumber: seat },
        createdAt: now,
      });
    }
  }
}

/** The order's flight ids in order. */
export const orderFlightIds = (order: OrderRow): string[] =>
  (order.details as FlightOrderDetails).trips.flatMap((trip) =>
    trip.segments.map((segment) => segment.flightId),
  );
