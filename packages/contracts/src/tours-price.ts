import { z } from 'zod';
import { TourLanSchema, TourUserSchema, tourEnvelope } from './tours';

/**
 * `POST /api/PriceTour` (spec part 2 §7): the rooms of one departure priced now, by the room
 * rules of `tour-rooms.ts`. Payload tourid, packageID, cttq (the departure date) and rooms;
 * the reply carries `roomlist` as the spec's JSON string, the same lines structured, and
 * `totalprice` (cents). Rooms the rules refuse, or more people than places left, are
 * 'Check price failed' with `data.error` saying why.
 */

export const TourRoomSettingSchema = z.object({
  key: z.string().trim().min(1).max(40),
  adults: z.number().int().min(0).max(20),
  children: z.number().int().min(0).max(20),
  /** With or without a bed, when the departure prices both ('child' and 'bedchild'). */
  childBed: z.boolean().optional(),
});

export const PriceTourBodySchema = z.object({
  tourid: z
    .string()
    .trim()
    .regex(/^[a-z0-9-]{1,80}$/, 'not a tour id'),
  packageID: z.string().trim().min(1).max(100),
  cttq: z
    .string()
    .trim()
    .regex(/^\d{4}-\d{2}-\d{2}$/, 'cttq must be YYYY-MM-DD'),
  /** Cruise: the cabin category code (e.g. `BA`); absent on tours. */
  cabin: z
    .string()
    .trim()
    .regex(/^[A-Z]{2}$/, 'a cabin code')
    .optional(),
  rooms: z.array(TourRoomSettingSchema).min(1).max(10),
  Lan: TourLanSchema,
  user: TourUserSchema,
});
export type PriceTourBody = z.input<typeof PriceTourBodySchema>;

export const PriceLineSchema = z.object({
  room: z.string(),
  Code: z.string(),
  Name: z.string(),
  count: z.number(),
  /** Per person and for the line, consumer price in cents. */
  unit: z.number(),
  total: z.number(),
});

export const PriceTourSchema = z.object({
  /** The lines as a JSON string (the spec's roomlist). */
  roomlist: z.string(),
  lines: z.array(PriceLineSchema),
  people: z.number(),
  /** Cruise port charges and gratuities for everyone, in cents (0 on tours). */
  charges: z.number(),
  /** Consumer total in cents: the lines plus charges. */
  totalprice: z.number(),
  /** The caller's commission (on the lines, not the charges) and what the caller pays. */
  TourComm: z.number(),
  agentSelling: z.number(),
  currency: z.literal('USD'),
  /** '' when priced (the variant reply's data.error). */
  error: z.string(),
});
export type PriceTour = z.infer<typeof PriceTourSchema>;
export const PriceTourReplySchema = tourEnvelope(PriceTourSchema);
