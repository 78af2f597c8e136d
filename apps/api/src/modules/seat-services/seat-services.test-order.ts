import { orders, orderTravellers } from '@travel/db';
import type { BookableCabin } from '@travel/contracts/flights';
import { flightSupplier } from '../../lib/flight-supplier';
import type { FlightOrderDetails } from '../../products/flight/flight-details';
import { recordHolds } from '../../lib/orders/holds';
import { newOrderNumber } from '../../lib/orders/order-number';
import type { OrderRow } from '../../lib/orders/status';
import type { SupplierOffer } from '../../suppliers/flights/port';
import type { TestApp } from '../../test/test-app';

/** Tests run at a fixed instant so schedules, prices and deadlines are stable. */
export const TEST_NOW = new Date('2027-03-01T15:00:00Z');
export const TEST_EMAIL = 'traveller@example.test';

export interface TestFlightOrder {
  order: OrderRow;
  offer: SupplierOffer;
}

/**
 * A flight order awaiting payment, as booking leaves it: real flights of the simulated airline
 * with their seats held in `flight_inventory`, the offer snapshot in `details`, travellers and
 * hold rows. Written straight to the database so these tests do not depend on `POST /api/Book`.
 */
export async function bookTestOrder(
  t: TestApp,
  input: {
    from?: string;
    to?: string;
    /** YYYY-MM-DD */
    date?: string;
    adults?: number;
    children?: number;
    cabin?: BookableCabin;
    /** 'nonstop' (default) or 'connection': the first offer with that many segments. */
    shape?: 'nonstop' | 'connection';
    userId?: string | null;
    email?: string;
  } = {},
): Promise<TestFlightOrder> {
  const adults = input.adults ?? 1;
  const children = input.children ?? 0;
  const cabin = input.cabin ?? 'E';
  const supplier = flightSupplier(t.ctx);
  const now = t.ctx.now();
  const offers = await supplier.search({
    legs: [
      {
        origins: [input.from ?? 'LAX'],
        destinations: [input.to ?? 'SFO'],
        date: input.date ?? '2027-04-15',
      },
    ],
    tripType: 'oneway',
    adults,
    children,
    cabin,
    now,
  });
  const segments = input.shape === 'connection' ? 2 : 1;
  const offer = offers.find((o) => o.trips[0]?.segments.length === segments);
  const brand = offer?.brands[0];
  if (!offer || !brand) throw new Error(`no ${input.shape ?? 'nonstop'} test offer`);

  return t.ctx.db.transaction(async (tx) => {
    const held = await supplier.hold(tx, {
      tripType: 'oneway',
      flights: offer.flights,
      cabin,
      brandId: brand.brandId,
      adults,
      children,
      now,
    });
    if (held.kind !== 'held') throw new Error(`test hold failed: ${held.kind}`);
    const details: FlightOrderDetails = {
      tripType: 'oneway',
      trips: held.trips,
      brand: held.brand,
      cabin,
      adults,
      children,
      infants: 0,
      validatingAirline: offer.validatingAirline,
      responseId: 'test-response',
      timing: 'reserve',
      bookedFor: 'self',
    };
    const [order] = await tx
      .insert(orders)
      .values({
        orderNo: newOrderNumber(),
        product: 'flight',
        status: 'awaitingPayment',
        userId: input.userId ?? null,
        accountCode: 'TRAVELOUTLET',
        contactName: 'Test Traveller',
        contactEmail: input.email ?? TEST_EMAIL,
        contactMobile: '+1 555 0100',
        totalCents: held.brand.totalPrice,
        dueNowCents: held.brand.totalPrice,
        details,
        title: 'test order',
        deadlineAt: new Date(now.getTime() + 30 * 60_000),
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    if (!order) throw new Error('order insert returned no row');
    const party = [
      ...Array.from({ length: adults }, () => 'ADT'),
      ...Array.from({ length: children }, () => 'CHD'),
    ];
    await tx.insert(orderTravellers).values(
      party.map((type, i) => ({
        orderId: order.id,
        travellerIndex: i,
        passengerType: type,
        firstName: type === 'ADT' ? `Ada${'BCDEFGHIJ'[i]}` : `Kid${'BCDEFGHIJ'[i]}`,
        lastName: 'Lovelace',
        birthday: type === 'ADT' ? '1985-06-01' : '2020-06-01',
        gender: 'Female',
        cardType: 'P',
        cardNum: `X1234567${i}`,
        cardExpired: '2035-01-01',
        nationality: 'US',
        cardIssuePlace: 'US',
      })),
    );
    await recordHolds(tx, order.id, 'flight', held.holds, now);
    return { order, offer };
  });
}
