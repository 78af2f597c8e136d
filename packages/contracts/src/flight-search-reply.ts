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
class Interner<T> {
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

  index(value: Allowances): number {
    const bag = (item: Allowances['baggage'][number]) => this.bags.indexOf(item, () => item);
    const key = `${value.baggage.map(bag).join(',')}|${value.carryOn.map(bag).join(',')}`;
    let index = this.lists.get(key);
    if (index === undefined) {
      index = this.values.length;
      this.values.push(value);
      this.lists.set(key, index);
    }
    return index;
  }
}

/**
 * The wire form of a search result (the server sends this). Lossless except that a party
 * without children gets child prices of 0 (see `BrandPriceSchema`).
 */
export function compactSearchResult(result: FlightSearchResult): FlightSearchReplyData {
  const segments = new Interner<FlightSegment>();
  const trips = new Interner<CompactTrip>();
  const rules = new Interner<FareRules>();
  const allowances = new AllowanceInterner();
  const fares = new Interner<Fare>();
  const offers = result.offers.map((offer): CompactOffer => {
    const { responseId: _r, expiresAt: _e, trips: offerTrips, brands, ...rest } = offer;
    return {
      ...rest,
      trips: offerTrips.map((trip) =>
        trips.indexOf(trip, () => ({
          duration: trip.duration,
          stops: trip.stops,
          segments: trip.segments.map((segment) => segments.indexOf(segment, () => segment)),
        })),
      ),
      brands: brands.map((brand): BrandPrice => {
        const value: Fare = {
          brandId: brand.brandId,
          type: brand.type,
          name: brand.name,
          bookingClass: brand.bookingClass,
          adultFarebasis: brand.adultFarebasis,
          adultTaxType: brand.adultTaxType,
          childTaxType: brand.childTaxType,
          invoiceable: brand.invoiceable,
          rules: rules.indexOf(brand.rules, () => brand.rules),
          allowances: allowances.index({ baggage: brand.baggage, carryOn: brand.carryOn }),
        };
        // The fields in a fixed order without their names: the same distinctions, shorter JSON.
        const fare = fares.index(value, JSON.stringify(Object.values(value)));
        // Child prices of a party without children are never shown or charged: sent as 0,
        // which makes a third of the reply's numbers compress to nothing.
        const child = offer.children > 0;
        return [
          fare,
          brand.adultPrice,
          brand.adultTax,
          child ? brand.childPrice : 0,
          child ? brand.childTax : 0,
          brand.adultCommission,
          child ? brand.childCommission : 0,
          brand.seatsRemaining === offer.seatsRemaining ? null : brand.seatsRemaining,
        ];
      }),
    };
  });
  return {
    responseId: result.responseId,
    expiresAt: result.expiresAt,
    segments: segments.values,
    trips: trips.values,
    rules: rules.values,
    allowances: allowances.values,
    fares: fares.values,
    offers,
  };
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
      const [
        fareIndex,
        adultPrice,
        adultTax,
        childPrice,
        childTax,
        adultCommission,
        childCommission,
        seatsRemaining,
      ] = price;
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
        totalPrice:
          offer.adults * (adultPrice + adultTax - adultCommission) +
          offer.children * (childPrice + childTax - childCommission),
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
