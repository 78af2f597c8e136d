import { createElement } from 'react';
import { CABIN_NAMES, type FlightSegment } from '@travel/contracts/flights';
import { ORDER_STATUS_LABELS, type OrderStatus } from '@travel/contracts/orders';
import type { AppContext } from '../../app-context';
import { calendarAttachment, calendarFile, calendarUid } from '../../lib/mail/calendar';
import { manageBookingLink } from '../../lib/mail/manage-link';
import {
  dateLabel,
  durationLabel,
  localTimeLabel,
  moneyLabel,
  utcLabel,
  zoneName,
} from '../../lib/mail/mail-format';
import { composeOrderMail, manageNote } from '../../lib/mail/order-mail-layout';
import { plainTextMail } from '../../lib/mail/plain-text-mail';
import { sendMail, type MailResult } from '../../lib/mail/send-mail';
import {
  findLines,
  findTravellers,
  type LineRow,
  type TravellerRow,
} from '../../lib/orders/order-parts';
import type { OrderRow } from '../../lib/orders/status';
import { flightDetailsOf, type FlightOrderDetails } from './flight-details';
import {
  ItineraryHtml,
  type ItineraryView,
  type PointView,
  type SegmentView,
  type TripView,
} from './itinerary-mail-html';

/**
 * The mails of a flight order (issue 13 §5): HTML made with React Email, with a plain-text
 * part saying the same; every time in the airport's local time with its zone's name; a
 * "Manage booking" link (lib/mail/manage-link.ts) that opens the order for its owner signed in
 * or for a visitor; and, once paid, an add-to-calendar file with one event per flight in UTC.
 */

type Ctx = Pick<AppContext, 'env' | 'now'>;

const PASSENGER_TYPES: Record<string, string> = {
  ADT: 'Adult',
  CHD: 'Child',
  INF: 'Infant (on lap)',
};

/** Statuses whose trip will (most likely) happen: their mails carry the calendar file. */
const CALENDAR_STATUSES: readonly string[] = ['paid', 'issued', 'issueFailed'];

const statusLabel = (order: OrderRow): string =>
  ORDER_STATUS_LABELS[order.status as OrderStatus] ?? order.status;

const fullName = (t: Pick<TravellerRow, 'firstName' | 'middleName' | 'lastName'>): string =>
  [t.firstName, t.middleName, t.lastName].filter(Boolean).join(' ');

function tripTitle(details: FlightOrderDetails, index: number): string {
  if (details.tripType === 'roundtrip') return index === 0 ? 'Outbound' : 'Return';
  if (details.tripType === 'multicity') return `Flight ${index + 1}`;
  return 'Your flight';
}

function point(s: FlightSegment, end: 'departure' | 'arrival'): PointView {
  const local = end === 'departure' ? s.departureTime : s.arrivalTime;
  const utc = new Date(end === 'departure' ? s.departureTimeUtc : s.arrivalTimeUtc);
  const zone = end === 'departure' ? s.departureTimeZone : s.arrivalTimeZone;
  const terminal = (end === 'departure' ? s.departureTerminal : s.arrivalTerminal).trim();
  return {
    code: end === 'departure' ? s.departureAirportCode : s.arrivalAirportCode,
    city: end === 'departure' ? s.departureCity : s.arrivalCity,
    airport: end === 'departure' ? s.departureAirportName : s.arrivalAirportName,
    terminal: terminal ? `Terminal ${terminal}` : null,
    date: dateLabel(local),
    time: local.slice(11, 16),
    zone: zoneName(zone, utc),
  };
}

interface Extras {
  seats: Map<string, string[]>;
  services: Map<string, string[]>;
}

/** Seats and extra services on the order, per flight id, with whose they are. */
function extrasByFlight(lines: readonly LineRow[], travellers: readonly TravellerRow[]): Extras {
  const names = new Map(travellers.map((t) => [t.travellerIndex, fullName(t)]));
  const seats = new Map<string, string[]>();
  const services = new Map<string, string[]>();
  const add = (map: Map<string, string[]>, flightId: string, entry: string) =>
    map.set(flightId, [...(map.get(flightId) ?? []), entry]);
  for (const line of lines) {
    const ref = (line.ref ?? {}) as Record<string, unknown>;
    if (typeof ref.flightId !== 'string') continue;
    const who = line.travellerIndex === null ? '' : (names.get(line.travellerIndex) ?? '');
    if (line.kind === 'seat' && typeof ref.seatNumber === 'string') {
      add(seats, ref.flightId, who ? `${who}: ${ref.seatNumber}` : ref.seatNumber);
    } else if (line.kind === 'service') {
      const name = line.description.split(' · ')[0] ?? line.description;
      add(services, ref.flightId, who ? `${who}: ${name}` : name);
    }
  }
  return { seats, services };
}

function itineraryView(
  order: OrderRow,
  details: FlightOrderDetails,
  travellers: readonly TravellerRow[],
  lines: readonly LineRow[],
): ItineraryView {
  const extras = extrasByFlight(lines, travellers);
  const trips: TripView[] = details.trips.map((trip, index) => ({
    title: tripTitle(details, index),
    segments: trip.segments.map((s, i): SegmentView => ({
      flight: `${s.airlineCode} ${s.flightNumber}`,
      airline: s.airlineName,
      cabin: `${CABIN_NAMES[s.cabin] ?? s.cabin} (${details.brand.name}), class ${s.bookingClass}`,
      aircraft: s.aircraftName || s.aircraftCode,
      duration: durationLabel(s.duration),
      depart: point(s, 'departure'),
      arrive: point(s, 'arrival'),
      seats: extras.seats.get(s.flightId) ?? [],
      extras: extras.services.get(s.flightId) ?? [],
      connection:
        i < trip.segments.length - 1
          ? `Change planes in ${s.arrivalCity} (${s.arrivalAirportCode}): ${durationLabel(s.layoverAfter)} to connect`
          : null,
    })),
  }));
  return {
    trips,
    travellers: travellers.map((t) => ({
      name: fullName(t),
      type: PASSENGER_TYPES[t.passengerType] ?? t.passengerType,
      tickets: t.ticketNumbers.length ? t.ticketNumbers.join(', ') : null,
    })),
    total: moneyLabel(order.totalCents, order.currency),
  };
}

/** The itinerary as plain text, the same facts as the HTML. */
function itineraryText(view: ItineraryView): string[] {
  const lines: string[] = [];
  for (const trip of view.trips) {
    lines.push(trip.title);
    for (const s of trip.segments) {
      const at = (p: PointView) =>
        `${p.code} ${p.city}, ${p.airport}${p.terminal ? `, ${p.terminal}` : ''}`;
      lines.push(
        `  ${s.flight} · ${s.airline} · ${s.cabin} · ${s.duration}`,
        `    Depart  ${s.depart.date}, ${s.depart.time} ${s.depart.zone}  ${at(s.depart)}`,
        `    Arrive  ${s.arrive.date}, ${s.arrive.time} ${s.arrive.zone}  ${at(s.arrive)}`,
      );
      if (s.seats.length) lines.push(`    Seats   ${s.seats.join('; ')}`);
      if (s.extras.length) lines.push(`    Extras  ${s.extras.join('; ')}`);
      if (s.connection) lines.push(`  ${s.connection}`);
    }
    lines.push('');
  }
  if (view.travellers.length) lines.push('Travellers');
  view.travellers.forEach((t, i) =>
    lines.push(`  ${i + 1}. ${t.name} (${t.type})${t.tickets ? `  ticket ${t.tickets}` : ''}`),
  );
  lines.push(...(view.travellers.length ? [''] : []), `Total: ${view.total}`);
  return lines;
}

/** When the last flight lands (the link's expiry counts from it). */
const lastArrival = (details: FlightOrderDetails): Date | null => {
  const last = details.trips.at(-1)?.segments.at(-1);
  return last ? new Date(last.arrivalTimeUtc) : null;
};

const linkOf = (ctx: Ctx, order: OrderRow, details: FlightOrderDetails) =>
  manageBookingLink(
    ctx.env,
    { orderNo: order.orderNo, product: 'flight', contactEmail: order.contactEmail },
    ctx.now(),
    lastArrival(details),
  );

/**
 * The calendar file: one event per flight, from departure to arrival in UTC, the local times
 * and zones written in the description; UIDs by trip and flight position, so the file a later
 * itinerary mail carries (after a change of flights) updates the same events.
 */
export function itineraryCalendar(
  order: OrderRow,
  details: FlightOrderDetails,
  view: ItineraryView,
  manageUrl: string,
  now: Date,
): string {
  const events = details.trips.flatMap((trip, t) =>
    trip.segments.map((s, i) => {
      const shown = view.trips[t]?.segments[i];
      const depart = localTimeLabel(
        s.departureTime,
        s.departureTimeZone,
        new Date(s.departureTimeUtc),
      );
      const arrive = localTimeLabel(s.arrivalTime, s.arrivalTimeZone, new Date(s.arrivalTimeUtc));
      const terminal = s.departureTerminal.trim() ? `, Terminal ${s.departureTerminal.trim()}` : '';
      return {
        uid: calendarUid(`${order.orderNo}-${t + 1}-${i + 1}`),
        start: new Date(s.departureTimeUtc),
        end: new Date(s.arrivalTimeUtc),
        summary: `Flight ${s.airlineCode} ${s.flightNumber} ${s.departureAirportCode} → ${s.arrivalAirportCode}`,
        location: `${s.departureAirportName} (${s.departureAirportCode})${terminal}`,
        description: [
          `Booking ${order.orderNo}`,
          `Depart ${s.departureAirportCode}: ${depart}`,
          `Arrive ${s.arrivalAirportCode}: ${arrive}`,
          ...(shown?.seats.length ? [`Seats: ${shown.seats.join('; ')}`] : []),
          `Manage booking: ${manageUrl}`,
        ].join('\n'),
        url: manageUrl,
      };
    }),
  );
  return calendarFile({
    name: `Travel Outlet ${order.orderNo}`,
    events,
    stamp: now,
    sequence: (now.getTime() - order.createdAt.getTime()) / 1000,
  });
}

/** The lead line under the heading, by status. */
const LEADS: Partial<Record<OrderStatus, string>> = {
  awaitingPayment: 'Your seats are held. Pay before the deadline to have the tickets issued.',
  processing: 'Your payment is being processed.',
  paid: 'We received your payment; the airline is issuing your tickets.',
  issued: 'Your tickets are issued. Here is your itinerary.',
  issueFailed:
    'We received your payment, but the airline has not confirmed your tickets yet. We will mail you as soon as it does.',
  cancelled: 'This booking is cancelled.',
  refunded: 'This booking is cancelled and refunded.',
  partiallyRefunded: 'This booking is cancelled and partly refunded.',
};

/**
 * The itinerary e-mail of a flight order (spec: "send itinerary"; also sent once tickets are
 * issued and after a change of flights).
 */
export async function itineraryMessage(
  ctx: Pick<AppContext, 'db' | 'env' | 'now'>,
  order: OrderRow,
  details: FlightOrderDetails = flightDetailsOf(order),
) {
  const [travellers, lines] = await Promise.all([
    findTravellers(ctx.db, order.id),
    findLines(ctx.db, order.id),
  ]);
  const status = statusLabel(order);
  const view = itineraryView(order, details, travellers, lines);
  const link = linkOf(ctx, order, details);
  const withCalendar = CALENDAR_STATUSES.includes(order.status);
  const filename = `trip-${order.orderNo}.ics`;
  const notice =
    order.status === 'awaitingPayment' && order.deadlineAt
      ? `Pay by ${utcLabel(order.deadlineAt)} or the booking is cancelled and the seats are released.`
      : undefined;
  return composeOrderMail({
    subject: `Your Travel Outlet itinerary ${order.orderNo} (${status})`,
    preview: `${order.title}: ${view.trips[0]?.segments[0]?.depart.date ?? ''}`,
    heading: 'Your flight itinerary',
    lead: `${order.title}. ${LEADS[order.status as OrderStatus] ?? ''}`.trim(),
    orderNo: order.orderNo,
    status,
    notice,
    manageUrl: link.url,
    manageNote: manageNote(link.expiresAt),
    calendarNote: withCalendar
      ? `Add your flights to your calendar: open the attached file ${filename}.`
      : undefined,
    textLines: itineraryText(view),
    html: createElement(ItineraryHtml, { view }),
    attachments: withCalendar
      ? [calendarAttachment(filename, itineraryCalendar(order, details, view, link.url, ctx.now()))]
      : [],
  });
}

/** Sends the itinerary to the booking email; the person asked for it (or bought it) just now. */
export async function sendItineraryMail(
  ctx: AppContext,
  order: OrderRow,
  // What the caller already parsed from this row (parsed here when not given).
  details?: FlightOrderDetails,
): Promise<MailResult> {
  return sendMail(ctx, {
    to: order.contactEmail,
    ...(await itineraryMessage(ctx, order, details)),
    kind: 'itinerary',
    requestedByRecipient: true,
  });
}

/**
 * "Booked, pay by": the order number, the flights, the total and the deadline (UTC, the one
 * the server enforces) after which the seats are released; sent as soon as the order exists.
 * With `ctx`, the mail has the Manage booking link (to come back and pay); the flights come
 * from the order row, so it needs no database read.
 */
export function reservationMessage(order: OrderRow, ctx?: Ctx) {
  const deadline = order.deadlineAt
    ? utcLabel(order.deadlineAt)
    : 'the deadline shown on your order';
  const total = moneyLabel(order.totalCents, order.currency);
  const payBy = `Please pay by ${deadline}; after that the booking is cancelled and the seats are released.`;
  const details = order.product === 'flight' ? flightDetailsOf(order) : null;
  const subject = `Booking ${order.orderNo} reserved: pay by ${deadline}`;
  if (!ctx || !details) {
    return composePlainReservation(order, subject, total, payBy);
  }
  const view = itineraryView(order, details, [], []);
  const link = linkOf(ctx, order, details);
  return composeOrderMail({
    subject,
    preview: `${order.title}: pay by ${deadline}`,
    heading: 'Your booking is reserved',
    lead: `${order.title}. Total ${total}.`,
    orderNo: order.orderNo,
    status: statusLabel(order),
    notice: payBy,
    manageUrl: link.url,
    manageNote: manageNote(link.expiresAt),
    textLines: itineraryText(view),
    html: createElement(ItineraryHtml, { view }),
  });
}

function composePlainReservation(order: OrderRow, subject: string, total: string, payBy: string) {
  const text = [
    `Your booking ${order.orderNo} (${order.title}) is reserved.`,
    '',
    `Total: ${total}. ${payBy}`,
    'Find it under My orders, or with "Find your flight" and this email address.',
    '',
    'Travel Outlet',
  ].join('\n');
  return plainTextMail(subject, text);
}

/** Paid, but the airline has not confirmed the tickets: the customer hears it from us first. */
export function ticketingDelayedMessage(order: OrderRow) {
  const text = [
    `We received your payment for booking ${order.orderNo} (${order.title}).`,
    '',
    'The airline has not confirmed your tickets yet. Our team is on it and will send your',
    'ticket numbers, or refund you in full, as soon as possible. You do not need to book again.',
    '',
    'Travel Outlet',
  ].join('\n');
  return plainTextMail(`Booking ${order.orderNo}: payment received, tickets pending`, text);
}
