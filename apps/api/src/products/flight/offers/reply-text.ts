import { SUCCESS_CODE, SUCCESS_MSG } from '@travel/contracts';
import type { FareSource } from '@travel/contracts/flight-search-reply';
import type { BagAllowance, FlightSegment, FlightTrip } from '@travel/contracts/flights';
import { ByteList } from '../../../lib/byte-list';
import type { JsonSink } from '../../../suppliers/flights/port';
import { sinks, type ByteSink } from '../../../lib/byte-sink';

/**
 * The JSON text of a search reply's shared lists (segments, trips, rules, allowances, fares),
 * written as offers are added in reply order. The same indexes and the same text as
 * `SearchReplyLists` of the contracts followed by `JSON.stringify` (tested byte for byte), but
 * each distinct value is written once, its text serving both as its key and as its part of the
 * reply: before, a new search wrote every shared value as JSON to find its index, then the whole
 * reply again.
 */

/**
 * JSON text of each distinct value in order of first use, the text being its own key (what
 * the contracts' Interner does with JSON keys, plus values known by a short key of their own).
 */
class TextList {
  readonly values: string[] = [];
  private readonly byText = new Map<string, number>();
  private readonly bySource = new Map<object, number>();
  private readonly byKey = new Map<string, number>();
  /** Values before this position are in `byText` (keyed ones are added only when needed). */
  private indexedUpTo = 0;
  /** Whether some value came without a key (then keyed ones are looked up by text too). */
  private unkeyed = false;

  index(text: string): number {
    this.unkeyed = true;
    this.catchUp();
    let index = this.byText.get(text);
    if (index === undefined) {
      index = this.values.length;
      this.values.push(text);
      this.byText.set(text, index);
      this.indexedUpTo = this.values.length;
    }
    return index;
  }

  /** The index `indexOf` gave `source` already, if any (no closure to make on a hit). */
  known(source: object): number | undefined {
    return this.bySource.get(source);
  }

  /** The index of the text `make` gives for `source`, made once per object. */
  indexOf(source: object, make: () => string): number {
    let index = this.bySource.get(source);
    if (index === undefined) {
      index = this.index(make());
      this.bySource.set(source, index);
    }
    return index;
  }

  /**
   * The index of a value known by a short `key` (equal keys exactly when equal text): its text
   * is made the first time the key comes, and while every value had a key it is not hashed at
   * all (~800 characters a segment); the same indexes as by text.
   */
  indexByKey(key: string, make: () => string): number {
    let index = this.byKey.get(key);
    if (index === undefined) {
      if (this.unkeyed) {
        index = this.index(make());
      } else {
        index = this.values.length;
        this.values.push(make());
      }
      this.byKey.set(key, index);
    }
    return index;
  }

  /** Puts values added by key into `byText`, for a value that has none. */
  private catchUp(): void {
    for (; this.indexedUpTo < this.values.length; this.indexedUpTo += 1) {
      const text = this.values[this.indexedUpTo] as string;
      if (!this.byText.has(text)) this.byText.set(text, this.indexedUpTo);
    }
  }

  /** The list as a JSON array at the end of `out`. */
  writeTo(out: ByteSink): void {
    out.text('[');
    for (let i = 0; i < this.values.length; i += 1) {
      if (i > 0) out.comma();
      out.text(this.values[i] as string);
    }
    out.text(']');
  }
}

/** The envelope's start, `ok(data)` up to its data. */
const HEAD = `${JSON.stringify({ code: SUCCESS_CODE, msg: SUCCESS_MSG }).slice(0, -1)},"data":{`;

/** The supplier's segment written as its JSON into a sink; false when it cannot. */
export type SegmentWriter = (segment: FlightSegment, sink: JsonSink) => boolean;

/** A fare written already, with the fields `fare` compares besides rules, bags and basis. */
type KnownFare = Omit<FareSource, 'rules' | 'baggage' | 'carryOn' | 'adultFarebasis'> & {
  index: number;
};

export class ReplyText {
  /** Written into a sink of this thread's pool, given back by `release()`. */
  private readonly segments = new ByteList(sinks.take());
  private readonly segmentIndexes = new Map<FlightSegment, number>();
  private readonly trips = new TextList();
  private readonly rules = new TextList();
  private readonly bags = new TextList();
  private readonly allowances = new TextList();
  private readonly allowanceByBags = new Map<string, number>();
  /** By the lists themselves: the supplier shares them between offers. */
  private readonly allowanceByLists = new Map<readonly BagAllowance[], Map<object, number>>();
  private readonly fares = new TextList();
  /** By rules index, then allowances index, then fare basis. */
  private readonly faresByRules: Map<string, KnownFare[]>[][] = [];
  private readonly quoted = new Map<string, string>();

  /**
   * `segmentJson`: the supplier's own JSON of a segment when it has one (same text);
   * `segmentKey`: its short key for a segment (equal keys, equal JSON), when it has one;
   * `writeSegment`: writes that JSON straight into the reply's bytes, when it can.
   */
  constructor(
    private readonly segmentJson: (segment: FlightSegment) => string | undefined = () => undefined,
    private readonly segmentKey: (segment: FlightSegment) => string | undefined = () => undefined,
    private readonly writeSegment: SegmentWriter = () => false,
  ) {}

  /** Gives the segments' sink back to the pool (the reply is written). */
  release(): void {
    sinks.give(this.segments.sink);
  }

  /** A string as JSON, remembered: offers repeat a handful of codes hundreds of times. */
  quote(value: string): string {
    let text = this.quoted.get(value);
    if (text === undefined) {
      text = JSON.stringify(value);
      this.quoted.set(value, text);
    }
    return text;
  }

  trip(trip: FlightTrip): number {
    // Offers share their trips: most calls find one written already.
    const known = this.trips.known(trip);
    if (known !== undefined) return known;
    return this.trips.indexOf(trip, () => {
      let segments = '';
      for (let i = 0; i < trip.segments.length; i += 1) {
        const segment = trip.segments[i] as FlightSegment;
        let index = this.segmentIndexes.get(segment);
        if (index === undefined) {
          const write = (sink: ByteSink) => {
            if (this.writeSegment(segment, sink)) return;
            sink.text(this.segmentJson(segment) ?? JSON.stringify(segment));
          };
          const key = this.segmentKey(segment);
          // The same flight in another itinerary is another object with the same text: its key
          // finds it without writing its ~800 characters again.
          index =
            key === undefined ? this.segments.index(write) : this.segments.indexByKey(key, write);
          this.segmentIndexes.set(segment, index);
        }
        segments += i === 0 ? String(index) : `,${index}`;
      }
      return `{"duration":${trip.duration},"stops":${trip.stops},"segments":[${segments}]}`;
    });
  }

  fare(brand: FareSource): number {
    const rules =
      this.rules.known(brand.rules) ??
      this.rules.indexOf(brand.rules, () => JSON.stringify(brand.rules));
    const allowances = this.allowance(brand.baggage, brand.carryOn);
    // Found by its rules and allowances, then fare basis, then the other fields compared one by
    // one: ~700 brands a reply, where a key string of all ten fields cost a third of the reply.
    const byRules = this.faresByRules[rules] ?? (this.faresByRules[rules] = []);
    let byBasis = byRules[allowances];
    if (!byBasis) {
      byBasis = new Map();
      byRules[allowances] = byBasis;
    }
    let known = byBasis.get(brand.adultFarebasis);
    if (!known) {
      known = [];
      byBasis.set(brand.adultFarebasis, known);
    }
    for (const entry of known) {
      if (
        entry.brandId === brand.brandId &&
        entry.type === brand.type &&
        entry.name === brand.name &&
        entry.bookingClass === brand.bookingClass &&
        entry.adultTaxType === brand.adultTaxType &&
        entry.childTaxType === brand.childTaxType &&
        entry.invoiceable === brand.invoiceable
      ) {
        return entry.index;
      }
    }
    const index = this.fares.index(
      `{"brandId":${this.quote(brand.brandId)},"type":${this.quote(brand.type)},` +
        `"name":${this.quote(brand.name)},"bookingClass":${this.quote(brand.bookingClass)},` +
        `"adultFarebasis":${JSON.stringify(brand.adultFarebasis)},` +
        `"adultTaxType":${JSON.stringify(brand.adultTaxType)},` +
        `"childTaxType":${JSON.stringify(brand.childTaxType)},` +
        `"invoiceable":${brand.invoiceable},"rules":${rules},"allowances":${allowances}}`,
    );
    const { brandId, type, name, bookingClass, adultTaxType, childTaxType, invoiceable } = brand;
    known.push({
      brandId,
      type,
      name,
      bookingClass,
      adultTaxType,
      childTaxType,
      invoiceable,
      index,
    });
    return index;
  }

  /** Bags and carry-on of a brand: one index per distinct content, each bag written once. */
  private allowance(baggage: readonly BagAllowance[], carryOn: readonly BagAllowance[]): number {
    let byCarryOn = this.allowanceByLists.get(baggage);
    const known = byCarryOn?.get(carryOn);
    if (known !== undefined) return known;
    const index = this.allowanceByContent(baggage, carryOn);
    if (!byCarryOn) {
      byCarryOn = new Map();
      this.allowanceByLists.set(baggage, byCarryOn);
    }
    byCarryOn.set(carryOn, index);
    return index;
  }

  private allowanceByContent(
    baggage: readonly BagAllowance[],
    carryOn: readonly BagAllowance[],
  ): number {
    const bag = (item: BagAllowance) => this.bags.indexOf(item, () => JSON.stringify(item));
    const key = `${baggage.map(bag).join(',')}|${carryOn.map(bag).join(',')}`;
    let index = this.allowanceByBags.get(key);
    if (index === undefined) {
      const texts = (items: readonly BagAllowance[]) =>
        items.map((item) => this.bags.values[bag(item)]).join(',');
      index = this.allowances.index(
        `{"baggage":[${texts(baggage)}],"carryOn":[${texts(carryOn)}]}`,
      );
      this.allowanceByBags.set(key, index);
    }
    return index;
  }

  /** The whole reply envelope (`ok(data)`), with `offers` already JSON array items. */
  envelope(responseId: string, expiresAt: string, offers: readonly string[]): string {
    const out = sinks.take();
    this.writeEnvelope(out, responseId, expiresAt, (sink) => {
      for (let i = 0; i < offers.length; i += 1) {
        if (i > 0) sink.comma();
        sink.text(offers[i] as string);
      }
    });
    const text = out.toString();
    sinks.give(out);
    return text;
  }

  /** The whole reply envelope into `out`, `writeOffers` writing the offers' array items. */
  writeEnvelope(
    out: ByteSink,
    responseId: string,
    expiresAt: string,
    writeOffers: (sink: ByteSink) => void,
  ): void {
    out.text(HEAD);
    out.text('"responseId":');
    out.string(responseId);
    out.text(',"expiresAt":');
    out.string(expiresAt);
    out.text(',"segments":[');
    out.append(this.segments.sink);
    out.text('],"trips":');
    this.trips.writeTo(out);
    out.text(',"rules":');
    this.rules.writeTo(out);
    out.text(',"allowances":');
    this.allowances.writeTo(out);
    out.text(',"fares":');
    this.fares.writeTo(out);
    out.text(',"offers":[');
    writeOffers(out);
    out.text(']}}');
  }
}
