import { z } from 'zod';
import { envelope } from './envelope';
import { EmailSchema } from './accounts';
import { BOOKABLE_CABINS } from './flights';
import { PASSENGER_TYPES } from './flight-booking';
import { MAX_TRAVELLERS_PER_FLIGHT_BOOKING } from './constants';

/**
 * Seat maps and extra services of a flight order (spec part 2 §3–§5, part 1 §7):
 * `GET /api/Seatmap/order`, `GET /api/Services`, `POST /api/ReserveSeats`,
 * `POST /api/ReserveServices`. Replies keep the NDC-shaped names the spec gives (PascalCase
 * where the spec has it). Seats and extras are bought with the order, so every call needs an
 * order still awaiting payment; a visitor without an account adds the booking `email`.
 *
 * Money is integer cents of USD. Fields marked "extension" are not in the spec: the pickers
 * need them to draw the cabin and to show what the order already holds.
 */

const orderTarget = {
  orderNo: z.string().trim().min(1).max(40),
  /** Booking email: how a visitor without an account proves the order is theirs. */
  email: EmailSchema.optional(),
};

/** `GET /api/Seatmap/order` and `GET /api/Services` query. */
export const SeatServicesQuerySchema = z.object({
  ...orderTarget,
  customersessionid: z.string().max(128).optional(),
});
export type SeatServicesQuery = z.infer<typeof SeatServicesQuerySchema>;

/** Passenger keys are `PAX1`, `PAX2`… in booking order (adults first, then children). */
export const passengerKeyOf = (travellerIndex: number): string => `PAX${travellerIndex + 1}`;
export const PassengerKeySchema = z.string().regex(/^PAX[1-9]$/, 'a passenger key such as PAX1');

// ---------------------------------------------------------------------------------------------
// Seat maps

/** A seat is available only when its status is 'A' (spec §3); 'O' is occupied. */
export const SEAT_AVAILABLE = 'A';
export const SEAT_STATUSES = ['A', 'O'] as const;

/**
 * Seat characteristic codes. The spec's four: E exit, A aisle, WA window-aisle (a seat that is
 * both, as in a 1-2-1 business cabin), OW over wing. Also the usual IATA ones it leaves out:
 * W window, 9 centre, L extra legroom, K bulkhead (front row of a cabin).
 */
export const SEAT_CHARACTERISTICS = ['E', 'A', 'WA', 'OW', 'W', '9', 'L', 'K'] as const;
export type SeatCharacteristic = (typeof SEAT_CHARACTERISTICS)[number];

export const SeatOfferItemSchema = z.object({
  OfferItemRef: z.string(),
  /** Space-separated passenger keys this price applies to (children never get exit rows). */
  PassengerRef: z.string(),
  BaseFare: z.number().int(),
  Tax: z.number().int(),
  TotalPrice: z.number().int(),
});
export type SeatOfferItem = z.infer<typeof SeatOfferItemSchema>;

export const AirSeatSchema = z.object({
  /** Row and letter, e.g. `12A`. */
  seatNumber: z.string(),
  seatCharacteristics: z.array(z.enum(SEAT_CHARACTERISTICS)),
  seatAvailabilityStatus: z.enum(SEAT_STATUSES),
  /** Empty when the seat is not for sale. */
  OfferItems: z.array(SeatOfferItemSchema),
});
export type AirSeat = z.infer<typeof AirSeatSchema>;

export const AirRowSchema = z.object({
  rowNumber: z.number().int(),
  isExitRowPosition: z.boolean(),
  airSeats: z.array(AirSeatSchema),
});
export type AirRow = z.infer<typeof AirRowSchema>;

export const SeatColumnSchema = z.object({
  letter: z.string(),
  /** An aisle follows this column (left to right). */
  aisleAfter: z.boolean(),
});

export const SeatMapDetailsSchema = z.object({
  airRows: z.array(AirRowSchema),
  /** Extension: the cabin shown, the aircraft and its seat columns (to draw the aisles). */
  cabin: z.enum(BOOKABLE_CABINS),
  aircraftCode: z.string(),
  aircraftName: z.string(),
  columns: z.array(SeatColumnSchema),
});
export type SeatMapDetails = z.infer<typeof SeatMapDetailsSchema>;

export const SeatFlightSegmentSchema = z.object({
  FlightID: z.string(),
  marketingAirline: z.string(),
  flightNumber: z.string(),
  origin: z.string(),
  destination: z.string(),
  /** Extension: local departure time `YYYY-MM-DDTHH:mm`. */
  departureTime: z.string(),
});
export type SeatFlightSegment = z.infer<typeof SeatFlightSegmentSchema>;

export const TravelerIdentifierSchema = z.object({
  PassengerKey: z.string(),
  PassengerTypeCode: z.enum(PASSENGER_TYPES),
  /** Extension: the traveller's name for the picker's tabs. */
  name: z.string(),
});
export type TravelerIdentifier = z.infer<typeof TravelerIdentifierSchema>;

/** Extension: a seat this order already holds on the flight (its order line is `orderItemId`). */
export const AssignedSeatSchema = z.object({
  PassengerKey: z.string(),
  seatNumber: z.string(),
  /** Send back as `oldorderitemId` to replace this seat. */
  orderItemId: z.string(),
  TotalPrice: z.number().int(),
});
export type AssignedSeat = z.infer<typeof AssignedSeatSchema>;

export const SeatMapResponseSchema = z.object({
  /** Empty `airRows` when the airline has no map for this flight ('no seatmap data'). */
  SeatMapDetails: SeatMapDetailsSchema,
  FlightSegments: SeatFlightSegmentSchema,
  TravelerIdentifiers: z.array(TravelerIdentifierSchema),
  assignedSeats: z.array(AssignedSeatSchema),
});
export type SeatMapResponse = z.infer<typeof SeatMapResponseSchema>;

export const SeatMapResultSchema = z.object({
  ShoppingResponseID: z.string(),
  OfferID: z.string(),
  /** The airline that owns the offer (validating carrier). */
  Owner: z.string(),
  currency: z.literal('USD'),
  /** One per flight of the order, in travel order. */
  SeatMapResponses: z.array(SeatMapResponseSchema),
});
export type SeatMapResult = z.infer<typeof SeatMapResultSchema>;
export const SeatMapReplySchema = envelope(SeatMapResultSchema);

const money = z.number().int().min(0).max(10_000_000);
const shortText = (max: number) => z.string().trim().max(max);

/**
 * One seat for one passenger on one flight (spec §3 "Seat submission"). `seatNumber` empty
 * (and `rowNumber` 0) gives up the passenger's seat on that flight (extension).
 */
export const SeatSelectionSchema = z
  .object({
    offerItemRef: shortText(120),
    passengerRef: PassengerKeySchema,
    rowNumber: z.number().int().min(0).max(199),
    seatNumber: z
      .string()
      .trim()
      .toUpperCase()
      .regex(/^(\d{1,3}[A-Z])?$/, 'a seat such as 12A'),
    baseFare: money,
    tax: money,
    totalPrice: money,
    /** The order item of the seat this one replaces; empty if none. */
    oldorderitemId: z.union([z.uuid(), z.literal('')]).default(''),
    flightId: shortText(40).min(1),
    airline: shortText(3).min(2),
    flightNumber: shortText(8).min(1),
    shoppingResponseId: shortText(120).min(1),
    offerId: shortText(120).min(1),
    owner: shortText(3).min(2),
  })
  .refine(
    (s) =>
      s.seatNumber === ''
        ? s.rowNumber === 0 && s.totalPrice === 0
        : s.seatNumber.slice(0, -1) === String(s.rowNumber),
    { message: 'rowNumber must be the row of seatNumber (0 when giving a seat up)' },
  )
  .refine((s) => s.baseFare + s.tax === s.totalPrice, {
    message: 'totalPrice must be baseFare plus tax',
  });
export type SeatSelection = z.input<typeof SeatSelectionSchema>;

/** 9 travellers on up to 16 flights of a multi-city order. */
export const MAX_SEAT_SELECTIONS = MAX_TRAVELLERS_PER_FLIGHT_BOOKING * 16;

export const ReserveSeatsBodySchema = z.object({
  ...orderTarget,
  seats: z.array(SeatSelectionSchema).min(1).max(MAX_SEAT_SELECTIONS),
});
export type ReserveSeatsBody = z.input<typeof ReserveSeatsBodySchema>;

export const SeatOnOrderSchema = z.object({
  PassengerKey: z.string(),
  flightId: z.string(),
  seatNumber: z.string(),
  orderItemId: z.string(),
  TotalPrice: z.number().int(),
});

/** The order's seats after the change and its new total. */
export const ReserveSeatsResultSchema = z.object({
  orderNo: z.string(),
  totalPrice: z.number().int(),
  seats: z.array(SeatOnOrderSchema),
});
export type ReserveSeatsResult = z.infer<typeof ReserveSeatsResultSchema>;
export const ReserveSeatsReplySchema = envelope(ReserveSeatsResultSchema);

// ---------------------------------------------------------------------------------------------
// Extra services

/**
 * The key the service picker matches services by (spec part 2 §5): the lowercased name with
 * spaces and commas removed, `|`, and the total price (cents). A service's `sid` is this key.
 */
export const serviceMatchKey = (name: string, totalAmount: number): string =>
  `${name.toLowerCase().replace(/[\s,]/g, '')}|${totalAmount}`;

/** Passenger type spellings the spec allows in `passengerTypes` (Adult/ADT, Child/CHD). */
export const SERVICE_PASSENGER_TYPES = ['ADT', 'CHD', 'Adult', 'Child'] as const;

export const ServiceRoutingSchema = z.object({
  DepartureAirport: z.string(),
  ArrivalAirport: z.string(),
  AirlineCode: z.string(),
  FlightNumber: z.string(),
  /** Extension: the flight this routing is. */
  FlightID: z.string(),
});
export type ServiceRouting = z.infer<typeof ServiceRoutingSchema>;

export const ServiceOfferItemSchema = z.object({
  offerItemId: z.string(),
  /** The spec's spelling. Passenger keys this item may be bought for. */
  passengeRefs: z.array(z.string()),
  serviceId: z.string(),
  serviceDefinitionId: z.string(),
  /** Extension: the flight the item is for. */
  FlightID: z.string(),
});
export type ServiceOfferItem = z.infer<typeof ServiceOfferItemSchema>;

export const SERVICE_CATEGORIES = [
  'bag',
  'meal',
  'boarding',
  'lounge',
  'sports',
  'pet',
  'wifi',
] as const;

export const ExtraServiceSchema = z.object({
  sid: z.string(),
  name: z.string(),
  /** Extension: a line saying what is included, and a grouping for icons. */
  description: z.string(),
  category: z.enum(SERVICE_CATEGORIES),
  totalAmount: z.number().int(),
  baseAmount: z.number().int(),
  taxAmount: z.number().int(),
  passengerTypes: z.array(z.enum(SERVICE_PASSENGER_TYPES)),
  /** Extension: the service definition a passenger must have on the same flight first. */
  requiresDefinitionId: z.string().nullable(),
  routings: z.array(ServiceRoutingSchema),
  offerInfo: z.object({
    responseId: z.string(),
    offerId: z.string(),
    owner: z.string(),
    offerItems: z.array(ServiceOfferItemSchema),
  }),
});
export type ExtraService = z.infer<typeof ExtraServiceSchema>;

export const ServicePassengerSchema = z.object({
  PassengerKey: z.string(),
  PassengerTypeCode: z.enum(PASSENGER_TYPES),
  firstName: z.string(),
  middleName: z.string(),
  lastName: z.string(),
});
export type ServicePassenger = z.infer<typeof ServicePassengerSchema>;

/** A service line already on the order. */
export const ServiceOnOrderSchema = z.object({
  PassengerKey: z.string(),
  FlightID: z.string(),
  sid: z.string(),
  offerItemId: z.string(),
  orderItemId: z.string(),
  totalAmount: z.number().int(),
});
export type ServiceOnOrder = z.infer<typeof ServiceOnOrderSchema>;

export const ServicesResultSchema = z.object({
  currency: z.literal('USD'),
  /** Extension: who and which flights the picker shows, and what the order already has. */
  passengers: z.array(ServicePassengerSchema),
  segments: z.array(ServiceRoutingSchema),
  services: z.array(ExtraServiceSchema),
  selected: z.array(ServiceOnOrderSchema),
});
export type ServicesResult = z.infer<typeof ServicesResultSchema>;
export const ServicesReplySchema = envelope(ServicesResultSchema);

export const ServiceChoiceSchema = z
  .object({
    serviceName: shortText(80).min(1),
    shoppingResponseId: shortText(120).min(1),
    offerId: shortText(120).min(1),
    owner: shortText(3).min(2),
    offerItemRef: shortText(160).min(1),
    passengerRef: PassengerKeySchema,
    baseFare: money,
    tax: money,
    totalPrice: money,
    selections: z
      .array(z.object({ serviceid: shortText(160).min(1), serviceDefinitionId: shortText(40) }))
      .length(1),
  })
  .refine((s) => s.baseFare + s.tax === s.totalPrice, {
    message: 'totalPrice must be baseFare plus tax',
  });
export type ServiceChoice = z.input<typeof ServiceChoiceSchema>;

/**
 * One passenger's extras (spec §3 "Extra service submission"): the list replaces what the
 * passenger had; an empty list clears it. `passengerRef` (extension) names the passenger
 * when given; otherwise the names must match exactly one traveller of the order.
 */
export const PassengerServicesSchema = z.object({
  passengerRef: PassengerKeySchema.optional(),
  firstName: shortText(50).min(1),
  middleName: shortText(50).default(''),
  lastName: shortText(50).min(1),
  services: z.array(ServiceChoiceSchema).max(60),
});
export type PassengerServices = z.input<typeof PassengerServicesSchema>;

export const ReserveServicesBodySchema = z.object({
  ...orderTarget,
  passengers: z.array(PassengerServicesSchema).min(1).max(MAX_TRAVELLERS_PER_FLIGHT_BOOKING),
});
export type ReserveServicesBody = z.input<typeof ReserveServicesBodySchema>;

export const ReserveServicesResultSchema = z.object({
  orderNo: z.string(),
  totalPrice: z.number().int(),
  services: z.array(ServiceOnOrderSchema),
});
export type ReserveServicesResult = z.infer<typeof ReserveServicesResultSchema>;
export const ReserveServicesReplySchema = envelope(ReserveServicesResultSchema);
