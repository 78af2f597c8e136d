import { createElement } from 'react';
import { HOTEL_POLICY_NAMES } from '@travel/contracts/hotels';
import type { AppContext } from '../../app-context';
import { calendarAttachment, calendarFile, calendarUid } from '../../lib/mail/calendar';
import { manageBookingLink } from '../../lib/mail/manage-link';
import { dateLabel, moneyLabel, plural, utcLabel, zoneName } from '../../lib/mail/mail-format';
import { composeOrderMail, manageNote } from '../../lib/mail/order-mail-layout';
import { sendMail, type MailResult } from '../../lib/mail/send-mail';
import { expandCompactDate, localToUtc } from '../../lib/local-time';
import { hotelDetailsOf, type HotelOrderDetails } from './hotel-details';
import { HotelMailHtml, type HotelMailView } from './hotel-mail-html';
import { plainTextMail } from '../../lib/mail/plain-text-mail';
import type { OrderRow } from '../../lib/orders/status';

/** An instant as the hotel's clock shows it: `Apr 13, 2027, 18:00 British Summer Time`. */
export function hotelLocalTime(iso: string, timeZone: string): string {
  const instant = new Date(iso);
  const text = instant.toLocaleString('en-US', {
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZone,
  });
  return `${text} ${zoneName(timeZone, instant)}`;
}

const STATUS_WORDS: Record<string, string> = {
  awaitingPayment: 'Awaiting payment',
  processing: 'Processing',
  paid: 'Paid, waiting for the hotel to confirm',
  issued: 'Confirmed',
  issueFailed: 'Paid, confirmation pending',
  cancelled: 'Cancelled',
  refunded: 'Cancelled and refunded',
  partiallyRefunded: 'Cancelled, partly refunded',
};

/** Statuses whose stay will (most likely) happen: their mails carry the calendar file. */
const CALENDAR_STATUSES: readonly string[] = ['paid', 'issued', 'issueFailed'];

/**
 * A stay's end as the hotel's clock gives it: `YYYYMMDD` at `HH:mm` in the hotel's zone, the UTC
 * instant behind it. Null when the stored date or time is unreadable.
 */
export function hotelInstant(compact: string, time: string, timeZone: string): Date | null {
  const date = expandCompactDate(compact);
  const match = /^(\d{1,2}):(\d{2})$/.exec(time.trim());
  if (!date || !match) return null;
  try {
    return new Date(localToUtc(timeZone, date, Number(match[1]) * 60 + Number(match[2])));
  } catch {
    return null;
  }
}

/** `Thu, Apr 15, 2027, from 15:00 British Summer Time`. */
function stayEnd(compact: string, word: string, time: string, timeZone: string): string {
  const instant = hotelInstant(compact, time, timeZone);
  const zone = instant ? ` ${zoneName(timeZone, instant)}` : '';
  return `${dateLabel(expandCompactDate(compact) ?? compact)}, ${word} ${time}${zone}`;
}

function hotelView(d: HotelOrderDetails): HotelMailView {
  const { hotel, stay } = d;
  const guests = [
    plural(stay.adults, 'adult'),
    ...(stay.children ? [plural(stay.children, 'child', 'children')] : []),
  ];
  return {
    hotel: hotel.name,
    address: `${hotel.street}, ${hotel.city}, ${hotel.countryName}`,
    stars: plural(hotel.stars, 'star'),
    confirmationNumber: d.confirmationNumber,
    checkIn: stayEnd(stay.checkIn, 'from', d.checkInFrom, hotel.timeZone),
    checkOut: stayEnd(stay.checkOut, 'until', d.checkOutUntil, hotel.timeZone),
    party: [plural(stay.nights, 'night'), plural(stay.rooms, 'room'), ...guests].join(', '),
    room: `${d.room.name} (${HOTEL_POLICY_NAMES[d.rate.policy]}${d.rate.breakfastIncluded ? ', breakfast included' : ''})`,
    guests: d.guests.map((g) => [`Room ${g.room}`, `${g.firstName} ${g.lastName}`] as const),
    specialRequests: d.specialRequests.trim() || null,
    prices: [
      ['Room charges', moneyLabel(d.subtotal, 'USD')],
      ['Taxes and fees', moneyLabel(d.taxes, 'USD')],
      ['Total', moneyLabel(d.total, 'USD')],
      // An agent's booking: what came off, so the total and the two payments add up.
      ...(d.commission > 0
        ? [['Agent commission', moneyLabel(-d.commission, 'USD')] as const]
        : []),
      ['Paid now', moneyLabel(d.dueNow, 'USD')],
      ['Due at the hotel', moneyLabel(d.dueAtHotel, 'USD')],
    ],
    cancellation: d.cancellationDeadline
      ? `Free cancellation until ${hotelLocalTime(d.cancellationDeadline, hotel.timeZone)}.`
      : 'This rate cannot be cancelled free of charge.',
  };
}

function hotelText(view: HotelMailView): string[] {
  return [
    `${view.hotel} (${view.stars})`,
    view.address,
    ...(view.confirmationNumber ? [`Hotel confirmation number: ${view.confirmationNumber}`] : []),
    '',
    `Check-in:  ${view.checkIn}`,
    `Check-out: ${view.checkOut}`,
    view.party,
    `Room: ${view.room}`,
    '',
    'Guests',
    ...view.guests.map(([room, name]) => `  ${room}: ${name}`),
    ...(view.specialRequests ? ['', `Special requests: ${view.specialRequests}`] : []),
    '',
    ...view.prices.map(([label, value]) => `${label}: ${value}`),
    '',
    view.cancellation,
  ];
}

/**
 * The calendar file of a stay: one event from check-in to check-out at the hotel's times, in
 * UTC; the hotel's local times and zone in the description.
 */
export function stayCalendar(
  order: OrderRow,
  d: HotelOrderDetails,
  view: HotelMailView,
  manageUrl: string,
  now: Date,
): string | null {
  const start = hotelInstant(d.stay.checkIn, d.checkInFrom, d.hotel.timeZone);
  const end = hotelInstant(d.stay.checkOut, d.checkOutUntil, d.hotel.timeZone);
  if (!start || !end) return null;
  return calendarFile({
    name: `Travel Outlet ${order.orderNo}`,
    events: [
      {
        uid: calendarUid(`${order.orderNo}-stay`),
        start,
        end,
        summary: `Stay at ${d.hotel.name}`,
        location: `${d.hotel.name}, ${view.address}`,
        description: [
          `Booking ${order.orderNo}`,
          ...(d.confirmationNumber ? [`Hotel confirmation number: ${d.confirmationNumber}`] : []),
          `Check-in: ${view.checkIn}`,
          `Check-out: ${view.checkOut}`,
          `Room: ${view.room}`,
          `Manage booking: ${manageUrl}`,
        ].join('\n'),
        url: manageUrl,
      },
    ],
    stamp: now,
    sequence: (now.getTime() - order.createdAt.getTime()) / 1000,
  });
}

const LEADS: Record<string, string> = {
  awaitingPayment: 'Your room is held. Pay before the deadline to confirm it.',
  processing: 'Your payment is being processed.',
  paid: 'We received your payment; the hotel is confirming your room.',
  issued: 'The hotel confirmed your stay.',
  issueFailed:
    'We received your payment, but the hotel has not confirmed yet. We will mail you as soon as it does.',
  cancelled: 'This booking is cancelled.',
  refunded: 'This booking is cancelled and refunded.',
  partiallyRefunded: 'This booking is cancelled and partly refunded.',
};

/**
 * The booking e-mail of a hotel order (issue 13 §5): sent once confirmed, and again on request.
 * `ctx` gives the Manage booking link and its expiry (the clock, the secret, PUBLIC_URL).
 */
export function hotelConfirmationMessage(
  ctx: Pick<AppContext, 'env' | 'now'>,
  order: OrderRow,
  details: HotelOrderDetails = hotelDetailsOf(order),
) {
  const view = hotelView(details);
  const now = ctx.now();
  const link = manageBookingLink(
    ctx.env,
    { orderNo: order.orderNo, product: 'hotel', contactEmail: order.contactEmail },
    now,
    hotelInstant(details.stay.checkOut, details.checkOutUntil, details.hotel.timeZone),
  );
  const calendar = CALENDAR_STATUSES.includes(order.status)
    ? stayCalendar(order, details, view, link.url, now)
    : null;
  const filename = `stay-${order.orderNo}.ics`;
  const status = STATUS_WORDS[order.status] ?? order.status;
  const word = order.status === 'issued' ? 'confirmed' : status.toLowerCase();
  return composeOrderMail({
    subject: `Your Travel Outlet hotel booking ${order.orderNo} (${word})`,
    preview: `${details.hotel.name}: ${view.checkIn}`,
    heading: 'Your hotel booking',
    lead: `${details.hotel.name}, ${details.hotel.city}. ${LEADS[order.status] ?? ''}`.trim(),
    orderNo: order.orderNo,
    status,
    notice:
      order.status === 'awaitingPayment' && order.deadlineAt
        ? `Pay by ${utcLabel(order.deadlineAt)} or the booking is cancelled.`
        : undefined,
    manageUrl: link.url,
    manageNote: manageNote(link.expiresAt),
    calendarNote: calendar
      ? `Add your stay to your calendar: open the attached file ${filename}.`
      : undefined,
    textLines: hotelText(view),
    html: createElement(HotelMailHtml, { view }),
    attachments: calendar ? [calendarAttachment(filename, calendar)] : [],
  });
}

function render(subject: string, lines: string[]) {
  return plainTextMail(subject, [...lines, '', 'Travel Outlet'].join('\n'));
}

/** Paid, but the hotel has not confirmed yet: the guest hears it from us first. */
export function hotelConfirmationDelayedMessage(order: OrderRow) {
  return render(`Booking ${order.orderNo}: payment received, hotel confirmation pending`, [
    `We received your payment for booking ${order.orderNo} (${order.title}).`,
    '',
    'The hotel has not confirmed your booking yet. Our team is on it and will send the',
    'confirmation number, or refund you in full, as soon as possible. You do not need to book again.',
  ]);
}

/** `details`: what the caller already parsed from this row (parsed here when not given). */
export async function sendHotelConfirmationMail(
  ctx: AppContext,
  order: OrderRow,
  details?: HotelOrderDetails,
): Promise<MailResult> {
  return sendMail(ctx, {
    to: order.contactEmail,
    ...hotelConfirmationMessage(ctx, order, details),
    kind: 'itinerary',
    requestedByRecipient: true,
  });
}
