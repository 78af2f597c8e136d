import type { FlightSegment, FlightTrip } from '@travel/contracts/flights';
import type { SupplierBrand, SupplierOffer } from '../../../suppliers/flights/port';
import type { Buyer } from './buyer';
import { commissionPercent } from '../../../lib/pricing/commission';
import { buyerPrice, cabinAllowed, withinLimitAmount } from './commission';
import type { StoredOffer } from './offer-store';
import { ByteSink, sinks } from '../../../lib/byte-sink';
import { ReplyText, type SegmentWriter } from './reply-text';

/**
 * A search reply straight from the supplier's offers: the JSON text the route sends and the
 * quotes to store, in one pass. It gives exactly what `presentOffer` for each offer, the sort,
 * `publishOffers`, `compactSearchResult` and `JSON.stringify` give together (tested side by
 * side, byte for byte), without the copies they make on the way (a `FareBrand` per brand with
 * the commission, a `FlightOffer` per offer, the compact tuple, then the reply object written
 * as JSON): a 300-offer round trip made ~1,800 objects only to read them once. Pre-book still
 * uses `presentOffer` for its one offer.
 */

export interface ReplyOptions {
  responseId: string;
  /** Epoch milliseconds. */
  expiresAt: number;
  /** /flights-invoice: only brands that can be invoiced. */
  invoice: boolean;
  /** Offers at most, cheapest first. */
  limit: number;
  /** The supplier's JSON of a segment, when it has it (FlightSupplier.segmentJson). */
  segmentJson?: ((segment: FlightSegment) => string | undefined) | undefined;
  /** The supplier's short key of a segment, when it has it (FlightSupplier.segmentKey). */
  segmentKey?: ((segment: FlightSegment) => string | undefined) | undefined;
  /** Writes the supplier's JSON of a segment into the reply (FlightSupplier.writeSegment). */
  writeSegment?: SegmentWriter | undefined;
}

/** A brand the buyer may buy, with the buyer's commission (what `applyCommission` adds). */
export interface KeptBrand {
  brand: SupplierBrand;
  adultCommission: number;
  childCommission: number;
  infantCommission: number;
  totalPrice: number;
}

export interface KeptOffer {
  offer: SupplierOffer;
  /** Cheapest after commission first. */
  brands: KeptBrand[];
}

export interface PresentedReply {
  /** The reply envelope `ok(data)` as JSON text (the wire form of flight-search-reply.ts). */
  json: string;
  /** One per offer of the reply, in its order (what `saveSearchReply` keeps). */
  stored: StoredOffer[];
}

/** Sorts kept brands by total, stably, in place (a handful: no sort's work arrays). */
function sortByTotal(brands: KeptBrand[]): void {
  for (let i = 1; i < brands.length; i += 1) {
    const brand = brands[i] as KeptBrand;
    let j = i - 1;
    for (; j >= 0 && (brands[j] as KeptBrand).totalPrice > brand.totalPrice; j -= 1) {
      brands[j + 1] = brands[j] as KeptBrand;
    }
    brands[j + 1] = brand;
  }
}

/**
 * The brands of `offer` this buyer may buy (LimitCabin, invoice-only, LimitAmount), cheapest
 * after commission first; null when nothing is left. The one place these rules apply to a
 * supplier offer: the search reply and pre-book's `presentOffer` (`quoteOf` gives its quote).
 */
export function keepForBuyer(
  offer: SupplierOffer,
  buyer: Buyer,
  invoice: boolean,
  percent = commissionPercent(buyer.role),
): KeptOffer | null {
  if (!cabinAllowed(buyer.limitCabin, offer.cabin)) return null;
  const brands: KeptBrand[] = [];
  for (const brand of offer.brands) {
    if (invoice && !brand.invoiceable) continue;
    const price = buyerPrice(brand, percent, offer.adults, offer.children, offer.infants);
    // LimitAmount (spec §5) is compared with one adult's total after commission.
    const { adultPrice, adultTax } = brand;
    const { adultCommission } = price;
    if (!withinLimitAmount(buyer.limitAmount, { adultPrice, adultTax, adultCommission })) continue;
    brands.push({
      brand,
      adultCommission,
      childCommission: price.childCommission,
      infantCommission: price.infantCommission,
      totalPrice: price.totalPrice,
    });
  }
  if (brands.length === 0) return null;
  // Stable, as presentOffer's sort of the brands themselves.
  sortByTotal(brands);
  return { offer, brands };
}

/** Whether `brand` is one of the buyer's (by identity: the supplier's own objects). */
function isKept(kept: readonly KeptBrand[], brand: SupplierBrand): boolean {
  for (let i = 0; i < kept.length; i += 1) if ((kept[i] as KeptBrand).brand === brand) return true;
  return false;
}

/**
 * The brands kept, in the supplier's order (the order their quote lists them), into `into`
 * (emptied first): one array a reply reuses for all its offers.
 */
export function inSupplierOrder(kept: KeptOffer, into: SupplierBrand[]): SupplierBrand[] {
  into.length = 0;
  for (const brand of kept.offer.brands) if (isKept(kept.brands, brand)) into.push(brand);
  return into;
}

/** The quote to store for a kept offer: its brands' gross totals and their parts. */
export function quoteOf(kept: KeptOffer, invoice: boolean): StoredOffer {
  const { offer } = kept;
  const quoted: StoredOffer['quoted'] = {};
  const parts: StoredOffer['parts'] = {};
  for (const brand of inSupplierOrder(kept, [])) {
    // The quote is the supplier's gross total: pre-book and booking compare it with a re-price.
    quoted[brand.brandId] = brand.totalPrice;
    parts[brand.brandId] = [
      brand.adultPrice,
      brand.adultTax,
      brand.childPrice,
      brand.childTax,
      brand.infantPrice,
      brand.infantTax,
    ];
  }
  return {
    tripType: offer.tripType,
    flights: offer.flights,
    cabin: offer.cabin,
    adults: offer.adults,
    children: offer.children,
    infants: offer.infants,
    quoted,
    parts,
    invoice,
  };
}

/**
 * The reply for `buyer` from the supplier's offers, as the JSON text the route sends (the whole
 * envelope): commission applied, LimitCabin, LimitAmount and the invoice filter enforced, offers
 * cheapest first up to `limit`, each with its id `{responseId}.{index}` and the quote to store.
 */
export function presentSearchReply(
  found: readonly SupplierOffer[],
  buyer: Buyer,
  options: ReplyOptions,
): PresentedReply {
  const out = sinks.take();
  try {
    const chosen = writeSearchReply(found, buyer, options, out);
    return { json: out.toString(), stored: chosen.map((kept) => quoteOf(kept, options.invoice)) };
  } finally {
    sinks.give(out);
  }
}

/**
 * `presentSearchReply` with the envelope written as UTF-8 at the end of `out` (what brotli
 * reads), and no string of it: each offer and segment is written there as it comes. Gives
 * the reply's offers, in its order, for their quotes (`quoteOf`, QuotePacker).
 */
export function writeSearchReply(
  found: readonly SupplierOffer[],
  buyer: Buyer,
  options: ReplyOptions,
  out: ByteSink,
): KeptOffer[] {
  const percent = commissionPercent(buyer.role);
  const kept: KeptOffer[] = [];
  for (const offer of found) {
    const entry = keepForBuyer(offer, buyer, options.invoice, percent);
    if (entry) kept.push(entry);
  }
  const cheapest = (entry: KeptOffer): number => entry.brands[0]?.totalPrice ?? 0;
  const chosen = kept.sort((x, y) => cheapest(x) - cheapest(y)).slice(0, options.limit);

  // Shared lists are indexed in reply order (first use), so offers go in their final order.
  const text = new ReplyText(options.segmentJson, options.segmentKey, options.writeSegment);
  const offers = sinks.take();
  try {
    const idHead = `{"offerId":${JSON.stringify(options.responseId).slice(0, -1)}.`;
    for (let index = 0; index < chosen.length; index += 1) {
      const { offer, brands } = chosen[index] as KeptOffer;
      if (index > 0) offers.comma();
      writeOffer(offers, text, offer, brands, idHead, index);
    }
    const expiresAt = new Date(options.expiresAt).toISOString();
    text.writeEnvelope(out, options.responseId, expiresAt, (sink) => sink.append(offers));
    return chosen;
  } finally {
    text.release();
    sinks.give(offers);
  }
}

/** writeOffer's constant pieces, encoded once (a reply writes them for each offer and brand). */
const enc = ByteSink.encode;
const K = {
  tripType: enc('","tripType":'),
  validatingAirline: enc(',"validatingAirline":'),
  cabin: enc(',"cabin":'),
  channel: enc(',"channel":'),
  gds: enc(',"gds":'),
  publishFare: enc(',"publishFare":'),
  privateFareType: enc(',"privateFareType":'),
  currency: enc(',"currency":'),
  adults: enc(',"adults":'),
  children: enc(',"children":'),
  infants: enc(',"infants":'),
  seatsRemaining: enc(',"seatsRemaining":'),
  trips: enc(',"trips":['),
  brands: enc('],"brands":['),
  firstFare: enc('{"fare":'),
  nextFare: enc(',{"fare":'),
  adultPrice: enc(',"adultPrice":'),
  adultTax: enc(',"adultTax":'),
  childPrice: enc(',"childPrice":'),
  childTax: enc(',"childTax":'),
  adultCommission: enc(',"adultCommission":'),
  childCommission: enc(',"childCommission":'),
  infantPrice: enc(',"infantPrice":'),
  infantTax: enc(',"infantTax":'),
  infantCommission: enc(',"infantCommission":'),
  brandSeats: enc(',"seatsRemaining":'),
  brandSeatsNull: enc(',"seatsRemaining":null'),
  totalPrice: enc(',"totalPrice":'),
  brandEnd: enc('}'),
  offerEnd: enc(']}'),
};

/** One offer's JSON, its fields in CompactOffer's order, as JSON.stringify wrote the object. */
function writeOffer(
  sink: ByteSink,
  text: ReplyText,
  offer: SupplierOffer,
  brands: readonly KeptBrand[],
  idHead: string,
  index: number,
): void {
  const child = offer.children > 0;
  const infant = offer.infants > 0;
  sink.text(idHead);
  sink.number(index);
  sink.bytes(K.tripType);
  sink.value(offer.tripType);
  sink.bytes(K.validatingAirline);
  sink.value(offer.validatingAirline);
  sink.bytes(K.cabin);
  sink.value(offer.cabin);
  sink.bytes(K.channel);
  sink.value(offer.channel);
  sink.bytes(K.gds);
  sink.value(offer.gds);
  sink.bytes(K.publishFare);
  sink.value(offer.publishFare);
  sink.bytes(K.privateFareType);
  sink.value(offer.privateFareType);
  sink.bytes(K.currency);
  sink.value(offer.currency);
  sink.bytes(K.adults);
  sink.number(offer.adults);
  sink.bytes(K.children);
  sink.number(offer.children);
  sink.bytes(K.infants);
  sink.number(offer.infants);
  sink.bytes(K.seatsRemaining);
  sink.number(offer.seatsRemaining);
  sink.bytes(K.trips);
  for (let i = 0; i < offer.trips.length; i += 1) {
    if (i > 0) sink.comma();
    sink.number(text.trip(offer.trips[i] as FlightTrip));
  }
  sink.bytes(K.brands);
  // Child (infant) prices of a party without children (infants) are sent as 0 (see
  // compactSearchResult).
  for (let i = 0; i < brands.length; i += 1) {
    const { brand, adultCommission, childCommission, infantCommission, totalPrice } = brands[
      i
    ] as KeptBrand;
    // BrandPriceSchema's fields in its order, as JSON.stringify writes the object.
    sink.bytes(i === 0 ? K.firstFare : K.nextFare);
    sink.number(text.fare(brand));
    sink.bytes(K.adultPrice);
    sink.number(brand.adultPrice);
    sink.bytes(K.adultTax);
    sink.number(brand.adultTax);
    sink.bytes(K.childPrice);
    sink.number(child ? brand.childPrice : 0);
    sink.bytes(K.childTax);
    sink.number(child ? brand.childTax : 0);
    sink.bytes(K.adultCommission);
    sink.number(adultCommission);
    sink.bytes(K.childCommission);
    sink.number(child ? childCommission : 0);
    sink.bytes(K.infantPrice);
    sink.number(infant ? brand.infantPrice : 0);
    sink.bytes(K.infantTax);
    sink.number(infant ? brand.infantTax : 0);
    sink.bytes(K.infantCommission);
    sink.number(infant ? infantCommission : 0);
    if (brand.seatsRemaining === offer.seatsRemaining) sink.bytes(K.brandSeatsNull);
    else {
      sink.bytes(K.brandSeats);
      sink.number(brand.seatsRemaining);
    }
    sink.bytes(K.totalPrice);
    sink.number(totalPrice);
    sink.bytes(K.brandEnd);
  }
  sink.bytes(K.offerEnd);
}
