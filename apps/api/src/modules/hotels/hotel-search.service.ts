import type { z } from 'zod';
import type {
  HotelSearchBodySchema,
  HotelSearchResult,
  HotelSort,
  HotelSummary,
} from '@travel/contracts/hotels';
import { nightsBetween } from '@travel/contracts/hotels';
import type { AppContext } from '../../app-context';
import { hotelSupplier } from '../../lib/hotel-supplier';
import { inventoryEpoch } from '../../lib/inventory-events';
import { referenceCatalog } from '../../lib/reference-catalog';
import { LruCache } from '../../lib/lru';
import { buyerSummary } from '../../products/hotel/buyer-price';
import type { HotelAvailability } from '../../suppliers/hotels/port';
import { resolveHotelSearch, type HotelDestination } from './stay-rules';

export type HotelSearchInput = z.output<typeof HotelSearchBodySchema>;

/**
 * How long one availability list serves the filters, sorts and pages of the same stay and
 * destination. Holds and releases of this process start a new list at once (inventoryVersion);
 * the booking calls price from the database anyway.
 */
export const AVAILABILITY_TTL_MS = 20_000;
const AVAILABILITY_ENTRIES = 200;

/**
 * The "recommand" order (spec part 2 §2) as one score: half the guests' rating, a quarter how
 * close to the searched point, a quarter how cheap among the results. A well-rated hotel near
 * the centre at a middling price leads; a cheap one far out or a dear one with poor reviews
 * falls back. Ties go to the better rating, then the id (a stable order for paging).
 */
const RECOMMEND_WEIGHTS = { rating: 0.5, distance: 0.25, price: 0.25 } as const;

interface AvailabilityEntry {
  at: number;
  /** Gross prices, the same for every buyer: commission is added per reply (`search`). */
  hotels: HotelSummary[];
  /** Each hotel's stay before taxes at its "from" rate, by id (the commission's base). */
  subtotals: Map<string, number>;
}

const toSummary = (found: HotelAvailability): HotelSummary => ({
  ...found.hotel,
  nightlyFrom: found.nightlyFrom,
  totalFrom: found.totalFrom,
  roomCodeFrom: found.roomCodeFrom,
  freeCancellation: found.freeCancellation,
  currency: 'USD',
  badges: found.badges,
  // "Only N left" from 5 down (issue 4 §2).
  roomsLeft: found.roomsLeft <= 5 ? found.roomsLeft : null,
});

export function sortHotels(
  hotels: readonly HotelSummary[],
  sort: HotelSort,
  radiusKm: number,
): HotelSummary[] {
  const byId = (a: HotelSummary, b: HotelSummary) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
  const list = [...hotels];
  if (sort === 'lowestPrice') {
    return list.sort((a, b) => a.nightlyFrom - b.nightlyFrom || b.rating - a.rating || byId(a, b));
  }
  if (sort === 'distance') {
    return list.sort((a, b) => a.distanceKm - b.distanceKm || byId(a, b));
  }
  if (sort === 'rating') {
    return list.sort(
      (a, b) =>
        b.rating - a.rating ||
        b.reviewCount - a.reviewCount ||
        a.nightlyFrom - b.nightlyFrom ||
        byId(a, b),
    );
  }
  const prices = list.map((h) => h.nightlyFrom);
  const cheapest = Math.min(...prices);
  const span = Math.max(...prices) - cheapest || 1;
  const score = new Map(
    list.map((h) => [
      h.id,
      RECOMMEND_WEIGHTS.rating * (h.rating / 5) +
        RECOMMEND_WEIGHTS.distance * (1 - Math.min(h.distanceKm, radiusKm) / radiusKm) +
        RECOMMEND_WEIGHTS.price * (1 - (h.nightlyFrom - cheapest) / span),
    ]),
  );
  return list.sort(
    (a, b) => (score.get(b.id) ?? 0) - (score.get(a.id) ?? 0) || b.rating - a.rating || byId(a, b),
  );
}

/**
 * Amenities all-of, stars any-of, nightly rate within the bounds, free cancellation (a
 * refundable rate whose deadline is still ahead) and a review score at least `minRating`.
 */
export function filterHotels(
  hotels: readonly HotelSummary[],
  input: Pick<
    HotelSearchInput,
    'amenities' | 'stars' | 'minPrice' | 'maxPrice' | 'freeCancellation' | 'minRating'
  >,
): HotelSummary[] {
  const stars = new Set(input.stars);
  return hotels.filter(
    (h) =>
      input.amenities.every((amenity) => h.amenities.includes(amenity)) &&
      (!input.freeCancellation || h.freeCancellation) &&
      (input.minRating === undefined || h.rating >= input.minRating) &&
      (stars.size === 0 || stars.has(h.stars)) &&
      (input.minPrice === undefined || h.nightlyFrom >= input.minPrice) &&
      (input.maxPrice === undefined || h.nightlyFrom <= input.maxPrice),
  );
}

/**
 * `POST /api/SearchHotel`: the hotels around a city point or an airport with something
 * bookable for the stay and party, filtered, sorted and paged. The supplier's availability
 * list is kept briefly per destination and stay, so paging, sorting and filtering do not
 * search again; it holds gross prices only, so one cache serves visitors and agents alike.
 */
export class HotelSearchService {
  private readonly availability = new LruCache<string, AvailabilityEntry>(AVAILABILITY_ENTRIES);

  constructor(private readonly ctx: AppContext) {}

  /**
   * `percent`: the buyer's commission (`commissionPercent(role)`), added to the page's hotels
   * only; filters, sorts and the price range read the gross prices every buyer shares.
   */
  async search(input: HotelSearchInput, percent = 0): Promise<HotelSearchResult> {
    const now = this.ctx.now();
    const destination = resolveHotelSearch(referenceCatalog().catalog, input, now);
    const { hotels: all, subtotals } = await this.available(destination, input, now);
    const prices = all.map((h) => h.nightlyFrom);
    const filtered = filterHotels(all, input);
    const sorted = sortHotels(filtered, input.sort, destination.radiusKm);
    const start = (input.page - 1) * input.pageSize;
    return {
      center: {
        latitude: destination.latitude,
        longitude: destination.longitude,
        label: destination.label,
        airport: destination.airport,
      },
      nights: nightsBetween(input.checkIn, input.checkOut),
      total: filtered.length,
      page: input.page,
      pageSize: input.pageSize,
      hotels: sorted
        .slice(start, start + input.pageSize)
        .map((hotel) => buyerSummary(hotel, subtotals.get(hotel.id) ?? 0, percent)),
      priceRange: prices.length ? { min: Math.min(...prices), max: Math.max(...prices) } : null,
    };
  }

  private async available(
    destination: HotelDestination,
    input: HotelSearchInput,
    now: Date,
  ): Promise<AvailabilityEntry> {
    const supplier = hotelSupplier(this.ctx);
    const key = JSON.stringify([
      destination.latitude,
      destination.longitude,
      destination.radiusKm,
      input.checkIn,
      input.checkOut,
      input.rooms,
      input.adults,
      input.children,
      supplier.inventoryVersion?.() ?? 0,
      inventoryEpoch(this.ctx.db),
    ]);
    const at = now.getTime();
    const hit = this.availability.get(key);
    // A clock moved backwards (tests) makes an entry unusable too.
    if (hit && at >= hit.at && at - hit.at < AVAILABILITY_TTL_MS) return hit;
    const found = await supplier.search({
      latitude: destination.latitude,
      longitude: destination.longitude,
      radiusKm: destination.radiusKm,
      checkIn: input.checkIn,
      checkOut: input.checkOut,
      rooms: input.rooms,
      adults: input.adults,
      children: input.children,
      now,
    });
    const entry: AvailabilityEntry = {
      at,
      hotels: found.map(toSummary),
      subtotals: new Map(found.map((f) => [f.hotel.id, f.subtotalFrom])),
    };
    this.availability.set(key, entry);
    return entry;
  }
}
