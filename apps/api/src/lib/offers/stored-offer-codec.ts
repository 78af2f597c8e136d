import { BOOKABLE_CABINS, type BookableCabin } from '@travel/contracts/flights';
import type { StoredOffer } from './offer-store';

/**
 * The form a stored quote takes in `search_responses.offers`: one flat array of scalars per
 * offer instead of an object with nested objects. Every new search writes ~300 of them in one
 * insert, and the database's cost of that insert (parsing the jsonb, building its objects with
 * sorted keys, compressing and logging the value) grows with its nodes and bytes: the flat form
 * has about a tenth of the nodes and half the bytes. Read back one offer at a time.
 *
 *   [tripType, "F1,F2|F3", cabin, adults, children, invoice,
 *    brandId, quoted, adultPrice, adultTax, childPrice, childTax, brandId, …]
 *
 * Trips are separated by `|`, flights of a trip by `,`. Rows written before this form (objects)
 * are still read: they live until their reply expires.
 */
export type StoredOfferTuple = (string | number | boolean)[];

const HEAD = 6;
const PER_BRAND = 6;
const SEPARATORS = /[,|]/;
const TRIP_TYPES: readonly StoredOffer['tripType'][] = ['oneway', 'roundtrip', 'multicity'];

/** The flat form, or the object itself when a flight id could not be written in it. */
export function encodeStoredOffer(offer: StoredOffer): StoredOfferTuple | StoredOffer {
  if (offer.flights.some((trip) => trip.length === 0 || trip.some((id) => SEPARATORS.test(id)))) {
    return offer;
  }
  const tuple: StoredOfferTuple = [
    offer.tripType,
    offer.flights.map((trip) => trip.join(',')).join('|'),
    offer.cabin,
    offer.adults,
    offer.children,
    offer.invoice,
  ];
  for (const brandId of Object.keys(offer.quoted)) {
    const parts = offer.parts[brandId];
    const quoted = offer.quoted[brandId];
    // A quote without its parts cannot be written flat; the object form keeps it as it is.
    if (!parts || quoted === undefined) return offer;
    tuple.push(brandId, quoted, ...parts);
  }
  return tuple;
}

const isInt = (value: unknown): value is number => Number.isInteger(value);

/** A stored quote in either form; null when it is neither (a broken row names nothing). */
export function decodeStoredOffer(value: unknown): StoredOffer | null {
  if (!Array.isArray(value)) {
    return value !== null && typeof value === 'object' ? (value as StoredOffer) : null;
  }
  const [tripType, flights, cabin, adults, children, invoice] = value as unknown[];
  if (
    !TRIP_TYPES.includes(tripType as StoredOffer['tripType']) ||
    typeof flights !== 'string' ||
    !BOOKABLE_CABINS.includes(cabin as BookableCabin) ||
    !isInt(adults) ||
    !isInt(children) ||
    typeof invoice !== 'boolean' ||
    (value.length - HEAD) % PER_BRAND !== 0
  ) {
    return null;
  }
  const quoted: StoredOffer['quoted'] = {};
  const parts: StoredOffer['parts'] = {};
  for (let i = HEAD; i < value.length; i += PER_BRAND) {
    const [brandId, total, adultPrice, adultTax, childPrice, childTax] = value.slice(
      i,
      i + PER_BRAND,
    ) as unknown[];
    if (
      typeof brandId !== 'string' ||
      ![total, adultPrice, adultTax, childPrice, childTax].every(isInt)
    ) {
      return null;
    }
    quoted[brandId] = total as number;
    parts[brandId] = [adultPrice, adultTax, childPrice, childTax] as [
      number,
      number,
      number,
      number,
    ];
  }
  return {
    tripType: tripType as StoredOffer['tripType'],
    flights: flights.split('|').map((trip) => trip.split(',')),
    cabin: cabin as BookableCabin,
    adults,
    children,
    quoted,
    parts,
    invoice,
  };
}
