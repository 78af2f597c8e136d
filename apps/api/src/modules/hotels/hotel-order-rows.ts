import { HOTEL_POLICY_NAMES } from '@travel/contracts/hotels';
import { type HotelOrderBodySchema } from '@travel/contracts/hotel-orders';
import type { orderLines, orders } from '@travel/db';
import type { z } from 'zod';
import { HotelOrderDetailsSchema, type HotelOrderDetails } from '../../lib/orders/hotel-details';
import type { OrderListFields } from '../../lib/orders/order-product';
import type { OrderOwner } from '../../lib/orders/order-owner';
import { localToUtc } from '../../suppliers/flights/local-time';
import type { PricedStay } from '../../suppliers/hotels/port';
import type { RoomChoice } from './hotel-rule';

export type HotelOrderInput = z.output<typeof HotelOrderBodySchema>;

type OrderInsert = Omit<typeof orders.$inferInsert, 'orderNo'>;
type LineInsert = typeof orderLines.$inferInsert;

/** `20270415` → `2027-04-15`. */
const isoDate = (compact: string): string =>
  `${compact.slice(0, 4)}-${compact.slice(4, 6)}-${compact.slice(6, 8)}`;

const plural = (count: number, word: string): string => `${count} ${word}${count === 1 ? '' : 's'}`;

/** The snapshot of what was sold, validated as it will be read back. */
export function hotelOrderDetails(
  input: HotelOrderInput,
  choice: RoomChoice,
  priced: PricedStay,
  owner: OrderOwner,
  nights: number,
): HotelOrderDetails {
  const { hotel } = priced;
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
    dueNow: priced.dueNow,
    dueAtHotel: priced.dueAtHotel,
    cancellationDeadline: priced.cancellationDeadline?.toISOString() ?? null,
    rules: priced.rules,
    guests: input.guests.map((guest, index) => ({ ...guest, room: index + 1 })),
    specialRequests: input.specialRequests,
    bookedFor: owner.bookedFor,
    confirmationNumber: null,
  });
}

/** "15:00" → 900. */
const minutesOf = (hhmm: string): number => {
  const [hours, minutes] = hhmm.split(':').map(Number);
  return (hours ?? 15) * 60 + (minutes ?? 0);
};

/**
 * The list columns of a hotel order: the title is the hotel and its city, it starts at check-in
 * (the hotel's check-in time on the check-in date, in its zone, stored as UTC with the local
 * wall time beside it), its travellers are the lead guests. No codes to search by.
 */
export function hotelListFields(details: HotelOrderDetails): OrderListFields {
  const checkInDate = isoDate(details.stay.checkIn);
  return {
    title: `${details.hotel.name}, ${details.hotel.city}`,
    startsAt: new Date(
      localToUtc(details.hotel.timeZone, checkInDate, minutesOf(details.checkInFrom)),
    ),
    startsLocal: `${checkInDate}T${details.checkInFrom}`,
    searchCodes: '',
    travellerNames: details.guests.map((g) => `${g.firstName} ${g.lastName}`).join(', '),
  };
}

/**
 * The order row: the list's title is the hotel and its city, its "departure" the check-in
 * (the hotel's check-in time on the check-in date, in its zone, stored as UTC with the local
 * wall time beside it), its names the guests.
 */
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
    contactName: contact.name,
    contactEmail: contact.email,
    contactMobile: contact.mobile,
    contactAddress: contact.address,
    contactPostcode: contact.postcode,
    emailVerified: input.emailVerified,
    currency: 'USD',
    totalCents: details.total,
    dueNowCents: details.dueNow,
    details,
    ...hotelListFields(details),
    deadlineAt: input.deadlineAt,
    createdAt: now,
    updatedAt: now,
  };
}

/** Room charges and taxes, order-wide: they add up to the order total. */
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
  return lines;
}
