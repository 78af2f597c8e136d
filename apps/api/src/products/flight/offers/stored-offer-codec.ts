import { BOOKABLE_CABINS, type BookableCabin } from '@travel/contracts/flights';
import type { StoredOffer } from './offer-store';

/**
 * The form a stored quote takes in `search_responses.offers` (rows before migration 0011, and
 * replies packed-offers.ts cannot pack): one string per offer instead of an object with nested
 * objects. Every new search writes ~300 of them in one insert, and the
 * database's cost of that insert is mostly parsing the jsonb and building its nodes (objects
 * with sorted keys): on PGlite, a 300-offer round trip as objects (~94 KB) cost 2.9-3.3 ms of
 * CPU to write and insert, as one string per offer (~51 KB) 0.9-1.1 ms. Read back one offer
 * at a time, so decoding costs nothing that matters.
 *
 *   "tripType;F1,F2|F3;cabin;adults;children;invoice(0|1);brandId;quoted;adultPrice;adultTax;
 *    childPrice;childTax;brandId;…"
 *
 * A party with lap infants is written `i{infants};` then the same with the infant price and tax
 * after the child tax of each brand; without infants the text is as it was before them.
 *
 * Trips are separated by `|`, flights of a trip by `,`, fields by `;`. Rows written before this
 * form (objects) are still read: they live until their reply expires.
 */

const FIELD = ';';
const HEAD = 6;
const PER_BRAND = 6;
/** A brand's fields with the infant price and tax. */
const PER_BRAND_WITH_INFANTS = 8;
const INFANTS = /^i(\d)$/;
/** What a flight or brand id must not hold to be written in the string form. */
const SEPARATORS = /[;,|]/;
const TRIP_TYPES: readonly StoredOffer['tripType'][] = ['oneway', 'roundtrip', 'multicity'];

/** The string form, or the object itself when some id could not be written in it. */
export function encodeStoredOffer(offer: StoredOffer): string | StoredOffer {
  if (offer.flights.some((trip) => trip.length === 0 || trip.some((id) => SEPARATORS.test(id)))) {
    return offer;
  }
  const infants = offer.infants > 0;
  let text =
    (infants ? `i${offer.infants}${FIELD}` : '') +
    `${offer.tripType};${offer.flights.map((trip) => trip.join(',')).join('|')};` +
    `${offer.cabin};${offer.adults};${offer.children};${offer.invoice ? 1 : 0}`;
  for (const brandId of Object.keys(offer.quoted)) {
    const parts = offer.parts[brandId];
    const quoted = offer.quoted[brandId];
    // A quote without its parts, or an id with a separator: the object form keeps it as it is.
    if (!parts || quoted === undefined || SEPARATORS.test(brandId)) return offer;
    text += `;${brandId};${quoted};${(infants ? parts : parts.slice(0, 4)).join(FIELD)}`;
  }
  return text;
}

const INTEGER = /^-?\d+$/;

/** A stored quote in either form; null when it is neither (a broken row names nothing). */
export function decodeStoredOffer(value: unknown): StoredOffer | null {
  if (typeof value !== 'string') {
    return value !== null && typeof value === 'object' && !Array.isArray(value)
      ? (value as StoredOffer)
      : null;
  }
  const fields = value.split(FIELD);
  const infantsField = INFANTS.exec(fields[0] ?? '');
  if (infantsField) fields.shift();
  const infants = infantsField ? Number(infantsField[1]) : 0;
  const perBrand = infantsField ? PER_BRAND_WITH_INFANTS : PER_BRAND;
  const [tripType, flights, cabin, adults, children, invoice] = fields as [
    string,
    string,
    string,
    string,
    string,
    string,
  ];
  if (
    fields.length < HEAD ||
    (fields.length - HEAD) % perBrand !== 0 ||
    !TRIP_TYPES.includes(tripType as StoredOffer['tripType']) ||
    !BOOKABLE_CABINS.includes(cabin as BookableCabin) ||
    !INTEGER.test(adults) ||
    !INTEGER.test(children) ||
    (invoice !== '0' && invoice !== '1')
  ) {
    return null;
  }
  const quoted: StoredOffer['quoted'] = {};
  const parts: StoredOffer['parts'] = {};
  for (let i = HEAD; i < fields.length; i += perBrand) {
    const [brandId, ...amounts] = fields.slice(i, i + perBrand) as [string, ...string[]];
    if (!amounts.every((amount) => INTEGER.test(amount))) return null;
    const [total, adultPrice, adultTax, childPrice, childTax, infantPrice = 0, infantTax = 0] =
      amounts.map(Number) as [number, number, number, number, number, number?, number?];
    quoted[brandId] = total;
    parts[brandId] = [adultPrice, adultTax, childPrice, childTax, infantPrice, infantTax];
  }
  return {
    tripType: tripType as StoredOffer['tripType'],
    flights: flights.split('|').map((trip) => trip.split(',')),
    cabin: cabin as BookableCabin,
    adults: Number(adults),
    children: Number(children),
    infants,
    quoted,
    parts,
    invoice: invoice === '1',
  };
}
