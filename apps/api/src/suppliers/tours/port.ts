import type { DeparturePrice } from '@travel/db';

/**
 * What the storefront needs from a tour or cruise operator (a wholesaler's XML feed, a cruise
 * line's API): its catalogue for a window of months. The simulated operators in this folder
 * fill it; a real adapter would translate its operator's feed into these shapes. The catalogue
 * is synced into the database (catalogue-sync.ts), which the tour calls then read: places left
 * are ours to hold, prices are the operator's consumer prices in USD cents.
 */
export interface TourSupplier {
  /** Everything on sale with departures from `from` (YYYY-MM-DD) for `months` months. */
  catalogue(window: CatalogueWindow): TourCatalogue;
  /**
   * The catalogue's texts in simplified Chinese, when the operator has them; prices, codes and
   * dates are the catalogue's. The storefront reads them beside the English of the database.
   */
  translation?(language: 'zh'): CatalogueTranslation;
  /**
   * The operator's answer to a paid booking (issue 14 §4: within 48 hours): confirmed with its
   * confirmation number, or declined with a reason the traveller is shown. Asynchronous: a real
   * operator answers over the network.
   */
  decideBooking(request: BookingDecisionRequest): Promise<BookingDecision>;
}

/** The facts of a paid booking the operator decides on. */
export interface BookingDecisionRequest {
  tourId: string;
  tourCode: string;
  /** Our order number: the operator's records name it. */
  bookingReference: string;
  /** The departure as the catalogue has it now; null when it is no longer in it. */
  departure: {
    id: string;
    capacity: number;
    /** Places left, this booking's already taken off (they are held when the order is made). */
    placesLeft: number;
    guaranteed: boolean;
  } | null;
  /** Places this booking takes (everyone of its rooms). */
  placesBooked: number;
  /** Set when the payment was made with the sandbox's "fulfilment fails" card. */
  forceDecline: boolean;
}

export type BookingDecision =
  { kind: 'confirmed'; confirmationNumber: string } | { kind: 'declined'; reason: string };

/** One tour's texts in another language. */
export interface TourTexts {
  name: string;
  cityName: string;
  summary: string;
  highlights: string[];
  overview: string;
  itinerary: Pick<TourDayRecord, 'day' | 'title' | 'description' | 'places' | 'overnight'>[];
}

/** A catalogue's texts in another language, by tour id, ship code, cabin and operator code. */
export interface CatalogueTranslation {
  tours: ReadonlyMap<string, TourTexts>;
  ships: ReadonlyMap<string, string>;
  /** By `${shipCode}/${cabinCode}`. */
  cabins: ReadonlyMap<string, { name: string; beds: string }>;
  operators: ReadonlyMap<string, string>;
}

export interface CatalogueWindow {
  from: string;
  months: number;
}

export type TourKind = 'tour' | 'cruise';
export type TourStyle = 'escorted' | 'small-group' | 'one-day' | 'ocean' | 'river';
export type CabinCategory = 'inside' | 'oceanview' | 'balcony' | 'suite';

export interface OperatorRecord {
  code: string;
  name: string;
  countryCode: string;
}

export interface ShipRecord {
  code: string;
  operatorCode: string;
  name: string;
  kind: 'ocean' | 'river';
  yearBuilt: number;
  passengers: number;
  decks: number;
}

export interface CabinRecord {
  shipCode: string;
  code: string;
  category: CabinCategory;
  name: string;
  decks: string;
  beds: string;
  maxOccupancy: number;
  guaranteeOption: boolean;
  guaranteeDiscountPercent: number;
}

export interface TourDayRecord {
  day: number;
  title: string;
  description: string;
  places: string[];
  /** Any of B, L, D. */
  meals: string;
  overnight: string | null;
}

export interface TourRecord {
  id: string;
  code: string;
  kind: TourKind;
  style: TourStyle;
  operatorCode: string;
  name: string;
  cityCode: string;
  cityName: string;
  countryCode: string;
  timeZone: string;
  region: string;
  area: string;
  days: number;
  summary: string;
  highlights: string[];
  overview: string;
  picture: string;
  publishedOn: string;
  shipCode: string | null;
  portChargesCents: number;
  gratuitiesCents: number;
  depositCents: number;
  finalPaymentDays: number;
  itinerary: TourDayRecord[];
}

export interface DepartureRecord {
  id: string;
  tourId: string;
  date: string;
  capacity: number;
  placesLeft: number;
  guaranteed: boolean;
  singleSupplementCents: number;
  fromCents: number;
  prices: DeparturePrice[];
}

export interface TourCatalogue {
  operators: OperatorRecord[];
  ships: ShipRecord[];
  cabins: CabinRecord[];
  tours: TourRecord[];
  departures: DepartureRecord[];
}
