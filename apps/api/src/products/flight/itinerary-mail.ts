import { asc, eq } from 'drizzle-orm';
import { ORDER_STATUS_LABELS, type OrderStatus } from '@travel/contracts/orders';
import { orderTravellers } from '@travel/db';
import type { AppContext } from '../../app-context';
import { sendMail, type MailResult } from '../../lib/mail/send-mail';
import { flightDetailsOf, type FlightOrderDetails } from './flight-details';
import { plainTextMail } from '../../lib/mail/plain-text-mail';
import type { OrderRow } from '../../lib/orders/status';

const money = (cents: number, currency: string): string =>
  `${currency} ${(cents / 100).toFixed(2)}`;

/** `2026-05-01T08:30` → `2026-05-01 08:30` (local time at that airport). */
const local = (value: string): string => value.replace('T', ' ');

/**
 * The itinerary e-mail of a flight order (spec: "send itinerary"; also sent once tickets are
 * issued): order number and status, each trip's flights in local times, the travellers with
 * their ticket numbers, the total, and the payment deadline while unpaid.
 */
export async function itineraryMessage(
  ctx: AppContext,
  order: OrderRow,
  details: FlightOrderDetails = flightDetailsOf(order),
) {
  const travellers = await ctx.db
    .select()
    .from(orderTravellers)
    .where(eq(orderTravellers.orderId, order.id))
    .orderBy(asc(orderTravellers.travellerIndex));
  const status = ORDER_STATUS_LABELS[order.status as OrderStatus] ?? order.status;
  const lines: string[] = [`Order ${order.orderNo}: ${order.title}`, `Status: ${status}`];
  if (order.status === 'awaitingPayment' && order.deadlineAt) {
    lines.push(
      `Pay by ${order.deadlineAt.toISOString().replace('T', ' ').slice(0, 16)} UTC or the booking is cancelled.`,
    );
  }
  details.trips.forEach((trip, index) => {
    lines.push('', `Trip ${index + 1}`);
    for (const s of trip.segments) {
      lines.push(
        `  ${s.airlineCode}${s.flightNumber}  ${s.departureAirportCode} ${local(s.departureTime)} → ${s.arrivalAirportCode} ${local(s.arrivalTime)}  (${details.brand.name}, class ${s.bookingClass})`,
      );
    }
  });
  lines.push('', 'Travellers');
  for (const t of travellers) {
    const name = [t.firstName, t.middleName, t.lastName].filter(Boolean).join(' ');
    const tickets = t.ticketNumbers.length ? `  ticket ${t.ticketNumbers.join(', ')}` : '';
    lines.push(`  ${t.travellerIndex + 1}. ${name} (${t.passengerType})${tickets}`);
  }
  lines.push('', `Total: ${money(order.totalCents, order.currency)}`, '', 'Travel Outlet');
  const text = lines.join('\n');
  return plainTextMail(`Your Travel Outlet itinerary ${order.orderNo} (${status})`, text);
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
 * "Reserve and pay later": the order number, what it is, and the deadline (UTC, the one the
 * server enforces) after which the seats are released.
 */
export function reservationMessage(order: OrderRow) {
  const deadline = order.deadlineAt
    ? `${order.deadlineAt.toISOString().replace('T', ' ').slice(0, 16)} UTC`
    : 'the deadline shown on your order';
  const total = `USD ${(order.totalCents / 100).toFixed(2)}`;
  const text = [
    `Your booking ${order.orderNo} (${order.title}) is reserved.`,
    '',
    `Total: ${total}. Please pay by ${deadline}; after that the booking is cancelled and the seats are released.`,
    'Find it under My orders, or with "Find your flight" and this email address.',
    '',
    'Travel Outlet',
  ].join('\n');
  return plainTextMail(`Booking ${order.orderNo} reserved: pay by ${deadline}`, text);
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
