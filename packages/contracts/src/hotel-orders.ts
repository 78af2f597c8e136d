import { z } from 'zod';
import { envelope } from './envelope';
import { BookForSchema } from './agent-clients';
import { CardPaymentSchema } from './flight-booking';
import { HotelBookingDetailsSchema, HotelGuestSchema } from './hotel-guests';
import { OrderDetailTailSchema } from './order-detail-tail';
import { ORDER_STATUSES } from './orders';
import type { Product } from './products';
import {
  HOTEL_POLICIES,
  HotelIdSchema,
  HotelNightPriceSchema,
  HotelRuleSchema,
  HotelStaySchema,
  HotelSummarySchema,
} from './hotels';

/**
 * Hotel booking and orders (issue 4 §2): `POST /api/SaveOrderNew` and `GET /api/SearchHotelOrder`.
 * The stay, hotel and rule shapes they repeat are in `hotels.ts`.
 */

// ---------------------------------------------------------------------------------------------
// Booking

export { HotelBookingDetailsSchema, HotelGuestSchema } from './hotel-guests';

/**
 * `POST /api/SaveOrderNew` (header `Idempotency-Key`): books the room for the stay, holds its
 * room-nights, and pays what is due now (by card, or from the agent balance) in one call.
 * `expectedTotal` is the total the traveller saw; a different price answers 1059 with the new
 * rule, a sold-out room 409 (1050). A refused card leaves the order awaiting payment for 30
 * minutes (pay with `POST /api/Payment`).
 */
export const HotelOrderBodySchema = HotelStaySchema.extend({
  hotelId: HotelIdSchema,
  roomCode: z.string().trim().min(1).max(16),
  guests: HotelBookingDetailsSchema.shape.guests,
  contact: HotelBookingDetailsSchema.shape.contact,
  specialRequests: HotelBookingDetailsSchema.shape.specialRequests,
  expectedTotal: z.number().int().min(0),
  payment: z.discriminatedUnion('method', [
    z.object({ method: z.literal('card'), card: CardPaymentSchema }),
    /** Agents and sub-agents only: draws on the agent's prepaid balance (1510 when short). */
    z.object({ method: z.literal('balance') }),
  ]),
  /** Agents book for themselves, a sub-agent (its user id) or a customer. */
  bookFor: BookForSchema.optional(),
  acceptTerms: HotelBookingDetailsSchema.shape.acceptTerms,
  customersessionid: z.string().max(128).optional(),
});
export type HotelOrderBody = z.input<typeof HotelOrderBodySchema>;

export const HotelOrderResultSchema = z.object({
  orderNo: z.string(),
  status: z.enum(ORDER_STATUSES),
  /** The hotel's confirmation number once confirmed. */
  confirmationNumber: z.string().nullable(),
  /** The stay's price with taxes, before any agent commission. */
  total: z.number().int(),
  /** Agents and sub-agents only: their commission on the stay (they pay `total − commission`). */
  commission: z.number().int().optional(),
  paidNow: z.number().int(),
  currency: z.literal('USD'),
});
export type HotelOrderResult = z.infer<typeof HotelOrderResultSchema>;
export const HotelOrderReplySchema = envelope(HotelOrderResultSchema);

/**
 * The `data` of a SaveOrderNew reply whose card (or balance) payment was refused (402 card
 * codes, 1510): the order exists, awaiting payment with its room-nights held until
 * `deadlineAt`, so the page keeps the form and pays it with `POST /api/Payment` and this
 * `orderNo` instead of booking again.
 */
export const HotelPaymentRefusedDataSchema = z.object({
  orderNo: z.string(),
  /** The payment deadline (ISO); null only if the order has none. */
  deadlineAt: z.string().nullable(),
});
export type HotelPaymentRefusedData = z.infer<typeof HotelPaymentRefusedDataSchema>;

/** `GET /api/SearchHotelOrder?orderNo=…` (and `email` for a visitor): the booking result. */
export const HotelOrderQuerySchema = z.object({
  orderNo: z.string().trim().min(1).max(40),
  email: z.string().trim().max(254).optional(),
  customersessionid: z.string().max(128).optional(),
});
export type HotelOrderQuery = z.infer<typeof HotelOrderQuerySchema>;

export const HotelOrderDetailSchema = z.object({
  orderNo: z.string(),
  product: z.literal('hotel' satisfies Product),
  status: z.enum(ORDER_STATUSES),
  createdAt: z.string(),
  deadlineAt: z.string().nullable(),
  confirmationNumber: z.string().nullable(),
  hotel: HotelSummarySchema.omit({ distanceKm: true }).extend({ timeZone: z.string() }),
  room: z.object({ code: z.string(), name: z.string(), policy: z.enum(HOTEL_POLICIES) }),
  stay: HotelRuleSchema.shape.stay,
  nights: z.array(HotelNightPriceSchema),
  guests: z.array(HotelGuestSchema.extend({ room: z.number().int() })),
  contact: z.object({ name: z.string(), email: z.string(), mobile: z.string() }),
  specialRequests: z.string(),
  cancellationDeadline: z.string().nullable(),
  currency: z.literal('USD'),
  subtotal: z.number().int(),
  taxes: z.number().int(),
  /** Subtotal plus taxes, before any agent commission. */
  total: z.number().int(),
  /**
   * An agent's or sub-agent's booking only: the commission on the stay, deducted from what was
   * paid now and (the rest) from what is due at the hotel.
   */
  commission: z.number().int().optional(),
  paidNow: z.number().int(),
  dueAtHotel: z.number().int(),
  ...OrderDetailTailSchema.shape,
});
export type HotelOrderDetail = z.infer<typeof HotelOrderDetailSchema>;
export const HotelOrderDetailReplySchema = envelope(HotelOrderDetailSchema);
