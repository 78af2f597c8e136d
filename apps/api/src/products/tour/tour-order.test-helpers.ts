import type { AppContext } from '../../app-context';
import type { OrderRow } from '../../lib/orders/status';
import { loadEnv } from '../../plugins/env';
import type { TourOrderDetails } from './tour-details';

/**
 * A tour order and a cruise order as the checkout stores them, for the mail tests: a name with
 * markup characters, an agent's commission, a deposit with a balance due by the final payment
 * date. Built in memory: the mails are pure functions of the row and the clock.
 */

export const PUBLIC_URL = 'https://shop.traveloutlet.test';
export const NOW = new Date('2027-04-01T10:00:00Z');
export const TOUR_NAME = 'Alps <Grand> & Lakes';

/** One secret for the whole file, so a mailed link can be verified. */
const ENV = loadEnv({ NODE_ENV: 'test', PUBLIC_URL });

export const mailCtx = (): Pick<AppContext, 'env' | 'now'> => ({ env: ENV, now: () => NOW });

const flight = (number: string, airport: string, date: string, time: string) => ({
  airport,
  date,
  number,
  time,
  remark: '',
});

export function tourDetails(overrides: Partial<TourOrderDetails> = {}): TourOrderDetails {
  return {
    kind: 'tour',
    tourId: 't-zrh-alps',
    tourCode: 'OPR-ALPS08',
    tourName: TOUR_NAME,
    tourCity: 'Zurich',
    timeZone: 'Europe/Zurich',
    days: 8,
    operator: 'Alpine Operator',
    departureId: 't-zrh-alps-20270630',
    departDate: '2027-06-30',
    returnDate: '2027-07-07',
    guaranteed: true,
    cruise: null,
    rooms: [
      { key: 'r1', adults: 2, children: 1, childBed: true },
      { key: 'r2', adults: 1, children: 0 },
    ],
    places: 4,
    tourists: [
      ['r1', 'adult', 'Ada', 'Lovelace & Co'],
      ['r1', 'adult', 'Charles', 'Babbage'],
      ['r1', 'child', 'Byron', 'Lovelace'],
      ['r2', 'adult', 'Mary', '<Somerville>'],
    ].map(([room, type, firstName, lastName]) => ({
      room: room!,
      type: type as 'adult' | 'child',
      firstName: firstName!,
      lastName: lastName!,
      gender: 'Female' as const,
      birthday: '1990-01-01',
      nationality: 'GB',
      passportNumber: 'P1234567',
    })),
    contact: {
      firstName: 'Ada',
      lastName: 'Lovelace & Co',
      phone: '+44 20 7946 0000',
      email: 'ada@example.test',
      idNumber: '',
      address: '',
      arrivalFlight: flight('LX 317', 'ZRH', '2027-06-30', '09:40'),
      departureFlight: flight('', '', '', ''),
    },
    insurance: 'none',
    remark: '',
    lan: 'EN',
    lines: [],
    portCharges: 0,
    gratuities: 0,
    charges: 0,
    total: 300_000,
    commission: 30_000,
    payable: 270_000,
    deposit: 50_000,
    finalPaymentDate: '2027-05-31',
    dueNow: 50_000,
    bookedFor: 'self',
    confirmationNumber: null,
    declineReason: null,
    ...overrides,
  };
}

export const cruiseDetails = (overrides: Partial<TourOrderDetails> = {}): TourOrderDetails => {
  const tour = tourDetails();
  return tourDetails({
    kind: 'cruise',
    tourCode: 'CRU-BCN7',
    tourName: 'Mediterranean <Pearls>',
    tourCity: 'Barcelona',
    timeZone: 'Europe/Madrid',
    cruise: {
      ship: 'Sea Lark',
      cabin: 'BA',
      cabinName: 'Balcony',
      category: 'balcony',
      guarantee: true,
    },
    rooms: [{ key: 'c1', adults: 2, children: 0 }],
    places: 2,
    tourists: tour.tourists.slice(0, 2).map((t) => ({ ...t, room: 'c1' })),
    commission: 0,
    payable: 300_000,
    ...overrides,
  });
};

/**
 * The order row around the details. The mails read the number, status, booking email, dates
 * and details; the rest of the row is the checkout's and stays as a new order has it.
 */
export function tourOrder(
  details: TourOrderDetails,
  status = 'paid',
  orderNo = details.kind === 'cruise' ? 'CR2705310001' : 'TO2706300001',
): OrderRow {
  return {
    orderNo,
    product: details.kind,
    status,
    contactEmail: 'ada@example.test',
    createdAt: new Date('2027-03-31T09:00:00Z'),
    paidAt: new Date('2027-03-31T09:05:00Z'),
    totalCents: details.payable,
    dueNowCents: details.dueNow,
    currency: 'USD',
    title: details.tourName,
    details,
  } as unknown as OrderRow;
}

/** The VEVENT lines of a calendar file, unfolded (RFC 5545 folds lines at 75 octets). */
export function veventLines(ics: string): string[] {
  const unfolded = ics.replace(/\r\n[ \t]/g, '');
  const block = /BEGIN:VEVENT\r\n([\s\S]*?)END:VEVENT/.exec(unfolded);
  if (!block) throw new Error('no VEVENT');
  return block[1]!.split('\r\n').filter(Boolean);
}
