import { BOOKABLE_CABINS, type BookableCabin } from '@travel/contracts/flights';
import { partyTotal } from '@travel/contracts/brand-price';
import type { StoredOffer } from './offer-store';

/**
 * A search reply's quotes as one short text value (`search_responses.packed`, migration 0011):
 * the one database write of a new search. On PGlite its cost follows its length (~0.5 ms for the
 * 36-51 KB that one string per offer made, against ~0.2 ms for the insert itself), so what every
 * offer of a reply shares is written once:
 *
 *   line 0   `2;{tripType};{adults};{children};{invoice 0|1}`
 *   line 1   brand ids, `,`-separated
 *   line 2   trips: flight ids `,`-separated, trips `|`-separated
 *   line 3+  one offer each: `{cabin};{trip index},…;{brand index},{adultPrice},{adultTax},
 *            {childPrice},{childTax};…` (numbers in base 36, cents before commission)
 *
 * A party with lap infants is written as version 3: `3;{tripType};{adults};{children};
 * {infants};{invoice}` and each brand with `,{infantPrice},{infantTax}` after the child tax;
 * without infants the text is version 2, as it was before them.
 *
 * The quoted total of a brand is not written: it is the party's gross total of its parts, as
 * the supplier prices it; a reply where that does not hold, or whose offers differ in trip type,
 * party or invoice flag, or whose ids hold a separator, is not packed (the caller keeps the
 * per-offer strings of stored-offer-codec.ts instead).
 */

const VERSION = '2';
const VERSION_WITH_INFANTS = '3';
const LINE = '\n';
const FIELD = ';';
const ITEM = ',';
const TRIP = '|';
const HEADER_LINES = 3;
const SEPARATORS = /[\n;,|]/;
const TRIP_TYPES: readonly StoredOffer['tripType'][] = ['oneway', 'roundtrip', 'multicity'];
const BASE36 = /^-?[0-9a-z]+$/;

const grossTotal = (offer: StoredOffer, parts: readonly number[]): number =>
  partyTotal(offer, {
    adultPrice: parts[0] as number,
    adultTax: parts[1] as number,
    childPrice: parts[2] as number,
    childTax: parts[3] as number,
    infantPrice: parts[4] ?? 0,
    infantTax: parts[5] ?? 0,
  });

/** The packed text of a reply's offers (in reply order), or null when they cannot be packed. */
export function packStoredOffers(offers: readonly StoredOffer[]): string | null {
  const first = offers[0];
  if (!first) return null;
  const brandIndex = new Map<string, number>();
  const tripIndex = new Map<string, number>();
  const trips: string[] = [];
  let body = '';
  for (const offer of offers) {
    if (
      offer.tripType !== first.tripType ||
      offer.adults !== first.adults ||
      offer.children !== first.children ||
      offer.infants !== first.infants ||
      offer.invoice !== first.invoice
    ) {
      return null;
    }
    let line = `${LINE}${offer.cabin}${FIELD}`;
    for (let t = 0; t < offer.flights.length; t += 1) {
      const flights = offer.flights[t] as string[];
      if (flights.length === 0) return null;
      const key = flights.join(ITEM);
      let index = tripIndex.get(key);
      if (index === undefined) {
        if (SEPARATORS.test(key.replaceAll(ITEM, ''))) return null;
        index = trips.length;
        trips.push(key);
        tripIndex.set(key, index);
      }
      line += t === 0 ? String(index) : ITEM + String(index);
    }
    for (const brandId in offer.quoted) {
      const parts = offer.parts[brandId];
      if (
        !parts ||
        !parts.every(Number.isSafeInteger) ||
        offer.quoted[brandId] !== grossTotal(offer, parts)
      ) {
        return null;
      }
      let index = brandIndex.get(brandId);
      if (index === undefined) {
        if (SEPARATORS.test(brandId)) return null;
        index = brandIndex.size;
        brandIndex.set(brandId, index);
      }
      line +=
        `${FIELD}${index}${ITEM}${parts[0].toString(36)}${ITEM}${parts[1].toString(36)}` +
        `${ITEM}${parts[2].toString(36)}${ITEM}${parts[3].toString(36)}`;
      if (first.infants > 0) {
        line += `${ITEM}${parts[4].toString(36)}${ITEM}${parts[5].toString(36)}`;
      }
    }
    body += line;
  }
  const head =
    first.infants > 0
      ? [VERSION_WITH_INFANTS, first.tripType, first.adults, first.children, first.infants]
      : [VERSION, first.tripType, first.adults, first.children];
  head.push(first.invoice ? 1 : 0);
  return `${head.join(FIELD)}${LINE}${[...brandIndex.keys()].join(ITEM)}${LINE}${trips.join(TRIP)}${body}`;
}

/** The `n`th line of `text` (0-based), or null past the end. */
function lineAt(text: string, n: number): string | null {
  let start = 0;
  for (let i = 0; i < n; i += 1) {
    const next = text.indexOf(LINE, start);
    if (next < 0) return null;
    start = next + 1;
  }
  const end = text.indexOf(LINE, start);
  return text.slice(start, end < 0 ? undefined : end);
}

const count = (text: string): number | null => (/^\d+$/.test(text) ? Number(text) : null);

/** The offer at `index` of a packed reply; null when there is none or the text is broken. */
export function unpackStoredOffer(packed: string, index: number): StoredOffer | null {
  const [head = '', brandLine = '', tripLine = ''] = packed.split(LINE, HEADER_LINES);
  const line = lineAt(packed, HEADER_LINES + index);
  if (line === null) return null;
  const headFields = head.split(FIELD);
  const withInfants = headFields[0] === VERSION_WITH_INFANTS;
  // Version 3 has the infants before the invoice flag.
  const [version, tripType, adultsText, childrenText] = headFields;
  const infantsText = withInfants ? headFields[4] : '0';
  const invoice = headFields[withInfants ? 5 : 4];
  const adults = count(adultsText ?? '');
  const children = count(childrenText ?? '');
  const infants = count(infantsText ?? '');
  const amountCount = withInfants ? 6 : 4;
  if (
    (version !== VERSION && !withInfants) ||
    infants === null ||
    !TRIP_TYPES.includes(tripType as StoredOffer['tripType']) ||
    adults === null ||
    children === null ||
    (invoice !== '0' && invoice !== '1')
  ) {
    return null;
  }
  const brandIds = brandLine.split(ITEM);
  const tripList = tripLine.split(TRIP);
  const [cabin, tripRefs = '', ...brands] = line.split(FIELD);
  if (!BOOKABLE_CABINS.includes(cabin as BookableCabin) || brands.length === 0) return null;
  const flights: string[][] = [];
  for (const ref of tripRefs.split(ITEM)) {
    const trip = tripList[count(ref) ?? -1];
    if (!trip) return null;
    flights.push(trip.split(ITEM));
  }
  const offer: StoredOffer = {
    tripType: tripType as StoredOffer['tripType'],
    flights,
    cabin: cabin as BookableCabin,
    adults,
    children,
    infants,
    quoted: {},
    parts: {},
    invoice: invoice === '1',
  };
  for (const brand of brands) {
    const [ref = '', ...amounts] = brand.split(ITEM);
    const brandId = brandIds[count(ref) ?? -1];
    if (!brandId || amounts.length !== amountCount || !amounts.every((a) => BASE36.test(a))) {
      return null;
    }
    const [a = 0, b = 0, c = 0, d = 0, e = 0, f = 0] = amounts.map((x) => parseInt(x, 36));
    const parts: StoredOffer['parts'][string] = [a, b, c, d, e, f];
    offer.parts[brandId] = parts;
    offer.quoted[brandId] = grossTotal(offer, parts);
  }
  return offer;
}
