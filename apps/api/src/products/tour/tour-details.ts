import { z } from 'zod';
import {
  TOUR_INSURANCE_CHOICES,
  TOURIST_TYPES,
  TourCruiseCabinSchema,
  TourOrderContactSchema,
  TourPriceLineSchema,
} from '@travel/contracts/tour-orders';
import { TOUR_KINDS } from '@travel/contracts/tours';
import { localToUtc } from '../../lib/local-time';
import type { OrderListFields } from '../../lib/orders/order-product';
import type { OrderRow } from '../../lib/orders/status';

/**
 * What a tour or cruise order sold, kept in `orders.details` (issue 14 §2): the tour and
 * departure as priced when its places were held, the cabin of a cruise, the rooms, the
 * tourists and contact, the price lines, and what was due now. Written by SaveOrder /
 * SaveOrderCruise; read by the order pages, payment (the amount due now), the confirmation
 * job and the refund rules. The operator's answer is added once it comes (`confirmationNumber`
 * or `declineReason`).
 */
/** The operator confirms a paid booking within 48 hours (spec part 2 §9). */
export const CONFIRMATION_WINDOW_MS = 48 * 3_600_000;

/** The inventory kind of a departure's places in `inventory_holds` (key: the departure id). */
export const TOUR_PLACE_HOLD = 'tour-place';

const FlightSchema = z.object({
  airport: z.string(),
  date: z.string(),
  number: z.string(),
  time: z.string(),
  remark: z.string(),
});

export const TourOrderDetailsSchema = z.object({
  kind: z.enum(TOUR_KINDS),
  tourId: z.string(),
  tourCode: z.string(),
  tourName: z.string(),
  tourCity: z.string(),
  timeZone: z.string(),
  days: z.number().int(),
  operator: z.string(),
  departureId: z.string(),
  departDate: z.string(),
  returnDate: z.string(),
  guaranteed: z.boolean(),
  cruise: TourCruiseCabinSchema.nullable(),
  rooms: z.array(
    z.object({
      key: z.string(),
      adults: z.number().int(),
      children: z.number().int(),
      childBed: z.boolean().optional(),
    }),
  ),
  /** Places held on the departure (everyone of the rooms). */
  places: z.number().int(),
  tourists: z.array(
    z.object({
      room: z.string(),
      type: z.enum(TOURIST_TYPES),
      firstName: z.string(),
      lastName: z.string(),
      gender: z.enum(['Male', 'Female']),
      birthday: z.string(),
      nationality: z.string(),
      passportNumber: z.string(),
    }),
  ),
  // Stored flights are plain strings ('' when none was given), not the booking's checked ones.
  contact: TourOrderContactSchema.extend({
    arrivalFlight: FlightSchema,
    departureFlight: FlightSchema,
  }),
  insurance: z.enum(TOUR_INSURANCE_CHOICES),
  remark: z.string(),
  lan: z.enum(['EN', 'ZH', 'TW']),
  lines: z.array(TourPriceLineSchema),
  /** Port charges and gratuities per person, and for everyone (cruises; 0 on tours). */
  portCharges: z.number().int(),
  gratuities: z.number().int(),
  charges: z.number().int(),
  /** Consumer total (lines plus charges), the booker's commission, and what the booker pays. */
  total: z.number().int(),
  commission: z.number().int(),
  payable: z.number().int(),
  /** Deposit for everyone and the local date the rest is due (null: paid in full). */
  deposit: z.number().int(),
  finalPaymentDate: z.string().nullable(),
  /** Taken by the checkout: the deposit while the final payment date is ahead, else `payable`. */
  dueNow: z.number().int(),
  bookedFor: z.enum(['self', 'subagent', 'customer']),
  /** The operator's answer, once it came. */
  confirmationNumber: z.string().nullable().default(null),
  declineReason: z.string().nullable().default(null),
});
export type TourOrderDetails = z.infer<typeof TourOrderDetailsSchema>;

/** The stored details of a tour or cruise order; a row that does not parse is a bug. */
export function tourDetailsOf(order: Pick<OrderRow, 'details' | 'orderNo'>): TourOrderDetails {
  const parsed = TourOrderDetailsSchema.safeParse(order.details);
  if (!parsed.success) throw new Error(`order ${order.orderNo} has no readable tour details`);
  return parsed.data;
}

/** When the tour starts: midnight of its first day, in the departure city's zone. */
export const tourStartsAt = (details: Pick<TourOrderDetails, 'timeZone' | 'departDate'>): Date =>
  new Date(localToUtc(details.timeZone, details.departDate, 0));

/**
 * The order list columns: the tour's name, its first day (local midnight, stored as UTC with
 * the local wall time beside it), its product code to search by, and every tourist.
 */
export function tourListFields(details: TourOrderDetails): OrderListFields {
  return {
    title: details.tourName,
    startsAt: tourStartsAt(details),
    startsLocal: `${details.departDate}T00:00`,
    searchCodes: ` ${details.tourCode} `,
    travellerNames: details.tourists.map((t) => `${t.firstName} ${t.lastName}`).join(', '),
  };
}
