import type { Executor } from '@travel/db';
import type {
  BookableCabin,
  FareBrand,
  FlightOffer,
  FlightSegment,
  FlightTrip,
} from '@travel/contracts/flights';
import type { InventoryView } from './seats';
import type { SeatMapInput, SeatMapPlan } from './seat-map';
import type { OfferedService, ServiceSegment } from './extra-services';

// The seat map and service shapes the port's seat and service methods speak (issue 11): modules
// import them from here, not from the simulated airline's files.
export type { PlannedSeat, SeatMapInput, SeatMapPlan, SeatPrice } from './seat-map';
export type { OfferedService, ServiceDefinition, ServiceSegment } from './extra-services';

/**
 * What the storefront needs from an airline system (GDS or NDC). The simulated airline in this
 * folder fills it; a real adapter would translate these calls to its supplier's API.
 *
 * Prices here are supplier prices (no agent commission): the search module applies the
 * caller's commission, LimitCabin and LimitAmount on top.
 */
export interface FlightSupplier {
  /** Offers for one search: one entry per itinerary, brands cheapest first. */
  search(query: SupplierSearchQuery): Promise<SupplierOffer[]>;

  /**
   * The same itinerary priced now, for `key`: what the seats cost for this party at this
   * moment, or `soldOut` when the cabin cannot seat the party on some flight.
   */
  price(key: OfferKey): Promise<PriceCheck>;

  /**
   * Holds the party's seats on every flight of the offer inside `tx` (the caller's
   * transaction), never below zero. Returns the holds to record against the order, or
   * `soldOut` without changing anything.
   */
  hold(tx: Executor, key: OfferKey): Promise<HoldResult>;

  /** Returns held seats (cancellation, deadline sweep, exchange). Idempotent per hold row. */
  release(tx: Executor, holds: readonly SeatHold[]): Promise<void>;

  /** Issues tickets for a paid order: one ticket number per traveller per trip. */
  issueTickets(request: TicketRequest): Promise<TicketResult>;

  /**
   * Voids (the day they were issued: no charge at the airline) or refunds an order's tickets
   * (issue 12). Idempotent on `requestKey`: a retry answers the same reference. The seats
   * themselves go back through `release`.
   */
  cancelTickets(request: TicketCancelRequest): Promise<SupplierCancelResult>;

  /**
   * A number that changes whenever this process holds or releases seats: caches of search
   * results key on it so a booking is seen by the next search at once. Optional.
   */
  inventoryVersion?(): number;

  /**
   * `JSON.stringify(segment)` of a segment this supplier's offers hold, when it can write it
   * cheaper (the reply writes every new segment as JSON); undefined otherwise. Optional.
   */
  segmentJson?(segment: FlightSegment): string | undefined;

  /**
   * A short key of a segment this supplier's offers hold, equal for two segments exactly when
   * their JSON is (a reply then writes and looks up each distinct segment once); undefined
   * otherwise. Optional.
   */
  segmentKey?(segment: FlightSegment): string | undefined;

  /**
   * Writes `segmentJson(segment)` straight into the reply's bytes, without making that string;
   * false when it cannot (then the reply asks segmentJson). Optional.
   */
  writeSegment?(segment: FlightSegment, sink: JsonSink): boolean;

  /**
   * The seats this supplier's search prices from, when that search is the airline model's own
   * (airline-model.ts `searchOffers`): pure CPU on this view, so a search worker can run it off
   * the event loop with its own copy of the model. A supplier reached over the network has no
   * such view (its search is I/O) and leaves this out: it searches on the main thread. Optional.
   */
  seatView?(now: Date): Promise<InventoryView>;

  // issue 11 (api-products): seat maps, extra services and the exchange's seat moves reach the
  // airline through these, not through the simulated airline's files.

  /**
   * The seat map of one flight's cabin as it stands: the airline's own travellers' seats from
   * `input.sold`, the storefront's from `input.assigned`, each free seat with its price.
   * Undefined when the aircraft has no map for that cabin.
   */
  seatMap(input: SeatMapInput): SeatMapPlan | undefined;

  /** The extra services (bags, meals, lounges…) sold on one flight, with their prices. */
  extraServices(segment: ServiceSegment): OfferedService[];

  /**
   * Why seat `seatNumber` cannot be had on `target` (no such seat on that aircraft, an exit row
   * for a child, taken by the airline's other travellers given `sold`), or null when it can.
   */
  seatRefusal(target: SeatTarget, seatNumber: string, who: SeatRequester): string | null;

  /**
   * Minutes before departure the airline stops selling a flight; changing a booked trip closes
   * then too (the exchange calls and the order detail's `canExchange`).
   */
  readonly salesCloseMinutes: number;
}

/** The flight and cabin a seat is asked for. */
export interface SeatTarget {
  flightId: string;
  aircraftCode: string;
  cabin: BookableCabin;
}

/** Who asks for a seat, and how full the cabin is (`flight_inventory.sold`, when known). */
export interface SeatRequester {
  child: boolean;
  sold: number | undefined;
}

export interface SupplierSearchLeg {
  /** Airport codes (a metro code is expanded by the caller). */
  origins: readonly string[];
  destinations: readonly string[];
  /** YYYY-MM-DD, local date at the origin. */
  date: string;
}

export interface SupplierSearchQuery {
  legs: readonly SupplierSearchLeg[];
  tripType: 'oneway' | 'roundtrip' | 'multicity';
  adults: number;
  children: number;
  /** Lap infants (no seat, their own fare); absent means none. */
  infants?: number | undefined;
  /** Undefined = all cabins. */
  cabin?: BookableCabin | undefined;
  /** The clock of the request (tests move it). */
  now: Date;
  /** Only published fares (the ones that can be invoiced: /flights-invoice). */
  publishedOnly?: boolean | undefined;
  /** At most this many offers, cheapest first (default 300). */
  limit?: number | undefined;
}

/** Enough to re-price and hold an itinerary: which flights, cabin, brand and party. */
export interface OfferKey {
  tripType: 'oneway' | 'roundtrip' | 'multicity';
  /** Per trip, the flight ids (`{airline}{number}-{YYYYMMDD}`) in order. */
  flights: readonly (readonly string[])[];
  cabin: BookableCabin;
  brandId: string;
  adults: number;
  children: number;
  /** Lap infants (no seat, their own fare); absent means none. */
  infants?: number | undefined;
  now: Date;
}

/** An offer as the supplier prices it, before the storefront's signing and commission. */
export interface SupplierOffer extends Omit<
  FlightOffer,
  'offerId' | 'responseId' | 'expiresAt' | 'brands'
> {
  brands: SupplierBrand[];
  /** For OfferKey: per trip, the flight ids in order. */
  flights: string[][];
}

/** A fare brand before commission (commission fields are 0, totalPrice is the gross total). */
export type SupplierBrand = FareBrand;

export type PriceCheck =
  | {
      kind: 'priced';
      /** The trips with the chosen brand's booking classes and fare basis. */
      trips: FlightTrip[];
      brand: SupplierBrand;
      seatsRemaining: number;
      /** The whole itinerary priced now, every brand (to show a new offer on a price change). */
      offer: SupplierOffer;
    }
  | { kind: 'soldOut' }
  /** The flights no longer exist (schedule change) or the key is unknown. */
  | { kind: 'invalid' };

export interface SeatHold {
  resourceKey: string;
  quantity: number;
}

export type HoldResult =
  | {
      kind: 'held';
      holds: SeatHold[];
      brand: SupplierBrand;
      trips: FlightTrip[];
      /** Seats of each held cabin by resource key (for the unpaid-hold share limit). */
      capacities: Readonly<Record<string, number>>;
    }
  | { kind: 'soldOut' }
  | { kind: 'invalid' };

export interface TicketRequest {
  orderNo: string;
  /**
   * The ticketing request's own key: the airline answers the same key with the same tickets, so
   * a request retried after a crash (the reconciler) never issues a second set. A reissue
   * (exchange) sends a new key.
   */
  requestKey: string;
  /** Number of travellers and trips on the order. */
  travellers: number;
  trips: number;
  /** Sandbox hook: when true the airline refuses to issue (the order ends issueFailed). */
  failIssue: boolean;
}

export interface TicketCancelRequest {
  orderNo: string;
  requestKey: string;
  ticketNumbers: readonly string[];
  mode: 'void' | 'refund';
}

/** A supplier's answer to a cancellation: its reference, or why it refused. */
export type SupplierCancelResult =
  { kind: 'cancelled'; reference: string } | { kind: 'refused'; reason: string };

export type TicketResult =
  | { kind: 'issued'; ticketNumbers: string[][] /* [traveller][trip] */ }
  | { kind: 'failed'; reason: string };

/**
 * Where a supplier writes JSON text of its own: a reply's bytes (lib/byte-sink.ts).
 * `epoch` changes whenever bytes written before may be gone, so a position remembered with the
 * epoch of its time can be copied (`repeat`) while the epoch is the same.
 */
export interface JsonSink {
  readonly length: number;
  readonly epoch: number;
  /** Text that is JSON already. */
  text(value: string): void;
  comma(): void;
  /** A string as JSON.stringify writes it. */
  string(value: string): void;
  /** A primitive as `JSON.stringify(value)` in a template literal writes it. */
  value(value: string | number | boolean | null | undefined): void;
  /** Bytes `start`..`end` of this sink written again at its end. */
  repeat(start: number, end: number): void;
}
