import { createHash } from 'node:crypto';
import { notifyInventoryChange, type Database, type Executor } from '@travel/db';
import type { BookableCabin, FlightSegment } from '@travel/contracts/flights';
import type { ReferenceCatalog } from '@travel/reference-data';
import { parseBrandId } from './fares';
import { segmentJson, segmentKey, writeSegmentJson } from './flight-part';
import {
  lockInventory,
  parseInventoryKey,
  readInventory,
  returnSeats,
  takeSeats,
  inventoryKey,
  type InventoryView,
} from './inventory.repository';
import { InventoryIndex } from './inventory-index';
import { connects, type Itinerary } from './itineraries';
import { buildOffer, tripsOf } from './offer-builder';
import type {
  FlightSupplier,
  HoldResult,
  JsonSink,
  OfferKey,
  PriceCheck,
  SeatHold,
  SeatRequester,
  SeatTarget,
  SupplierOffer,
  SupplierSearchQuery,
  SupplierCancelResult,
  TicketCancelRequest,
  TicketRequest,
  TicketResult,
} from './port';
import type { ScheduledFlight } from './schedule';
import { planSeatMap, seatRefusalOn, type SeatMapInput, type SeatMapPlan } from './seat-map';
import { servicesForSegment, type OfferedService, type ServiceSegment } from './extra-services';
import { hashString } from '../../lib/seeded-random';
import { priceTrip, type PricedTrip } from './trip-pricing';

import {
  airlineModel,
  SALES_CLOSE_MINUTES,
  searchOffers,
  type AirlineModel,
} from './airline-model';

export {
  airlineModel,
  SALES_CLOSE_MINUTES,
  searchOffers,
  type AirlineModel,
} from './airline-model';
/** ...nor priced or held (an offer found two hours out stays bookable for its 30 minutes). */
export const CHECK_IN_CLOSE_MINUTES = 60;

/**
 * The simulated airline behind the FlightSupplier port: schedules and fares from the model,
 * seats from `flight_inventory` in the storefront's database.
 */
export class SimulatedAirline implements FlightSupplier {
  readonly salesCloseMinutes = SALES_CLOSE_MINUTES;
  private version = 0;
  /** The seats searches read (pricing for pre-book and holds reads the table itself). */
  private readonly seats: InventoryIndex;

  /**
   * `inventoryChanges` moves whenever seats may have changed anywhere, after the commit (the
   * app's inventory notices); without it every search reads the table.
   */
  constructor(
    private readonly db: Database,
    private readonly catalog: ReferenceCatalog,
    inventoryChanges?: () => number,
  ) {
    let unknown = 0;
    const changes = inventoryChanges ?? (() => (unknown += 1));
    // Own holds and releases move the version at once (before their commit), the notice later.
    this.seats = new InventoryIndex(db, () => `${this.version}:${changes()}`);
  }

  get model(): AirlineModel {
    return airlineModel(this.catalog);
  }

  inventoryVersion(): number {
    return this.version;
  }

  segmentJson(segment: FlightSegment): string | undefined {
    return segmentJson(segment);
  }

  segmentKey(segment: FlightSegment): string | undefined {
    return segmentKey(segment);
  }

  writeSegment(segment: FlightSegment, sink: JsonSink): boolean {
    return writeSegmentJson(segment, sink);
  }

  async search(query: SupplierSearchQuery): Promise<SupplierOffer[]> {
    return searchOffers(this.model, query, await this.seats.view(query.now));
  }

  /** The seats a search prices from, as of the last change (for searchOffers elsewhere). */
  seatView(now: Date): Promise<InventoryView> {
    return this.seats.view(now);
  }

  async price(key: OfferKey): Promise<PriceCheck> {
    const itineraries = this.resolve(key);
    if (!itineraries) return { kind: 'invalid' };
    const view = await readInventory(this.db, itineraries.flat());
    return this.priceFrom(key, itineraries, view);
  }

  async hold(tx: Executor, key: OfferKey): Promise<HoldResult> {
    const itineraries = this.resolve(key);
    if (!itineraries) return { kind: 'invalid' };
    const flights = itineraries.flat();
    const view = await lockInventory(
      tx,
      flights.map((flight) => ({ flight, cabin: key.cabin })),
    );
    // Priced from the locked rows: the party pays what the seats cost before its own hold.
    const priced = this.priceFrom(key, itineraries, view);
    if (priced.kind !== 'priced') return priced;
    // Lap infants sit on an adult: they hold no seat.
    const quantity = key.adults + key.children;
    const taken: ScheduledFlight[] = [];
    const ordered = [...flights].sort((x, y) => (x.flightId < y.flightId ? -1 : 1));
    for (const flight of ordered) {
      if (!(await takeSeats(tx, flight.flightId, key.cabin, quantity))) {
        // Cannot happen with the rows locked, but never leave half a hold behind.
        for (const done of taken) await returnSeats(tx, done.flightId, key.cabin, quantity);
        return { kind: 'soldOut' };
      }
      taken.push(flight);
    }
    this.version += 1;
    // The other processes' search caches hear of it when this transaction commits.
    await notifyInventoryChange(tx, this.db);
    return {
      kind: 'held',
      holds: flights.map((flight) => ({
        resourceKey: inventoryKey(flight.flightId, key.cabin),
        quantity,
      })),
      brand: priced.brand,
      trips: priced.trips,
      capacities: Object.fromEntries(
        flights.map((flight) => {
          const resourceKey = inventoryKey(flight.flightId, key.cabin);
          return [resourceKey, view.get(resourceKey)?.capacity ?? 0];
        }),
      ),
    };
  }

  async release(tx: Executor, holds: readonly SeatHold[]): Promise<void> {
    this.version += 1;
    if (holds.length > 0) await notifyInventoryChange(tx, this.db);
    for (const hold of holds) {
      const parsed = parseInventoryKey(hold.resourceKey);
      if (parsed && hold.quantity > 0) {
        await returnSeats(tx, parsed.flightId, parsed.cabin, hold.quantity);
      }
    }
  }

  async issueTickets(request: TicketRequest): Promise<TicketResult> {
    if (request.failIssue) {
      return { kind: 'failed', reason: 'The airline did not confirm the ticketing request' };
    }
    // 13 digits: a three-digit carrier prefix, then a serial drawn from the request's key, so
    // the same request always gets the same tickets (an airline de-duplicates a retried request).
    const prefix = ticketPrefix(request.orderNo);
    const serial = (traveller: number, trip: number) => {
      const digest = createHash('sha256')
        .update(`${request.requestKey}|${traveller}|${trip}`)
        .digest();
      return String(digest.readBigUInt64BE() % 10_000_000_000n).padStart(10, '0');
    };
    const ticketNumbers = Array.from({ length: request.travellers }, (_, traveller) =>
      Array.from({ length: request.trips }, (_, trip) => `${prefix}${serial(traveller, trip)}`),
    );
    return { kind: 'issued', ticketNumbers };
  }

  async cancelTickets(request: TicketCancelRequest): Promise<SupplierCancelResult> {
    // The airline voids or refunds only tickets it issued for this order (their carrier prefix).
    const prefix = ticketPrefix(request.orderNo);
    const foreign = request.ticketNumbers.find((number) => !number.startsWith(prefix));
    if (foreign !== undefined) {
      return { kind: 'refused', reason: `Ticket ${foreign} was not issued for this booking` };
    }
    const digest = createHash('sha256').update(`${request.requestKey}|${request.mode}`).digest();
    const code = digest.toString('hex').slice(0, 10).toUpperCase();
    return { kind: 'cancelled', reference: `${request.mode === 'void' ? 'VD' : 'RF'}${code}` };
  }

  /**
   * The flights of a key, or null when the key does not describe a real itinerary: unknown or
   * cancelled flights, broken connections, a cabin the aircraft lacks, a bad party size.
   */
  seatMap(input: SeatMapInput): SeatMapPlan | undefined {
    return planSeatMap(input);
  }

  extraServices(segment: ServiceSegment): OfferedService[] {
    return servicesForSegment(segment);
  }

  seatRefusal(target: SeatTarget, seatNumber: string, who: SeatRequester): string | null {
    return seatRefusalOn(target, seatNumber, who);
  }

  private resolve(key: OfferKey): ScheduledFlight[][] | null {
    const infants = key.infants ?? 0;
    const party = key.adults + key.children + infants;
    if (!Number.isInteger(party) || key.adults < 1 || key.children < 0 || party > 9) return null;
    // One lap per adult.
    if (!Number.isInteger(infants) || infants < 0 || infants > key.adults) return null;
    if (key.flights.length === 0) return null;
    const parsedBrand = parseBrandId(key.brandId);
    if (!parsedBrand || parsedBrand.cabin !== key.cabin) return null;
    const trips: ScheduledFlight[][] = [];
    for (const ids of key.flights) {
      if (ids.length === 0 || ids.length > 3) return null;
      const flights: ScheduledFlight[] = [];
      for (const id of ids) {
        const flight = this.model.timetable.flightById(id);
        if (!flight) return null;
        const previous = flights.at(-1);
        if (previous && !connects(previous, flight)) return null;
        flights.push(flight);
      }
      trips.push(flights);
    }
    return trips;
  }

  private priceFrom(
    key: OfferKey,
    trips: readonly ScheduledFlight[][],
    view: InventoryView,
  ): PriceCheck {
    const party = key.adults + key.children;
    const closes = key.now.getTime() + CHECK_IN_CLOSE_MINUTES * 60_000;
    if (trips.some((flights) => flights.some((flight) => flight.departUtc < closes))) {
      return { kind: 'soldOut' };
    }
    const priced: PricedTrip[] = [];
    for (const flights of trips) {
      const itinerary = asItinerary(flights);
      const trip = priceTrip(itinerary, key.cabin as BookableCabin, party, view, key.now);
      if (!trip) {
        const cabinExists = flights.every((flight) =>
          flight.aircraft.cabins.some((layout) => layout.cabin === key.cabin),
        );
        return cabinExists ? { kind: 'soldOut' } : { kind: 'invalid' };
      }
      priced.push(trip);
    }
    const offer = buildOffer(
      this.catalog,
      key.tripType,
      priced,
      key.adults,
      key.children,
      key.now,
      key.infants ?? 0,
    );
    const brand = offer.brands.find((b) => b.brandId === key.brandId);
    if (!brand) return { kind: 'invalid' };
    const code = parseBrandId(key.brandId)?.brand.code ?? 'STANDARD';
    return {
      kind: 'priced',
      trips: tripsOf(this.catalog, priced, code, key.now),
      brand,
      seatsRemaining: offer.seatsRemaining,
      offer,
    };
  }
}

function asItinerary(flights: readonly ScheduledFlight[]): Itinerary {
  const first = flights[0] as ScheduledFlight;
  const last = flights.at(-1) as ScheduledFlight;
  return {
    flights,
    departUtc: first.departUtc,
    arriveUtc: last.arriveUtc,
    duration: Math.round((last.arriveUtc - first.departUtc) / 60_000),
    flightIds: undefined,
    idHash: undefined,
    shape: undefined,
  };
}

/** The three-digit carrier prefix of an order's tickets. */
const ticketPrefix = (orderNo: string): string => String(100 + (hashString(orderNo) % 900));
