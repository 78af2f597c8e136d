import { HOTEL_POLICY_NAMES } from '@travel/contracts/hotels';
import type { AppContext } from '../../app-context';
import { sendMail, type MailResult } from '../../lib/mail/send-mail';
import { hotelDetailsOf, type HotelOrderDetails } from './hotel-details';
import { plainTextMail } from '../../lib/mail/plain-text-mail';
import type { OrderRow } from '../../lib/orders/status';

const usd = (cents: number): string => `USD ${(cents / 100).toFixed(2)}`;

/** `20270415` → `Thu, Apr 15, 2027` (a calendar date: no time zone to convert). */
export function stayDateLabel(compact: string): string {
  const date = new Date(
    Date.UTC(
      Number(compact.slice(0, 4)),
      Number(compact.slice(4, 6)) - 1,
      Number(compact.slice(6)),
    ),
  );
  return date.toLocaleDateString('en-US', {
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  });
}

/** An instant as the hotel's clock shows it: `Apr 13, 2027, 18:00 (Europe/London)`. */
export function hotelLocalTime(iso: string, timeZone: string): string {
  const text = new Date(iso).toLocaleString('en-US', {
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZone,
  });
  return `${text} (${timeZone})`;
}

const STATUS_WORDS: Record<string, string> = {
  awaitingPayment: 'Awaiting payment',
  processing: 'Processing',
  paid: 'Paid, waiting for the hotel to confirm',
  issued: 'Confirmed',
  issueFailed: 'Paid, confirmation pending',
  cancelled: 'Cancelled',
};

function summaryLines(order: OrderRow, d: HotelOrderDetails): string[] {
  const { hotel, stay } = d;
  const nights = `${stay.nights} night${stay.nights === 1 ? '' : 's'}`;
  const rooms = `${stay.rooms} room${stay.rooms === 1 ? '' : 's'}`;
  const lines = [
    `Booking ${order.orderNo}: ${hotel.name}`,
    `Status: ${STATUS_WORDS[order.status] ?? order.status}`,
  ];
  if (d.confirmationNumber) lines.push(`Hotel confirmation number: ${d.confirmationNumber}`);
  lines.push(
    '',
    `${hotel.name} (${hotel.stars} stars)`,
    `${hotel.street}, ${hotel.city}, ${hotel.countryName}`,
    '',
    `Check-in:  ${stayDateLabel(stay.checkIn)} from ${d.checkInFrom}`,
    `Check-out: ${stayDateLabel(stay.checkOut)} until ${d.checkOutUntil}`,
    `${nights}, ${rooms}, ${stay.adults} adult(s)${stay.children ? `, ${stay.children} child(ren)` : ''}`,
    `Room: ${d.room.name} (${HOTEL_POLICY_NAMES[d.rate.policy]}${d.rate.breakfastIncluded ? ', breakfast included' : ''})`,
    '',
    'Guests',
    ...d.guests.map((g) => `  Room ${g.room}: ${g.firstName} ${g.lastName}`),
  );
  if (d.specialRequests) lines.push('', `Special requests: ${d.specialRequests}`);
  lines.push(
    '',
    `Room charges: ${usd(d.subtotal)}`,
    `Taxes and fees: ${usd(d.taxes)}`,
    `Total: ${usd(d.total)}`,
    `Paid now: ${usd(d.dueNow)}`,
    `Due at the hotel: ${usd(d.dueAtHotel)}`,
  );
  lines.push(
    '',
    d.cancellationDeadline
      ? `Free cancellation until ${hotelLocalTime(d.cancellationDeadline, hotel.timeZone)}.`
      : 'This rate cannot be cancelled free of charge.',
  );
  return lines;
}

function render(subject: string, lines: string[]) {
  return plainTextMail(subject, [...lines, '', 'Travel Outlet'].join('\n'));
}

/** The booking e-mail of a hotel order: sent once confirmed, and again on request. */
export function hotelConfirmationMessage(
  order: OrderRow,
  details: HotelOrderDetails = hotelDetailsOf(order),
) {
  const lines = summaryLines(order, details);
  if (order.status === 'awaitingPayment' && order.deadlineAt) {
    lines.splice(
      2,
      0,
      `Pay by ${order.deadlineAt.toISOString().replace('T', ' ').slice(0, 16)} UTC or the booking is cancelled.`,
    );
  }
  const word = order.status === 'issued' ? 'confirmed' : (STATUS_WORDS[order.status] ?? '');
  return render(`Your Travel Outlet hotel booking ${order.orderNo} (${word.toLowerCase()})`, lines);
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
    ...hotelConfirmationMessage(order, details),
    kind: 'itinerary',
    requestedByRecipient: true,
  });
}
