import type {
  Allowances,
  BrandPrice,
  CompactOffer,
  CompactTrip,
  Fare,
  FareBrand,
  FareRules,
  FlightOffer,
  FlightSearchReplyData,
  FlightSearchResult,
  FlightSegment,
  FlightTrip,
} from './flights';

/**
 * Between the search reply on the wire (`FlightSearchReplyData`: each segment, trip, fare, rule
 * set and allowance once, offers referring to them by index) and the `FlightSearchResult` the
 * pages use. Types only from flights.ts, so the web can import this without zod.
 */

/**
 * Gives each distinct value (by its JSON) one index, in order of first use. The server's offers
 * share their trip and segment objects (a round trip's outbound in many offers), so a value
 * seen before as the same object is found without writing its JSON again: that JSON was most
 * of the cost of a new search's reply.
 */
export class Interner<T> {
  readonly values: T[] = [];
  private readonly indexes = new Map<string, number>();
  private readonly seen = new Map<object, number>();

  /** `key` must tell values apart as their JSON would (by default it is their JSON). */
  index(value: T, key: string = JSON.stringify(value)): number {
    let index = this.indexes.get(key);
    if (index === undefined) {
      index = this.values.length;
      this.values.push(value);
      this.indexes.set(key, index);
    }
    return index;
  }

  /** The index of the value `make` gives for `source`, made and written as JSON once per object. */
  indexOf(source: object, make: () => T): number {
    let index = this.seen.get(source);
    if (index === undefined) {
      index = this.index(make());
      this.seen.set(source, index);
    }
    return index;
  }
}

/**
 * Allowances (a brand's bags per trip) keyed by the content indexes of their bags: each bag
 * object is written as JSON once (the supplier hands out shared bag objects), and two
 * allowances with equal bags get one index, as the JSON of the whole would give them.
 */
class AllowanceInterner {
  private readonly bags = new Interner<Allowances['baggage'][number]>();
  private readonly lists = new Map<string, number>();
  readonly values: Allowances[] = [];

  index(baggage: Allowances['baggage'], carryOn: Allowances['carryOn']): number {
    const bag = (item: Allowances['baggage'][number]) => this.bags.indexOf(item, () => item);
    const key = `${baggage.map(bag).join(',')}|${carryOn.map(bag).join(',')}`;
    let index = this.lists.get(key);
    if (index === undefined) {
      index = this.values.length;
      this.values.push({ baggage, carryOn });
      this.lists.set(key, index);
    }
    return index;
  }
}

/** What a brand has apart from its prices (a `FareBrand` without prices and seats will do). */
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

/**
 * Builds the shared lists of a wire reply (segments, trips, rules, allowances, fares) as offers
 * are added in reply order: each distinct value gets one index, in order of first use. Used by
 * `compactSearchResult` and by the server, which builds its reply from supplier offers in one
 * pass without making `FlightOffer`s first; both give the same indexes for the same offers.
 */
export class SearchReplyLists {
  private readonly segments = new Interner<FlightSegment>();
  private readonly trips = new Interner<CompactTrip>();
  private readonly rules = new Interner<FareRules>();
  private readonly allowances = new AllowanceInterner();
  private readonly fares = new Interner<Fare>();

  trip(trip: FlightTrip): number {
    return this.trips.indexOf(trip, () => ({
      duration: trip.duration,
      stops: trip.stops,
      segments: trip.segments.map((segment) => this.segments.indexOf(segment, () => segment)),
    }));
  }

  fare(brand: FareSource): number {
    const rules = this.rules.indexOf(brand.rules, () => brand.rules);
    const allowances = this.allowances.index(brand.baggage, brand.carryOn);
    // The fields in a fixed order without their names: the same distinctions, shorter JSON.
    const key = JSON.stringify([
      brand.brandId,
      brand.type,
      brand.name,
      brand.bookingClass,
      brand.adultFarebasis,
      brand.adultTaxType,
      brand.childTaxType,
      brand.invoiceable,
      rules,
      allowances,
    ]);
    return this.fares.index(
      {
        brandId: brand.brandId,
        type: brand.type,
        name: brand.name,
        bookingClass: brand.bookingClass,
        adultFarebasis: brand.adultFarebasis,
        adultTaxType: brand.adultTaxType,
        childTaxType: brand.childTaxType,
        invoiceable: brand.invoiceable,
        rules,
        allowances,
      },
      key,
    );
  }

  /** The reply with the lists built so far. */
  reply(responseId: string, expiresAt: string, offers: CompactOffer[]): FlightSearchReplyData {
    return {
      responseId,
      expiresAt,
      segments: this.segments.values,
      trips: this.trips.values,
      rules: this.rules.values,
      allowances: this.allowances.values,
      fares: this.fares.values,
      offers,
    };
  }
}

/**
 * The wire form of a search result. Lossless except that a party without children (lap infants)
 * gets child (infant) prices of 0 (see `BrandPriceSchema`).
 */
export function compactSearchResult(result: FlightSearchResult): FlightSearchReplyData {
  const lists = new SearchReplyLists();
  const offers = result.offers.map((offer): CompactOffer => {
    const { responseId: _r, expiresAt: _e, trips: offerTrips, brands, ...rest } = offer;
    return {
      ...rest,
      trips: offerTrips.map((trip) => lists.trip(trip)),
      brands: brands.map((brand): BrandPrice => {
        const fare = lists.fare(brand);
        // Child prices of a party without children are never shown or charged: sent as 0,
        // which makes a third of the reply's numbers compress to nothing.
        const child = offer.children > 0;
        const infant = offer.infants > 0;
        return {
          fare,
          adultPrice: brand.adultPrice,
          adultTax: brand.adultTax,
          childPrice: child ? brand.childPrice : 0,
          childTax: child ? brand.childTax : 0,
          adultCommission: brand.adultCommission,
          childCommission: child ? brand.childCommission : 0,
          infantPrice: infant ? brand.infantPrice : 0,
          infantTax: infant ? brand.infantTax : 0,
          infantCommission: infant ? brand.infantCommission : 0,
          seatsRemaining:
            brand.seatsRemaining === offer.seatsRemaining ? null : brand.seatsRemaining,
          // The server's total (partyTotal of brand-price.ts), as the brand carries it.
          totalPrice: brand.totalPrice,
        };
      }),
    };
  });
  return lists.reply(result.responseId, result.expiresAt, offers);
}

function pick<T>(list: readonly T[], index: number, what: string): T {
  const value = list[index];
  if (value === undefined) throw new Error(`search reply refers to a missing ${what} ${index}`);
  return value;
}

/**
 * The search result the pages use, from the wire form. Offers share segment, rule and allowance
 * objects: treat them as read-only. Throws on an index that refers to nothing (a broken reply).
 */
export function expandSearchResult(data: FlightSearchReplyData): FlightSearchResult {
  const trips = data.trips.map((trip): FlightTrip => ({
    duration: trip.duration,
    stops: trip.stops,
    segments: trip.segments.map((index) => pick(data.segments, index, 'segment')),
  }));
  const offers = data.offers.map((offer): FlightOffer => {
    const brands = offer.brands.map((price): FareBrand => {
      const {
        fare: fareIndex,
        adultPrice,
        adultTax,
        childPrice,
        childTax,
        adultCommission,
        childCommission,
        infantPrice,
        infantTax,
        infantCommission,
        seatsRemaining,
        totalPrice,
      } = price;
      const { rules, allowances, ...fare } = pick(data.fares, fareIndex, 'fare');
      const { baggage, carryOn } = pick(data.allowances, allowances, 'allowance');
      return {
        ...fare,
        adultPrice,
        adultTax,
        childPrice,
        childTax,
        adultCommission,
        childCommission,
        infantPrice,
        infantTax,
        infantCommission,
        totalPrice,
        rules: pick(data.rules, rules, 'rule set'),
        baggage,
        carryOn,
        seatsRemaining: seatsRemaining ?? offer.seatsRemaining,
      };
    });
    return {
      ...offer,
      responseId: data.responseId,
      expiresAt: data.expiresAt,
      trips: offer.trips.map((index) => pick(trips, index, 'trip')),
      brands,
    };
  });
  return { responseId: data.responseId, expiresAt: data.expiresAt, offers };
}
