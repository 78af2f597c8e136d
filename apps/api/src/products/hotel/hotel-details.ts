import { z } from 'zod';
import { HOTEL_POLICIES, HotelNightPriceSchema, HotelRuleSchema } from '@travel/contracts/hotels';
import { HotelGuestSchema } from '@travel/contracts/hotel-orders';
import type { OrderRow } from '../../lib/orders/status';

/**
 * What a hotel order sold, kept in `orders.details`: the hotel, room and rate as priced when
 * the room-nights were held, the stay and party, the guests, what was due now and at the
 * hotel, and (once the hotel confirmed) its confirmation number. Written by `SaveOrderNew`,
 * read by the order pages, payment (the amount due now) and fulfilment (the confirmation).
 */
export const HotelOrderDetailsSchema = z.object({
  hotelId: z.string(),
  hotel: HotelRuleSchema.shape.hotel,
  /** The hotel's local check-in and check-out times, HH:mm. */
  checkInFrom: z.string(),
  checkOutUntil: z.string(),
  room: HotelRuleSchema.shape.room,
  rate: z.object({
    roomCode: z.string(),
    policy: z.enum(HOTEL_POLICIES),
    breakfastIncluded: z.boolean(),
  }),
  stay: HotelRuleSchema.shape.stay,
  /** One room, before taxes, per night. */
  nights: z.array(HotelNightPriceSchema),
  subtotal: z.number().int(),
  taxes: z.number().int(),
  /** Subtotal plus taxes, before any agent commission. */
  total: z.number().int(),
  /**
   * An agent's commission on the stay (0 for everyone else, and in orders from before hotel
   * commission), and the part of it deducted from the charge made when booking.
   */
  commission: z.number().int().default(0),
  commissionNow: z.number().int().default(0),
  /** What the buyer was charged when booking and pays at the hotel: after commission. */
  dueNow: z.number().int(),
  dueAtHotel: z.number().int(),
  /** ISO instant (Z); null when the rate cannot be cancelled free of charge. */
  cancellationDeadline: z.string().nullable(),
  rules: z.array(z.string()),
  /** One lead guest per room, room 1 first. */
  guests: z.array(HotelGuestSchema.extend({ room: z.number().int() })),
  specialRequests: z.string(),
  bookedFor: z.enum(['self', 'subagent', 'customer']),
  confirmationNumber: z.string().nullable(),
});
export type HotelOrderDetails = z.infer<typeof HotelOrderDetailsSchema>;

/** The details of a hotel order; throws when the row is not one (a bug, not a client error). */
export function hotelDetailsOf(
  order: Pick<OrderRow, 'product' | 'details' | 'orderNo'>,
): HotelOrderDetails {
  const parsed = HotelOrderDetailsSchema.safeParse(order.details);
  if (order.product !== 'hotel' || !parsed.success) {
    throw new Error(`order ${order.orderNo} has no readable hotel details`);
  }
  return parsed.data;
}
