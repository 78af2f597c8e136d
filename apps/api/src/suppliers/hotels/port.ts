import type { Executor } from '@travel/db';
import type {
  HotelAmenity,
  HotelDetail,
  HotelHeaderFacts,
  HotelPicture,
  HotelPolicy,
  HotelReview,
  HotelRoom,
  HotelSummary,
} from '@travel/contracts/hotels';

/**
 * What the storefront needs from a hotel system (a bed bank, a channel manager or a GDS hotel
 * API). The simulated hotels in this folder fill it; a real adapter would translate these calls
 * to its supplier's API. Prices are supplier prices in USD cents, before any storefront margin.
 */
export interface HotelSupplier {
  /**
   * Hotels within `radiusKm` of a point with their cheapest available rate for the stay and
   * party. Hotels with nothing bookable (sold out, or no room fits the party) are left out.
   * Unsorted and unfiltered beyond that: the search module filters, sorts and pages.
   */
  search(query: HotelSearchQuery): Promise<HotelAvailability[]>;

  /** One hotel with every room type and the rates bookable for the stay, or null if unknown. */
  detail(hotelId: string, stay: SupplierStay): Promise<SupplierHotelDetail | null>;

  /** The chosen rate priced now for the stay and party (night by night), or why not. */
  price(key: RoomKey): Promise<RoomPriceCheck>;

  /**
   * Holds `stay.rooms` rooms of the rate's room type for every night of the stay inside `tx`
   * (the caller's transaction), never below zero. Returns the holds to record against the
   * order and the price the rooms were held at, or `soldOut` without changing anything.
   */
  hold(tx: Executor, key: RoomKey): Promise<RoomHoldResult>;

  /** Returns held room-nights (cancellation, deadline sweep). */
  release(tx: Executor, holds: readonly RoomNightHold[]): Promise<void>;

  /** Confirms a paid booking with the hotel: its confirmation number, or a failure. */
  confirm(request: HotelConfirmRequest): Promise<HotelConfirmResult>;

  /**
   * Cancels a confirmed booking with the hotel (issue 12): its cancellation reference, or why
   * it refused. Idempotent on `requestKey`. The room-nights go back through `release`.
   */
  cancel(request: HotelCancelRequest): Promise<SupplierCancelResult>;

  /**
   * A page of the hotel's written reviews, newest stay first, and how many there are; null for
   * an unknown hotel. Optional: a supplier without reviews leaves it out (the tab shows the
   * summary and says there are no written reviews).
   */
  reviews?(hotelId: string, page: ReviewsPage): Promise<SupplierReviews | null>;

  /** Changes whenever this process holds or releases rooms (search caches key on it). */
  inventoryVersion?(): number;

  /**
   * The hotel's static header facts without a call to the supplier (its content kept in
   * memory), or null for an unknown hotel: /hotel/{id}'s first HTML shows them. An adapter
   * without such a cache leaves it out and the page keeps its skeleton.
   */
  headerFacts?(hotelId: string): HotelHeaderFacts | null;
}

export interface ReviewsPage {
  page: number;
  pageSize: number;
  /** The clock of the request: stay months count back from it. */
  now: Date;
}

export interface SupplierReviews {
  total: number;
  reviews: HotelReview[];
}

export interface SupplierStay {
  /** YYYYMMDD, the hotel's local dates. */
  checkIn: string;
  checkOut: string;
  rooms: number;
  adults: number;
  children: number;
  /** The clock of the request (tests move it). */
  now: Date;
}

export interface HotelSearchQuery extends SupplierStay {
  latitude: number;
  longitude: number;
  radiusKm: number;
}

/** A hotel as search lists it: the summary (distance from the searched point) and its rates. */
export interface HotelAvailability {
  hotel: Omit<
    HotelSummary,
    | 'nightlyFrom'
    | 'totalFrom'
    | 'roomCodeFrom'
    | 'currency'
    | 'badges'
    | 'roomsLeft'
    | 'freeCancellation'
  >;
  /** Cheapest average nightly rate of one room before taxes, in cents. */
  nightlyFrom: number;
  /**
   * The whole stay at that rate, every room and night with taxes, in cents: priced by the same
   * code as `price` and `hold`, so it is what booking `roomCodeFrom` charges.
   */
  totalFrom: number;
  /** The same stay before taxes (every room and night): what agent commission is a share of. */
  subtotalFrom: number;
  /** The room code of that rate (`{roomType}-{plan}`). */
  roomCodeFrom: string;
  /** A refundable rate is on offer and its free cancellation has not ended yet. */
  freeCancellation: boolean;
  badges: HotelPolicy[];
  /** Rooms left of the cheapest rate (for "only N left"). */
  roomsLeft: number;
}

export type SupplierHotelDetail = Omit<HotelDetail, 'currency'>;

/** Enough to price and hold a stay: which hotel, room type and rate plan, and the party. */
export interface RoomKey extends SupplierStay {
  hotelId: string;
  /** `{roomType}-{plan}`, e.g. `DK-R`. */
  roomCode: string;
}

export interface PricedStay {
  hotel: SupplierHotelDetail;
  room: Omit<HotelRoom, 'rates' | 'unavailable'>;
  policy: HotelPolicy;
  breakfastIncluded: boolean;
  /** One room, before taxes, per night (YYYYMMDD). */
  nights: { date: string; price: number }[];
  /** All rooms, all nights, before taxes. */
  subtotal: number;
  taxes: number;
  total: number;
  /** What the booking charges now (policy rules) and what is paid at the hotel. */
  dueNow: number;
  dueAtHotel: number;
  /** Refundable: free cancellation until this instant; otherwise null. */
  cancellationDeadline: Date | null;
  roomsLeft: number;
  /** The rules in words (cancellation, payment, check-in and out, children, pets). */
  rules: string[];
}

export type RoomPriceCheck =
  | { kind: 'priced'; stay: PricedStay }
  | { kind: 'soldOut' }
  /** Unknown hotel or room code, or the party does not fit the room. */
  | { kind: 'invalid'; reason: string };

export interface RoomNightHold {
  /** `{propertyCode}|{roomType}|{YYYYMMDD}`. */
  resourceKey: string;
  quantity: number;
}

export type RoomHoldResult =
  | {
      kind: 'held';
      holds: RoomNightHold[];
      stay: PricedStay;
      /** Rooms of the type each held night by resource key (for the unpaid-hold share limit). */
      capacities: Readonly<Record<string, number>>;
    }
  | { kind: 'soldOut' }
  | { kind: 'invalid'; reason: string };

export interface HotelConfirmRequest {
  orderNo: string;
  hotelId: string;
  roomCode: string;
  checkIn: string;
  checkOut: string;
  rooms: number;
  leadGuest: string;
  /** Sandbox hook (like flights' failIssue): when true the hotel refuses to confirm. */
  failConfirm?: boolean;
}

export interface HotelCancelRequest {
  orderNo: string;
  requestKey: string;
  hotelId: string;
  confirmationNumber: string;
}

import type { SupplierCancelResult } from '../flights/port';
export type { SupplierCancelResult };

export type HotelConfirmResult =
  { kind: 'confirmed'; confirmationNumber: string } | { kind: 'failed'; reason: string };

export type { HotelAmenity, HotelPicture };
