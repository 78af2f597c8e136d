import { z } from 'zod';
import { BOOKING_TIMINGS } from '@travel/contracts/flight-booking';
import { FareBrandSchema, FlightTripSchema } from '@travel/contracts/flights';
import type { OrderRow } from '../../lib/orders/status';

/**
 * What a flight order sold, kept in `orders.details`: the trips and the brand as priced when
 * the seats were held (after the buyer's commission), and the party. Written by booking, read
 * by the order pages, payment (ticketing) and exchange.
 */
export const FlightOrderDetailsSchema = z.object({
  tripType: z.enum(['oneway', 'roundtrip', 'multicity']),
  trips: z.array(FlightTripSchema),
  brand: FareBrandSchema,
  cabin: z.string(),
  adults: z.number().int(),
  children: z.number().int(),
  /** Lap infants (no seat); 0 in orders made before they were sold. */
  infants: z.number().int().default(0),
  validatingAirline: z.string(),
  responseId: z.string(),
  timing: z.enum(BOOKING_TIMINGS),
  bookedFor: z.enum(['self', 'subagent', 'customer']),
});
export type FlightOrderDetails = z.infer<typeof FlightOrderDetailsSchema>;

/** The details of a flight order; throws when the row is not one (a bug, not a client error). */
export function flightDetailsOf(
  order: Pick<OrderRow, 'product' | 'details' | 'orderNo'>,
): FlightOrderDetails {
  const parsed = FlightOrderDetailsSchema.safeParse(order.details);
  if (order.product !== 'flight' || !parsed.success) {
    throw new Error(`order ${order.orderNo} has no readable flight details`);
  }
  return parsed.data;
}
