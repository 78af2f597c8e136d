import type { BookableCabin, FlightTrip } from '@travel/contracts/flights';
import { openBucket, type FareBucket } from './fare-buckets';
import {
  BRANDS,
  childFare,
  infantFare,
  infantSegmentTax,
  roundFare,
  segmentBase,
  segmentTax,
  type BrandDefinition,
} from './fares';
import { seatsOf, type InventoryView } from './seats';
import { flightIdsOf, type Itinerary } from './itineraries';
import { hashString } from '../../lib/seeded-random';

export const tripHash = (flightIds: readonly string[]): number => hashString(flightIds.join(','));

/** What one traveller pays for a trip in one brand (cents, before any commission). */
export interface TripBrandFare {
  brand: BrandDefinition;
  adultPrice: number;
  adultTax: number;
  childPrice: number;
  childTax: number;
  /** A lap infant's: a share of the international flights' adult fare (0 when all domestic). */
  infantPrice: number;
  infantTax: number;
}

/** A trip priced in one cabin for a party: the class per flight and the fare of every brand. */
export interface PricedTrip {
  itinerary: Itinerary;
  cabin: BookableCabin;
  buckets: FareBucket[];
  /** Fewest seats left in the cabin across the trip's flights. */
  seatsRemaining: number;
  brands: TripBrandFare[];
  /** Hash of the trip's flight ids: offers combine these to draw their channel. */
  idHash: number;
  /**
   * The trip as the traveller reads it, per brand code slot, made on first use
   * (offer-builder.ts tripOf): a field rather than a WeakMap keyed by the trip, as
   * ScheduledFlight's part (the trip dies with its search; no ephemeron for the GC to clear).
   */
  built: (FlightTrip | undefined)[] | undefined;
}

/** priceTrip's per-flight bases (grown as itineraries need). */
const baseScratch: number[] = [];

/** A connection sells below the sum of its flights, as airlines price them. */
const CONNECTION_FACTOR = 0.88;

/**
 * Prices a trip for `party` travellers in `cabin` from the seat counts in `view`; undefined
 * when some flight lacks the cabin or cannot seat the whole party.
 */
export function priceTrip(
  itinerary: Itinerary,
  cabin: BookableCabin,
  party: number,
  view: InventoryView,
  now: Date,
): PricedTrip | undefined {
  const buckets: FareBucket[] = [];
  let seatsRemaining = Infinity;
  for (const flight of itinerary.flights) {
    const seats = seatsOf(view, flight, cabin);
    if (!seats) return undefined;
    const bucket = openBucket(cabin, seats.capacity, seats.sold, party);
    if (!bucket) return undefined;
    buckets.push(bucket);
    seatsRemaining = Math.min(seatsRemaining, seats.capacity - seats.sold);
  }
  const factor = itinerary.flights.length > 1 ? CONNECTION_FACTOR : 1;
  // Each flight's base in a scratch array (read below, kept by nothing): a search prices
  // thousands of trips, and an array per trip was garbage at once.
  const { flights } = itinerary;
  const bases = baseScratch;
  let baseSum = 0;
  let internationalBase = 0;
  for (let i = 0; i < flights.length; i += 1) {
    const flight = flights[i] as (typeof flights)[number];
    const base = segmentBase(flight, cabin, (buckets[i] as FareBucket).multiplier, now) * factor;
    bases[i] = base;
    baseSum += base;
    if (!flight.leg.domestic) internationalBase += base;
  }
  const brands = BRANDS[cabin].map((brand): TripBrandFare => {
    const adultPrice = roundFare(baseSum * brand.multiplier + brand.stepCents);
    const childPrice = childFare(adultPrice);
    // A lap infant pays only on the international flights' share of the adult fare.
    const infantPrice = infantFare(adultPrice * (internationalBase / baseSum));
    // Taxes are charged per flight on that flight's share of the fare.
    let adultTax = 0;
    let childTax = 0;
    let infantTax = 0;
    for (let i = 0; i < flights.length; i += 1) {
      const flight = flights[i] as (typeof flights)[number];
      const share = (bases[i] as number) / baseSum;
      adultTax += segmentTax(flight, adultPrice * share);
      childTax += segmentTax(flight, childPrice * share);
      if (infantPrice > 0) {
        infantTax += infantSegmentTax(
          flight,
          (infantPrice * (bases[i] as number)) / internationalBase,
        );
      }
    }
    return { brand, adultPrice, adultTax, childPrice, childTax, infantPrice, infantTax };
  });
  // The same for every cabin the itinerary is priced in: hashed once.
  const idHash = (itinerary.idHash ??= tripHash(flightIdsOf(itinerary)));
  return { itinerary, cabin, buckets, seatsRemaining, brands, idHash, built: undefined };
}
