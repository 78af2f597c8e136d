import { z } from 'zod';
import { TourLanSchema, TourMonthSchema, TourPageSchema, tourEnvelope } from './tours';
import { TourInfoSchema } from './tours-detail';

/**
 * Cruise calls (spec part 2 §3 "Cruise promotion", §7 "Cruises"): `GET /api/ListCurise`
 * (promotions, the spec's spelling), `GET /api/CustomizeCruiseSearch` (a list, as tourlist),
 * `GET /api/CustomizeCruiseDetail` (TourInfo with the ship, cabins and charges).
 */

export const CRUISE_PROMOTION_TOP = 10;

export const ListCruiseQuerySchema = z.object({
  top: z.coerce.number().int().min(1).max(50).default(CRUISE_PROMOTION_TOP),
  Lan: TourLanSchema,
});

export const CruisePromotionSchema = z.object({
  /** TourID of the cruise. */
  key: z.string(),
  title: z.string(),
  /** The ship's name. */
  name: z.string(),
  pic: z.string(),
  /** Next departure on sale, YYYY-MM-DD local. */
  departureTime: z.string(),
  TourCity: z.string(),
  /** From, per person in cents (consumer price). */
  price: z.number(),
});
export type CruisePromotion = z.infer<typeof CruisePromotionSchema>;
export const ListCruiseReplySchema = tourEnvelope(z.array(CruisePromotionSchema));

const RegionCodeSchema = z
  .string()
  .trim()
  .toUpperCase()
  .regex(/^[A-Z]{2}$/, 'a two-letter code');

/** `GET /api/CustomizeCruiseSearch`: the list condition of tourlist, in the query string. */
export const CruiseSearchQuerySchema = z
  .object({
    region: RegionCodeSchema.optional(),
    area: RegionCodeSchema.optional(),
    month: TourMonthSchema.optional(),
    style: z.enum(['ocean', 'river']).optional(),
    sort: z.coerce
      .number()
      .int()
      .refine((n) => n === 1 || n === 2 || n === 3, 'sort must be 1, 2 or 3')
      .default(1),
    minDays: z.coerce.number().int().min(1).max(60).optional(),
    maxDays: z.coerce.number().int().min(1).max(60).optional(),
    minPrice: z.coerce.number().int().min(0).max(10_000_000).optional(),
    maxPrice: z.coerce.number().int().min(0).max(10_000_000).optional(),
    page: z.coerce.number().int().min(1).max(1000).default(1),
    pageSize: z.coerce.number().int().min(1).max(50).default(12),
    Lan: TourLanSchema,
  })
  .refine((c) => Boolean(c.region || c.area), {
    message: 'a destination (region or area) is required',
    path: ['region'],
  });
export const CruiseSearchReplySchema = tourEnvelope(TourPageSchema);

export const CruiseDetailQuerySchema = z.object({
  id: z
    .string()
    .trim()
    .min(1)
    .max(80)
    .regex(/^[a-z0-9-]+$/, 'not a cruise id'),
  Lan: TourLanSchema,
});
export const CruiseDetailReplySchema = tourEnvelope(TourInfoSchema);
