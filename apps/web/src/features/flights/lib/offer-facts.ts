import type { FareBrand, FlightOffer, FlightTrip } from '@travel/contracts/flights';
import { datePart, daysBetween, minutesOfDay } from '../../../products/flight/search/dates';

/**
 * Facts about an offer that the card, the filters and the sorting all need, computed once per
 * offer so filtering and sorting 300 results stays a few array passes.
 */
export interface OfferFacts {
  offer: FlightOffer;
  /** The fare (brand of the offer) these facts price: one fare of the flight. */
  brand: FareBrand;
  /** The whole party's total after any agent commission. */
  total: number;
  /** One adult's fare with tax, before commission. */
  perAdult: number;
  /** Agent commission on one adult (0 for consumers). */
  commissionPerAdult: number;
  /** Most stops of any trip: a round trip is "nonstop" only when both ways are. */
  stops: number;
  /** Minutes, all trips together. */
  duration: number;
  airline: string;
  airlineName: string;
  /** Outbound departure and arrival, minutes past local midnight. */
  departMinutes: number;
  arriveMinutes: number;
  /** Outbound departure instant, for sorting across time zones. */
  departAt: number;
}

/** Fare plus tax for one traveller: taxType 0 adds both (spec §3), 1 means tax is included. */
export const fareWithTax = (price: number, tax: number, taxType: number): number =>
  taxType === 0 ? price + tax : price;

export function tripEnds(trip: FlightTrip) {
  const first = trip.segments[0]!;
  const last = trip.segments[trip.segments.length - 1]!;
  return { first, last };
}

/** Days the trip's arrival lands after its departure date ("+1"), in local dates. */
export const arrivalDayOffset = (trip: FlightTrip): number => {
  const { first, last } = tripEnds(trip);
  return daysBetween(datePart(first.departureTime), datePart(last.arrivalTime));
};

/** One fare of an offer: a brand, priced for the party (the results list every fare). */
export function fareFacts(offer: FlightOffer, brand: FareBrand): OfferFacts {
  const outbound = tripEnds(offer.trips[0]!);
  return {
    offer,
    brand,
    total: brand.totalPrice,
    perAdult: fareWithTax(brand.adultPrice, brand.adultTax, brand.adultTaxType),
    commissionPerAdult: brand.adultCommission,
    stops: Math.max(...offer.trips.map((trip) => trip.stops)),
    duration: offer.trips.reduce((sum, trip) => sum + trip.duration, 0),
    airline: offer.validatingAirline,
    airlineName:
      offer.trips
        .flatMap((trip) => trip.segments)
        .find((segment) => segment.airlineCode === offer.validatingAirline)?.airlineName ??
      offer.validatingAirline,
    departMinutes: minutesOfDay(outbound.first.departureTime),
    arriveMinutes: minutesOfDay(outbound.last.arrivalTime),
    departAt: Date.parse(outbound.first.departureTimeUtc),
  };
}

/** The offer at its cheapest fare (the API lists brands cheapest first). */
export const offerFacts = (offer: FlightOffer): OfferFacts => fareFacts(offer, offer.brands[0]!);

/** Offers the API sent without a brand cannot be shown or booked; they are left out. */
export const bookableOffers = (offers: readonly FlightOffer[]): FlightOffer[] =>
  offers.filter((offer) => offer.brands.length > 0 && offer.trips.length > 0);

/** Every fare of every offer: Basic, Standard and Flex of each cabin are each one. */
export const everyFare = (offers: readonly FlightOffer[]): OfferFacts[] =>
  offers.flatMap((offer) => offer.brands.map((brand) => fareFacts(offer, brand)));

/** What a card or a fare shows of one fare's price, in the page's one price kind. */
export interface ShownPrice {
  /** One adult with tax. */
  perAdult: number;
  /** The whole party. */
  total: number;
  /** The agent's commission on one adult, shown beside net prices only (0 otherwise). */
  commissionPerAdult: number;
  /** One child and one lap infant with tax (0 when the party has none), the same price kind. */
  perChild: number;
  perInfant: number;
}

/** Everyone who travels on the offer, lap infants included. */
export const partySize = (offer: Pick<FlightOffer, 'adults' | 'children' | 'infants'>): number =>
  offer.adults + offer.children + (offer.infants ?? 0);

/**
 * One price kind per page (issue 13 §4): an agent's net prices (after commission, the commission
 * beside them), or the client's (before commission, none shown) for everyone else and in client
 * view. The ±3-day strip follows the same switch.
 */
export function shownPrice(offer: FlightOffer, brand: FareBrand, showsNet: boolean): ShownPrice {
  const gross = fareWithTax(brand.adultPrice, brand.adultTax, brand.adultTaxType);
  const child = fareWithTax(brand.childPrice, brand.childTax, brand.childTaxType);
  // Infant fares are filed like the adult's (tax added): their tax type is the adult's.
  const infant = fareWithTax(brand.infantPrice, brand.infantTax, brand.adultTaxType);
  const infants = offer.infants ?? 0;
  const partyCommission =
    brand.adultCommission * offer.adults +
    brand.childCommission * offer.children +
    brand.infantCommission * infants;
  const perChild = offer.children > 0 ? child : 0;
  const perInfant = infants > 0 ? infant : 0;
  return showsNet
    ? {
        perAdult: gross - brand.adultCommission,
        total: brand.totalPrice,
        commissionPerAdult: brand.adultCommission,
        perChild: perChild && perChild - brand.childCommission,
        perInfant: perInfant && perInfant - brand.infantCommission,
      }
    : {
        perAdult: gross,
        total: brand.totalPrice + partyCommission,
        commissionPerAdult: 0,
        perChild,
        perInfant,
      };
}
