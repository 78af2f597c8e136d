import type { AppContext } from '../../app-context';
import { addDays, localToUtc } from '../../lib/local-time';
import { allDayCalendarFile, calendarUid } from '../../lib/mail/calendar';
import { manageBookingLink, publicOrigin, type ManageLink } from '../../lib/mail/manage-link';
import { dateLabel, moneyLabel, plural } from '../../lib/mail/mail-format';
import type { OrderRow } from '../../lib/orders/status';
import type { TourOrderDetails } from './tour-details';

/**
 * What every tour and cruise mail shows of the order (issue 14 §4), built once from the stored
 * details and laid out twice: as HTML (tour-mail-html.tsx) and as the text alternative
 * (`tourMailText`), so both parts always carry the same facts.
 */

export type Fact = readonly [string, string];

export interface TourMailView {
  /** `tour` or `cruise`, as the mail's words say it. */
  word: string;
  /** `London Highlights (OPR-LONE08)`. */
  title: string;
  /** Code, departure city, dates, operator's number, ship and cabin, rooms. */
  trip: Fact[];
  /** One row per traveller: `Room 1` → `Ada Lovelace (adult)`. */
  travellers: Fact[];
  /** The traveller's own flights, when they gave them. */
  flights: Fact[];
  /** Total, agent commission, paid, balance due. */
  prices: Fact[];
  /** The order page of the storefront (`/order-tour/{orderNo}`). */
  orderPage: string;
}

export const tourWord = (d: Pick<TourOrderDetails, 'kind'>): string =>
  d.kind === 'cruise' ? 'cruise' : 'tour';

/** The order page: /order-tour/{orderNo} or /order-cruise/{orderNo}. */
export const tourOrderUrl = (ctx: Pick<AppContext, 'env'>, order: OrderRow, d: TourOrderDetails) =>
  `${publicOrigin(ctx.env)}/order-${tourWord(d)}/${order.orderNo}`;

/** `Wed, Jun 30, 2027 to Wed, Jul 7, 2027 (8 days)`. */
export const tripDates = (d: TourOrderDetails): string =>
  `${dateLabel(d.departDate)} to ${dateLabel(d.returnDate)} (${plural(d.days, 'day')})`;

/** What the booker has paid and still owes, after `paidCents` (what the charges took). */
export function tourMoney(d: TourOrderDetails, paidCents?: number) {
  const paid = Math.max(paidCents ?? 0, d.dueNow);
  return { paid, balance: Math.max(0, d.payable - paid) };
}

/** `by Mon, May 31, 2027` when the departure has a final payment date. */
export const balanceDate = (d: TourOrderDetails): string =>
  dateLabel(d.finalPaymentDate ?? d.departDate);

function cabinFacts(d: TourOrderDetails): Fact[] {
  if (!d.cruise) return [];
  return [
    ['Ship', d.cruise.ship],
    [
      'Cabin',
      d.cruise.guarantee
        ? `${d.cruise.cabinName} (guarantee cabin: the cruise line assigns the cabin number later)`
        : d.cruise.cabinName,
    ],
  ];
}

function roomFacts(d: TourOrderDetails): Fact[] {
  const unit = d.cruise ? 'Cabin' : 'Room';
  return d.rooms.map((room, i) => {
    const party = [
      plural(room.adults, 'adult'),
      ...(room.children
        ? [`${plural(room.children, 'child', 'children')}${room.childBed ? ' (with a bed)' : ''}`]
        : []),
    ];
    return [`${unit} ${i + 1}`, party.join(', ')] as const;
  });
}

function flightFacts(d: TourOrderDetails): Fact[] {
  const flight = (f: TourOrderDetails['contact']['arrivalFlight'], at: string) =>
    `${f.number} ${at} ${f.airport}, ${dateLabel(f.date)}${f.time ? ` ${f.time}` : ''}`;
  const { arrivalFlight: arrive, departureFlight: depart } = d.contact;
  return [
    ...(arrive.number.trim() ? [['Arrival flight', flight(arrive, 'at')] as const] : []),
    ...(depart.number.trim() ? [['Departure flight', flight(depart, 'from')] as const] : []),
  ];
}

/**
 * `paidCents`: what the order's charges took (the deposit, and the balance once paid);
 * `refundedCents`: what a declined booking gives back (then nothing is due).
 */
export function tourMailView(
  ctx: Pick<AppContext, 'env'>,
  order: OrderRow,
  d: TourOrderDetails,
  money: { paidCents?: number | undefined; refundedCents?: number | undefined } = {},
): TourMailView {
  const { paid, balance } = tourMoney(d, money.paidCents);
  const roomWord = d.cruise ? 'cabin' : 'room';
  const roomKeys = new Map(d.rooms.map((r, i) => [r.key, i + 1]));
  return {
    word: tourWord(d),
    title: `${d.tourName} (${d.tourCode})`,
    trip: [
      [d.cruise ? 'Cruise code' : 'Tour code', d.tourCode],
      ['Departure city', d.tourCity],
      ['Dates', tripDates(d)],
      ...(d.confirmationNumber ? [['Operator confirmation', d.confirmationNumber] as const] : []),
      ...cabinFacts(d),
      [
        d.cruise ? 'Cabins' : 'Rooms',
        `${plural(d.rooms.length, roomWord)}, ${plural(d.places, 'traveller')}`,
      ],
      ...roomFacts(d),
    ],
    travellers: d.tourists.map((t, i) => {
      const room = roomKeys.get(t.room);
      const where = room ? `${d.cruise ? 'Cabin' : 'Room'} ${room}` : `Traveller ${i + 1}`;
      return [`${i + 1}. ${where}`, `${t.firstName} ${t.lastName} (${t.type})`] as const;
    }),
    flights: flightFacts(d),
    prices: [
      ['Total', moneyLabel(d.total, 'USD')],
      // An agent's booking: what came off, so the total and what was paid add up.
      ...(d.commission > 0
        ? [['Agent commission', moneyLabel(-d.commission, 'USD')] as const]
        : []),
      ['Paid', moneyLabel(paid, 'USD')],
      ...(money.refundedCents !== undefined
        ? [['Refunded', moneyLabel(money.refundedCents, 'USD')] as const]
        : []),
      ...(balance > 0 && money.refundedCents === undefined
        ? [['Balance due', `${moneyLabel(balance, 'USD')} by ${balanceDate(d)}`] as const]
        : []),
    ],
    orderPage: tourOrderUrl(ctx, order, d),
  };
}

/** The same facts as the HTML part, line by line, for mail readers without HTML. */
export function tourMailText(view: TourMailView): string[] {
  const rows = (facts: readonly Fact[]) => facts.map(([label, value]) => `${label}: ${value}`);
  return [
    view.title,
    ...rows(view.trip),
    '',
    'Travellers',
    ...view.travellers.map(([label, value]) => `  ${label}: ${value}`),
    ...(view.flights.length ? ['', ...rows(view.flights)] : []),
    '',
    ...rows(view.prices),
    '',
    `Your order page (signed in): ${view.orderPage}`,
  ];
}

/** The day after the trip's last day, at midnight in the departure city: the trip is over. */
export const tourEndsAt = (d: Pick<TourOrderDetails, 'timeZone' | 'returnDate'>): Date =>
  new Date(localToUtc(d.timeZone, addDays(d.returnDate, 1), 0));

/** The order's Manage booking link, working until 30 days after the trip. */
export const tourManageLink = (
  ctx: Pick<AppContext, 'env' | 'now'>,
  order: OrderRow,
  d: TourOrderDetails,
): ManageLink =>
  manageBookingLink(
    ctx.env,
    { orderNo: order.orderNo, product: d.kind, contactEmail: order.contactEmail },
    ctx.now(),
    tourEndsAt(d),
  );

/**
 * The trip as one whole-day event, departure date to return date (the departure city's
 * calendar: a tour's days are dates, not instants). One UID per order, so the confirmed mail
 * sent again updates the event and the declined mail's `cancel` removes it; the sequence grows
 * with the time since the order was made, so the later file wins.
 */
export function tourCalendar(
  order: OrderRow,
  d: TourOrderDetails,
  manageUrl: string,
  now: Date,
  cancel = false,
): string {
  return allDayCalendarFile({
    name: `Travel Outlet ${order.orderNo}`,
    events: [
      {
        uid: calendarUid(`${order.orderNo}-trip`),
        firstDay: d.departDate,
        lastDay: d.returnDate,
        summary: d.cruise ? `Cruise: ${d.tourName}` : `Tour: ${d.tourName}`,
        location: d.tourCity,
        description: [
          `Booking ${order.orderNo}`,
          `${d.tourName} (${d.tourCode})`,
          ...(d.confirmationNumber ? [`Operator confirmation: ${d.confirmationNumber}`] : []),
          `From ${d.tourCity}: ${tripDates(d)}`,
          `Manage booking: ${manageUrl}`,
        ].join('\n'),
        url: manageUrl,
      },
    ],
    stamp: now,
    sequence: (now.getTime() - order.createdAt.getTime()) / 1000,
    cancel,
  });
}
