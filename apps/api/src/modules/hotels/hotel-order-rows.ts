import { HOTEL_POLICY_NAMES } from '@travel/contracts/hotels';
import { type HotelOrderBodySchema } from '@travel/contracts/hotel-orders';
import type { orderLines, orders } from '@travel/db';
import type { z } from 'zod';
import {
  HotelOrderDetailsSchema,
  type HotelOrderDetails,
} from '../../products/hotel/hotel-details';
import type { OrderOwner } from '../../lib/orders/order-owner';
import { hotelOrderProduct } from './hotel-order-product';
import type { PricedStay } from '../../suppliers/hotels/port';
import { buyerDue } from '../../products/hotel/buyer-price';
import type { RoomChoice } from './hotel-rule';

export type HotelOrderInput = z.output<typeof HotelOrderBodySchema>;

type OrderInsert = Omit<typeof orders.$inferInsert, 'orderNo'>;
type LineInsert = typeof orderLines.$inferInsert;

const plural = (count: number, word: string): string => `${count} ${word}${count === 1 ? '' : 's'}`;

/**
 * The snapshot of what was sold, validated as it will be read back: gross prices, the buyer's
 * commission at `percent`, and what is due now and at the hotel after it.
 */
export function hotelOrderDetails(
  input: HotelOrderInput,
  choice: RoomChoice,
  priced: PricedStay,
  owner: OrderOwner,
  nights: number,
  percent = 0,
): HotelOrderDetails {
  const { hotel } = priced;
  const due = buyerDue(priced, percent);
  return HotelOrderDetailsSchema.parse({
    hotelId: hotel.id,
    hotel: { ...hotel, currency: 'USD' },
    checkInFrom: hotel.checkInFrom,
    checkOutUntil: hotel.checkOutUntil,
    room: priced.room,
    rate: {
      roomCode: choice.roomCode,
      policy: priced.policy,
      breakfastIncluded: priced.breakfastIncluded,
    },
    stay: {
      checkIn: choice.checkIn,
      checkOut: choice.checkOut,
      nights,
      rooms: choice.rooms,
      adults: choice.adults,
      children: choice.children,
    },
    nights: priced.nights,
    subtotal: priced.subtotal,
    taxes: priced.taxes,
    total: priced.total,
    commission: due.commission,
    commissionNow: due.commissionNow,
    dueNow: due.dueNow,
    dueAtHotel: due.dueAtHotel,
    cancellationDeadline: priced.cancellationDeadline?.toISOString() ?? null,
    rules: priced.rules,
    guests: input.guests.map((guest, index) => ({ ...guest, room: index + 1 })),
    specialRequests: input.specialRequests,
    bookedFor: owner.bookedFor,
    confirmationNumber: null,
  });
}

/** The order row; its list columns and due-now part come from the hotel's OrderProduct. */
export function hotelOrderValues(input: {
  details: HotelOrderDetails;
  owner: OrderOwner;
  contact: HotelOrderInput['contact'] & { email: string };
  emailVerified: boolean;
  now: Date;
  deadlineAt: Date;
}): OrderInsert {
  const { details, owner, contact, now } = input;
  return {
    product: 'hotel',
    status: 'awaitingPayment',
    userId: owner.userId,
    agentId: owner.agentId,
    accountCode: owner.accountCode,
    bookedByName: owner.bookedByName,
    customer: owner.customer,
    contactName: contact.name,
    contactEmail: contact.email,
    contactMobile: contact.mobile,
    contactAddress: contact.address,
    contactPostcode: contact.postcode,
    emailVerified: input.emailVerified,
    currency: 'USD',
    // What the buyer pays in all, as a flight order's total is after commission.
    totalCents: details.total - details.commission,
    dueNowCents: hotelOrderProduct.dueNowCents(details, details.total - details.commission),
    details,
    ...hotelOrderProduct.listFields(details, []),
    deadlineAt: input.deadlineAt,
    createdAt: now,
    updatedAt: now,
  };
}

/** Room charges, taxes and (agents) commission, order-wide: they add up to the order total. */
export function hotelLineValues(orderId: string, details: HotelOrderDetails, now: Date) {
  const { stay } = details;
  const lines: LineInsert[] = [
    {
      orderId,
      kind: 'fare',
      description: `${details.room.name} (${HOTEL_POLICY_NAMES[details.rate.policy]}), ${plural(stay.rooms, 'room')} × ${plural(stay.nights, 'night')}`,
      travellerIndex: null,
      amountCents: details.subtotal,
      createdAt: now,
    },
    {
      orderId,
      kind: 'tax',
      description: 'Hotel taxes and fees',
      travellerIndex: null,
      amountCents: details.taxes,
      createdAt: now,
    },
  ];
  if (details.commission > 0) {
    lines.push({
      orderId,
      kind: 'commission',
      description: 'Agent commission',
      travellerIndex: null,
      amountCents: -details.commission,
      createdAt: now,
    });
  }
  return lines;
}
