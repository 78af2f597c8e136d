import type { HotelAmenity, HotelPicture } from '@travel/contracts/hotels';
import type { City } from '@travel/reference-data';
import type { RatePlanSpec, RoomTypeSpec } from './room-types';

/**
 * A generated hotel: the facts the simulated hotel system knows about one property. Texts
 * (overview, about, rules, reviews) are written from these facts when a page asks for them.
 */
export interface HotelProfile {
  id: string;
  propertyCode: string;
  chainCode: string;
  chainName: string;
  name: string;
  street: string;
  city: CityContext;
  latitude: number;
  longitude: number;
  /** Kilometres from the city centre (the About tab and the location score use it). */
  centreKm: number;
  /** Set when the hotel stands by the city's airport. */
  airportCode: string | null;
  rating: number;
  stars: number;
  reviewCount: number;
  amenities: HotelAmenity[];
  pictures: HotelPicture[];
  /** Local times HH:mm. */
  checkInFrom: string;
  checkOutUntil: string;
  roomTypes: HotelRoomType[];
  plans: RatePlanSpec['code'][];
  /** Plans whose rate includes breakfast (every plan when breakfast is free). */
  breakfastPlans: RatePlanSpec['code'][];
  /** Refundable rates: free cancellation until 18:00 local this many days before check-in. */
  cancellationDays: number;
  /** USD per night of a standard room in an ordinary week, before demand and taxes. */
  baseRateUsd: number;
  /** USD per room and night a breakfast adds where it is not free. */
  breakfastUsd: number;
  facts: HotelFacts;
}

export interface HotelRoomType {
  spec: RoomTypeSpec;
  sizeSqm: number;
  picture: HotelPicture;
  /** Rooms of this type in the hotel (the inventory capacity of each night). */
  capacity: number;
  /** Seeds the background occupancy of this type's nights. */
  occupancySeed: number;
}

export interface HotelFacts {
  yearBuilt: number;
  yearRenovated: number | null;
  floors: number;
  roomCount: number;
  /** Children up to this age stay free in existing beds; null when every guest pays. */
  childrenFreeUnder: number | null;
  /** Per-night pet fee in USD (0 free) when pets are allowed, else null. */
  petFeeUsd: number | null;
  /** Per-day parking in USD: 0 free, null when the hotel has no parking. */
  parkingUsd: number | null;
}

/** A city with hotels and what its hotels share: zone, size, prices, taxes. */
export interface CityContext {
  city: City;
  countryName: string;
  /** The IANA zone of the city's nearest airport. */
  timeZone: string;
  /** Hotels stand within this distance of the centre (airport hotels excepted). */
  radiusKm: number;
  /** The city's main airport when it has one within reach. */
  airport: { code: string; lat: number; lng: number; distanceKm: number } | null;
  /** Country price level, 1 = an average market. */
  priceLevel: number;
  /** Taxes on the room rate, e.g. 0.12. */
  taxRate: number;
}
