import { expect } from 'vitest';
import { SANDBOX_CARDS } from '@travel/contracts/payments';
import type { CruiseOrderDetail } from '@travel/contracts/tour-orders';
import type { TourDeparture, TourInfo } from '@travel/contracts/tours-detail';
import { createTestApp, type TestApp } from '../../test/test-app';
import { localDate } from '../../lib/local-time';
import { card as cardPayment } from '../../lib/orders/test-booking';
import { seedTourCatalogue } from './tour-catalogue.seed';
import { runTourConfirmations } from './tour-confirmation.job';
import { TOUR_TEST_NOW, ok } from './tours.test-helpers';
import {
  TOURIST_EMAIL,
  booked,
  contact,
  idemKey,
  openCheckout,
  payOnSandboxPage,
  tourists,
} from './tour-orders.test-helpers';

/** Fixtures of the balance tests: a cruise booked with a deposit, through the real calls. */

type CruiseCabinCategory = NonNullable<TourInfo['cruise']>['cabins'][number]['category'];

export const card = (number: string = SANDBOX_CARDS.visaSuccess) => cardPayment(number);

/** The cruise of the balance tests: its departures take a deposit, the rest due later. */
const DEPOSIT_CRUISE = 'c-bcn-ocean-7';

export type DepositFixtures = ReturnType<typeof depositFixtures>;

/**
 * The app of the balance tests: sweeps off, the operator answering 60 s after payment, the
 * catalogue seeded at TOUR_TEST_NOW; with the deposit cruise and its fixtures.
 */
export async function depositTestApp(): Promise<{
  t: TestApp;
  cruise: TourInfo;
  f: DepositFixtures;
}> {
  const t = await createTestApp({
    ORDER_SWEEP_INTERVAL_SECONDS: '0',
    TOUR_OPERATOR_DELAY_SECONDS: '60',
  });
  t.clock.set(TOUR_TEST_NOW);
  await seedTourCatalogue(t.ctx);
  const cruise = await ok<TourInfo>(t, 'GET', `/api/CustomizeCruiseDetail?id=${DEPOSIT_CRUISE}`);
  return { t, cruise, f: depositFixtures(t, cruise) };
}

/** The app must run the confirmation job with TOUR_OPERATOR_DELAY_SECONDS 60. */
export function depositFixtures(t: TestApp, cruise: TourInfo) {
  const cabins = [{ key: 'c1', adults: 2, children: 0 }];
  const today = () => localDate(cruise.TimeZone, t.clock.now().getTime());
  /** A departure whose final payment date is more than 30 days ahead (full refund tier). */
  const depositDeparture = (): TourDeparture =>
    cruise.departures.find(
      (d) => d.placesLeft >= 2 && d.finalPaymentDate !== null && d.finalPaymentDate > today(),
    )!;

  /**
   * Books two in a cabin of `category` on a departure taking a deposit, and leaves it unpaid
   * (awaiting its deposit); answers the order number.
   */
  async function bookUnpaid(
    headers: Record<string, string> = {},
    category: CruiseCabinCategory = 'balcony',
  ): Promise<string> {
    const d = depositDeparture();
    expect(d, 'a departure with its final payment date ahead').toBeTruthy();
    const cabin = cruise.cruise!.cabins.find((c) => c.category === category)!.code;
    const base = { tourid: cruise.TourID, packageID: d.id, cttq: d.date, cabin, rooms: cabins };
    const price = await ok<{ totalprice: number }>(t, 'POST', '/api/PriceCruiseDetail', base);
    const result = await booked(
      t,
      {
        ...base,
        tourists: tourists(cabins, d.date),
        contact: contact(d.date),
        insurance: 'none',
        acceptTerms: true,
        expectedTotal: price.totalprice,
      },
      headers,
      '/api/SaveOrderCruise',
    );
    return result.orderNumber;
  }

  /** Books two in a balcony cabin and pays the deposit on the sandbox checkout page. */
  async function bookWithDeposit(headers: Record<string, string> = {}) {
    const orderNo = await bookUnpaid(headers);
    const session = await openCheckout(t, orderNo);
    expect((await payOnSandboxPage(t, session.id, SANDBOX_CARDS.visaSuccess)).statusCode).toBe(303);
    return orderNo;
  }

  /** The operator's answer (the 48-hour job): a paid booking of a guaranteed departure is confirmed. */
  const confirm = async (orderNo: string) => {
    t.clock.advance(61_000);
    await runTourConfirmations(t.ctx);
    expect((await detail(orderNo)).status).toBe('issued');
  };
  const detail = async (orderNo: string) => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/OrderDetail?orderNo=${orderNo}&email=${TOURIST_EMAIL}`,
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data as CruiseOrderDetail;
  };
  const payBalance = (
    payload: Record<string, unknown>,
    key = idemKey(),
    headers: Record<string, string> = {},
  ) =>
    t.app.inject({
      method: 'POST',
      url: '/api/PayBalance',
      headers: { 'idempotency-key': key, ...headers },
      payload,
    });
  return { cabins, depositDeparture, bookUnpaid, bookWithDeposit, confirm, detail, payBalance };
}
