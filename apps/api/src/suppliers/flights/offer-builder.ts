import { partyTotal, type PartyCounts } from '@travel/contracts/brand-price';
import type {
  BagAllowance,
  BookableCabin,
  FlightSegment,
  FlightTrip,
} from '@travel/contracts/flights';
import type { ReferenceCatalog } from '@travel/reference-data';
import { brandBags, brandId, brandRules, roundFare, type BrandCode } from './fares';
import type { FareBucket } from './fare-buckets';
import { flightPart, madeFrom } from './flight-part';
import type { SupplierBrand, SupplierOffer } from './port';
import { flightIdsOf } from './itineraries';
import type { ScheduledFlight } from './schedule';
import { tripHash, type PricedTrip } from './trip-pricing';

/**
 * Turns priced trips into the supplier's offer shape: segments with the spec's fields, brands
 * with rules and bags, and the distribution channel the fare came through.
 */

export interface Distribution {
  channel: 'F' | 'M' | 'D' | 'N' | 'G';
  gds: string;
  publishFare: boolean;
  privateFareType: string | null;
}

const DISTRIBUTIONS: Record<Distribution['channel'], Distribution> = {
  F: { channel: 'F', gds: 'NDC', publishFare: true, privateFareType: null },
  M: { channel: 'M', gds: '1S', publishFare: true, privateFareType: null },
  N: { channel: 'N', gds: '1S', publishFare: true, privateFareType: null },
  D: { channel: 'D', gds: 'NDC', publishFare: false, privateFareType: 'NET' },
  G: { channel: 'G', gds: '1A', publishFare: false, privateFareType: 'BULK' },
};

/**
 * The channel an itinerary sells through, fixed by its flights (so re-pricing finds the same):
 * mostly the airline's own NDC or the GDS; about one in six is a private fare from an
 * aggregator or the second GDS, which cannot be invoiced. Takes the trips' flight-id hashes.
 */
export function distributionFor(tripHashes: readonly number[]): Distribution {
  let mixed = 0x9e3779b9;
  for (const hash of tripHashes) mixed = Math.imul(mixed ^ hash, 0x85ebca6b) >>> 0;
  return drawDistribution(mixed);
}

/** The channel of priced trips (distributionFor of their hashes, without the array). */
export function distributionOfTrips(priced: readonly PricedTrip[]): Distribution {
  let mixed = 0x9e3779b9;
  for (let i = 0; i < priced.length; i += 1) {
    mixed = Math.imul(mixed ^ (priced[i] as PricedTrip).idHash, 0x85ebca6b) >>> 0;
  }
  return drawDistribution(mixed);
}

function drawDistribution(hashes: number): Distribution {
  let mixed = hashes;
  mixed ^= mixed >>> 13;
  mixed = Math.imul(mixed, 0xc2b2ae35) >>> 0;
  const draw = ((mixed ^ (mixed >>> 16)) >>> 0) / 4294967296;
  if (draw < 0.35) return DISTRIBUTIONS.F;
  if (draw < 0.7) return DISTRIBUTIONS.M;
  if (draw < 0.83) return DISTRIBUTIONS.N;
  if (draw < 0.93) return DISTRIBUTIONS.D;
  return DISTRIBUTIONS.G;
}

/** The channel of an itinerary given as flight ids per trip. */
export const distributionOf = (flights: readonly (readonly string[])[]): Distribution =>
  distributionFor(flights.map(tripHash));

const PRIVATE_FARE_FACTOR = 0.93;
const BRAND_SUFFIX: Record<BrandCode, string> = { BASIC: 'BS', STANDARD: 'ST', FLEX: 'FX' };
const DAY_MS = 86_400_000;

const ADVANCE = ['21', '14', '07', '00'] as const;
const BRAND_CODES: readonly BrandCode[] = ['BASIC', 'STANDARD', 'FLEX'];
/** Fare bases by class, then advance and brand: a search writes one per brand and segment. */
const fareBases = new Map<string, string[]>();

/** Fare basis: class, advance-purchase days, brand, e.g. `L21BS`. */
export function fareBasis(
  bookingClass: string,
  code: BrandCode,
  flight: ScheduledFlight,
  now: Date,
) {
  const days = (flight.departUtc - now.getTime()) / DAY_MS;
  const advance = days >= 21 ? 0 : days >= 14 ? 1 : days >= 7 ? 2 : 3;
  const slot = advance * BRAND_CODES.length + BRAND_CODES.indexOf(code);
  let bases = fareBases.get(bookingClass);
  if (!bases) {
    bases = [];
    fareBases.set(bookingClass, bases);
  }
  let basis = bases[slot];
  if (basis === undefined) {
    basis = `${bookingClass}${ADVANCE[advance]}${BRAND_SUFFIX[code]}`;
    bases[slot] = basis;
  }
  return basis;
}

function segmentOf(
  catalog: ReferenceCatalog,
  flight: ScheduledFlight,
  cabin: BookableCabin,
  bucket: FareBucket,
  code: BrandCode,
  layoverAfter: number,
  now: Date,
): FlightSegment {
  // Written out rather than spread: a literal keeps one shape for every segment (a spread of
  // the shared part made them slower to build and to write as JSON). Flight's fields first,
  // then the cabin's: the order the reply's JSON has always had.
  const p = flightPart(catalog, flight);
  const segment: FlightSegment = {
    flightId: p.flightId,
    departureTime: p.departureTime,
    departureTimeUtc: p.departureTimeUtc,
    departureTimeZone: p.departureTimeZone,
    arrivalTime: p.arrivalTime,
    arrivalTimeUtc: p.arrivalTimeUtc,
    arrivalTimeZone: p.arrivalTimeZone,
    departureAirportCode: p.departureAirportCode,
    departureAirportName: p.departureAirportName,
    departureCity: p.departureCity,
    departureCountryName: p.departureCountryName,
    departureCountryCode: p.departureCountryCode,
    arrivalAirportCode: p.arrivalAirportCode,
    arrivalAirportName: p.arrivalAirportName,
    arrivalCity: p.arrivalCity,
    arrivalCountryName: p.arrivalCountryName,
    arrivalCountryCode: p.arrivalCountryCode,
    departureTerminal: p.departureTerminal,
    arrivalTerminal: p.arrivalTerminal,
    duration: p.duration,
    airlineCode: p.airlineCode,
    airlineName: p.airlineName,
    flightNumber: p.flightNumber,
    aircraftCode: p.aircraftCode,
    aircraftName: p.aircraftName,
    cabin,
    bookingClass: bucket.bookingClass,
    adultFarebasis: fareBasis(bucket.bookingClass, code, flight, now),
    layoverAfter,
  };
  return madeFrom(segment, flight);
}

/** Built trips per priced trip and brand (PricedTrip.built): a round trip's outbound appears in many offers. */
function tripOf(catalog: ReferenceCatalog, trip: PricedTrip, code: BrandCode, now: Date) {
  const byBrand = (trip.built ??= []);
  const slot = CODE_SLOT[code];
  let built = byBrand[slot];
  if (!built) {
    const { flights } = trip.itinerary;
    const segments = flights.map((flight, i) => {
      const next = flights[i + 1];
      const layover = next ? Math.round((next.departUtc - flight.arriveUtc) / 60_000) : 0;
      const bucket = trip.buckets[i] as FareBucket;
      return segmentOf(catalog, flight, trip.cabin, bucket, code, layover, now);
    });
    built = { duration: trip.itinerary.duration, stops: flights.length - 1, segments };
    byBrand[slot] = built;
  }
  return built;
}

/** The trips as the traveller reads them, with the class and fare basis of `code`. */
export function tripsOf(
  catalog: ReferenceCatalog,
  priced: readonly PricedTrip[],
  code: BrandCode,
  now: Date,
): FlightTrip[] {
  return priced.map((trip) => tripOf(catalog, trip, code, now));
}

/** Trips from an Asian airport use the weight concept for checked bags. */
const weightConcept = (catalog: ReferenceCatalog, flight: ScheduledFlight): boolean =>
  catalog.country(flight.leg.from.countryCode)?.continent === 'AS' && !flight.leg.domestic;

/** One traveller's fare of a brand over all trips, adult, child and lap infant. */
export interface BrandFare {
  adultPrice: number;
  adultTax: number;
  childPrice: number;
  childTax: number;
  infantPrice: number;
  infantTax: number;
}

/**
 * Sums brand `index` over all trips into `into`. Private (negotiated) fares sell below the
 * published ones; their taxes stay as filed.
 */
function sumBrandFare(
  priced: readonly PricedTrip[],
  index: number,
  privateFare: boolean,
  into: BrandFare,
): BrandFare {
  into.adultPrice = 0;
  into.adultTax = 0;
  into.childPrice = 0;
  into.childTax = 0;
  into.infantPrice = 0;
  into.infantTax = 0;
  for (let i = 0; i < priced.length; i += 1) {
    const fare = (priced[i] as PricedTrip).brands[index];
    if (!fare) continue;
    into.adultPrice += fare.adultPrice;
    into.adultTax += fare.adultTax;
    into.childPrice += fare.childPrice;
    into.childTax += fare.childTax;
    into.infantPrice += fare.infantPrice;
    into.infantTax += fare.infantTax;
  }
  if (privateFare) {
    into.adultPrice = roundFare(into.adultPrice * PRIVATE_FARE_FACTOR);
    into.childPrice = roundFare(into.childPrice * PRIVATE_FARE_FACTOR);
    // A domestic infant flies free: roundFare's one-dollar floor must not charge them.
    if (into.infantPrice > 0) into.infantPrice = roundFare(into.infantPrice * PRIVATE_FARE_FACTOR);
  }
  return into;
}

/** One traveller's fare of brand `index` over all trips (a new object, kept by the offer). */
export function brandFare(
  priced: readonly PricedTrip[],
  index: number,
  privateFare: boolean,
): BrandFare {
  return sumBrandFare(priced, index, privateFare, newBrandFare());
}

function newBrandFare(): BrandFare {
  return { adultPrice: 0, adultTax: 0, childPrice: 0, childTax: 0, infantPrice: 0, infantTax: 0 };
}

// Ranking sums thousands of combinations and keeps only the total: one object serves them all.
const rankingScratch: BrandFare = newBrandFare();
/** The party of `partyTotal` calls here: reused, as these run per combination and per brand. */
const partyScratch = { adults: 0, children: 0, infants: 0 };

function partyOf(adults: number, children: number, infants: number): PartyCounts {
  partyScratch.adults = adults;
  partyScratch.children = children;
  partyScratch.infants = infants;
  return partyScratch;
}

/** What `adults`, `children` and lap `infants` pay together in brand `index` (brandFare's sums). */
export function brandTotal(
  priced: readonly PricedTrip[],
  index: number,
  privateFare: boolean,
  adults: number,
  children: number,
  infants = 0,
): number {
  const fare = sumBrandFare(priced, index, privateFare, rankingScratch);
  return partyTotal(partyOf(adults, children, infants), fare);
}

/**
 * Bags and carry-on of a brand over all trips, per trip: shared (read-only) by every offer with
 * the same cabin, brand and trip shapes (segments, international, weight concept), so a reply
 * writes each list once and a search does not rebuild them for each of its 300 offers × brands.
 */
interface Allowances {
  baggage: BagAllowance[];
  carryOn: BagAllowance[];
}
/**
 * By trip shape, then cabin and brand code: a search asks for every brand of every offer built,
 * and a key string of the three made and hashed per brand was a visible part of building them.
 */
const allowancesMemo = new Map<string, Map<BookableCabin, Allowances>[]>();
const CODE_SLOT: Record<BrandCode, number> = { BASIC: 0, STANDARD: 1, FLEX: 2 };

/** The trips' part of the allowance key, the same for every brand of an offer. */
function shapeOf(catalog: ReferenceCatalog, priced: readonly PricedTrip[]): string {
  let key = '';
  for (const trip of priced) {
    // Each itinerary's part of the key (segments, international, weight concept), made once.
    let shape = trip.itinerary.shape;
    if (shape === undefined) {
      const { flights } = trip.itinerary;
      const international = flights.some((f) => !f.leg.domestic);
      const weight = weightConcept(catalog, flights[0] as ScheduledFlight);
      shape = `|${flights.length}${international ? 1 : 0}${weight ? 1 : 0}`;
      trip.itinerary.shape = shape;
    }
    key += shape;
  }
  return key;
}

function allowancesOf(
  catalog: ReferenceCatalog,
  priced: readonly PricedTrip[],
  cabin: BookableCabin,
  code: BrandCode,
  shape: string,
): Allowances {
  let byCode = allowancesMemo.get(shape);
  if (!byCode) {
    byCode = [];
    allowancesMemo.set(shape, byCode);
  }
  const slot = CODE_SLOT[code];
  let byCabin = byCode[slot];
  if (!byCabin) {
    byCabin = new Map();
    byCode[slot] = byCabin;
  }
  let lists = byCabin.get(cabin);
  if (!lists) {
    const baggage: BagAllowance[] = [];
    const carryOn: BagAllowance[] = [];
    let segmentIndex = 0;
    for (const trip of priced) {
      const count = trip.itinerary.flights.length;
      const indexes = Array.from({ length: count }, (_, i) => segmentIndex + i);
      segmentIndex += count;
      const tripInternational = trip.itinerary.flights.some((f) => !f.leg.domestic);
      const bags = brandBags(
        cabin,
        code,
        indexes,
        tripInternational,
        weightConcept(catalog, trip.itinerary.flights[0] as ScheduledFlight),
      );
      baggage.push(bags.baggage);
      carryOn.push(bags.carryOn);
    }
    lists = { baggage, carryOn };
    byCabin.set(cabin, lists);
  }
  return lists;
}

const offerScratch: BrandFare = newBrandFare();

/** An offer for the party; lap `infants` take no seat but pay their own fare. */
export function buildOffer(
  catalog: ReferenceCatalog,
  tripType: SupplierOffer['tripType'],
  priced: readonly PricedTrip[],
  adults: number,
  children: number,
  now: Date,
  infants = 0,
): SupplierOffer {
  const first = priced[0] as PricedTrip;
  const cabin = first.cabin;
  const flights = priced.map((trip) => flightIdsOf(trip.itinerary));
  const distribution = distributionOfTrips(priced);
  // Loops rather than a spread of a map and nested closures: ~300 offers a search.
  let seatsRemaining = Infinity;
  let longHaul = false;
  for (const trip of priced) {
    seatsRemaining = Math.min(seatsRemaining, trip.seatsRemaining);
    for (const flight of trip.itinerary.flights) if (flight.leg.km > 3_000) longHaul = true;
  }
  const shape = shapeOf(catalog, priced);
  const brands = first.brands.map((_, b): SupplierBrand => {
    const definition = first.brands[b]?.brand as (typeof first.brands)[number]['brand'];
    // Read at once: one scratch object serves every brand (as brandTotal's).
    const { adultPrice, adultTax, childPrice, childTax, infantPrice, infantTax } = sumBrandFare(
      priced,
      b,
      !distribution.publishFare,
      offerScratch,
    );
    const { baggage, carryOn } = allowancesOf(catalog, priced, cabin, definition.code, shape);
    const firstBucket = first.buckets[0] as FareBucket;
    const firstFlight = first.itinerary.flights[0] as ScheduledFlight;
    return {
      brandId: brandId(cabin, definition.code),
      type: definition.code,
      name: definition.name,
      bookingClass: firstBucket.bookingClass,
      adultFarebasis: fareBasis(firstBucket.bookingClass, definition.code, firstFlight, now),
      adultPrice,
      adultTax,
      childPrice,
      childTax,
      adultTaxType: 0,
      childTaxType: 0,
      adultCommission: 0,
      childCommission: 0,
      infantPrice,
      infantTax,
      infantCommission: 0,
      totalPrice: partyTotal(partyOf(adults, children, infants), offerScratch),
      rules: brandRules(cabin, definition.code, longHaul, !distribution.publishFare),
      baggage,
      carryOn,
      invoiceable: distribution.publishFare,
      seatsRemaining,
    };
  });
  const cheapest = first.brands[0]?.brand.code ?? 'BASIC';
  return {
    tripType,
    trips: tripsOf(catalog, priced, cheapest, now),
    validatingAirline: (first.itinerary.flights[0] as ScheduledFlight).airline,
    cabin,
    channel: distribution.channel,
    gds: distribution.gds,
    publishFare: distribution.publishFare,
    privateFareType: distribution.privateFareType,
    currency: 'USD',
    adults,
    children,
    infants,
    brands,
    seatsRemaining,
    flights,
  };
}
