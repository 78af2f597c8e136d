import { SUCCESS_CODE, SUCCESS_MSG } from '@travel/contracts';
import type { BagAllowance, FareBrand, FlightSegment, FlightTrip } from '@travel/contracts/flights';

/**
 * The JSON text of a search reply's shared lists (segments, trips, rules, allowances, fares),
 * written as offers are added in reply order. The same indexes and the same text as
 * `SearchReplyLists` of the contracts followed by `JSON.stringify` (tested byte for byte), but
 * each distinct value is written once, its text serving both as its key and as its part of the
 * reply: before, a new search wrote every shared value as JSON to find its index, then the whole
 * reply again.
 */

/** JSON text of each distinct value in order of first use, by its text. */
class TextList {
  readonly texts: string[] = [];
  private readonly indexes = new Map<string, number>();
  private readonly seen = new Map<object, number>();

  index(text: string): number {
    let index = this.indexes.get(text);
    if (index === undefined) {
      index = this.texts.length;
      this.texts.push(text);
      this.indexes.set(text, index);
    }
    return index;
  }

  /** The index of `source`'s text, made once per object (the supplier shares its objects). */
  indexOf(source: object, text: () => string): number {
    let index = this.seen.get(source);
    if (index === undefined) {
      index = this.index(text());
      this.seen.set(source, index);
    }
    return index;
  }

  get json(): string {
    return `[${this.texts.join(',')}]`;
  }
}

/** A brand apart from its prices: what a fare of the reply is made of. */
export type FareSource = Pick<
  FareBrand,
  | 'brandId'
  | 'type'
  | 'name'
  | 'bookingClass'
  | 'adultFarebasis'
  | 'adultTaxType'
  | 'childTaxType'
  | 'invoiceable'
  | 'rules'
  | 'baggage'
  | 'carryOn'
>;

/** A separator no field of a fare holds (checked), for a key cheaper than the fare's JSON. */
const KEY_SEPARATOR = '\u0001';

export class ReplyText {
  private readonly segments = new TextList();
  private readonly trips = new TextList();
  private readonly rules = new TextList();
  private readonly bags = new TextList();
  private readonly allowances = new TextList();
  private readonly allowanceByBags = new Map<string, number>();
  /** By the lists themselves: the supplier shares them between offers. */
  private readonly allowanceByLists = new Map<readonly BagAllowance[], Map<object, number>>();
  private readonly fares = new TextList();
  private readonly fareByKey = new Map<string, number>();
  private readonly quoted = new Map<string, string>();

  /** `segmentJson`: the supplier's own JSON of a segment when it has one (same text). */
  constructor(
    private readonly segmentJson: (segment: FlightSegment) => string | undefined = () => undefined,
  ) {}

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
    return this.trips.indexOf(trip, () => {
      let segments = '';
      for (let i = 0; i < trip.segments.length; i += 1) {
        const segment = trip.segments[i] as FlightSegment;
        const index = this.segments.indexOf(
          segment,
          () => this.segmentJson(segment) ?? JSON.stringify(segment),
        );
        segments += i === 0 ? String(index) : `,${index}`;
      }
      return `{"duration":${trip.duration},"stops":${trip.stops},"segments":[${segments}]}`;
    });
  }

  fare(brand: FareSource): number {
    const rules = this.rules.indexOf(brand.rules, () => JSON.stringify(brand.rules));
    const allowances = this.allowance(brand.baggage, brand.carryOn);
    const { brandId, type, name, bookingClass, adultFarebasis } = brand;
    const S = KEY_SEPARATOR;
    const plain =
      !brandId.includes(S) &&
      !type.includes(S) &&
      !name.includes(S) &&
      !bookingClass.includes(S) &&
      !adultFarebasis.includes(S);
    const key = plain
      ? `${brandId}${S}${type}${S}${name}${S}${bookingClass}${S}${adultFarebasis}${S}` +
        `${brand.adultTaxType}${S}${brand.childTaxType}${S}${brand.invoiceable}${S}${rules}${S}` +
        `${allowances}`
      : null;
    let index = key === null ? undefined : this.fareByKey.get(key);
    if (index === undefined) {
      index = this.fares.index(
        `{"brandId":${this.quote(brand.brandId)},"type":${this.quote(brand.type)},` +
          `"name":${this.quote(brand.name)},"bookingClass":${this.quote(brand.bookingClass)},` +
          `"adultFarebasis":${JSON.stringify(brand.adultFarebasis)},` +
          `"adultTaxType":${brand.adultTaxType},"childTaxType":${brand.childTaxType},` +
          `"invoiceable":${brand.invoiceable},"rules":${rules},"allowances":${allowances}}`,
      );
      if (key !== null) this.fareByKey.set(key, index);
    }
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
        items.map((item) => this.bags.texts[bag(item)]).join(',');
      index = this.allowances.index(
        `{"baggage":[${texts(baggage)}],"carryOn":[${texts(carryOn)}]}`,
      );
      this.allowanceByBags.set(key, index);
    }
    return index;
  }

  /** The whole reply envelope (`ok(data)`), with `offers` already JSON array items. */
  envelope(responseId: string, expiresAt: string, offers: readonly string[]): string {
    const head = JSON.stringify({ code: SUCCESS_CODE, msg: SUCCESS_MSG }).slice(0, -1);
    return (
      `${head},"data":{"responseId":${JSON.stringify(responseId)},` +
      `"expiresAt":${JSON.stringify(expiresAt)},"segments":${this.segments.json},` +
      `"trips":${this.trips.json},"rules":${this.rules.json},` +
      `"allowances":${this.allowances.json},"fares":${this.fares.json},` +
      `"offers":[${offers.join(',')}]}}`
    );
  }
}
