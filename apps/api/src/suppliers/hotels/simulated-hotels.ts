import { notifyInventoryChange, type Database, type Executor } from '@travel/db';
import type { HotelHeaderFacts, HotelPolicy, HotelSummary } from '@travel/contracts/hotels';
import type { ReferenceCatalog } from '@travel/reference-data';
import { hashString } from '../../lib/seeded-random';
import { hotelCatalogue, type HotelCatalogue } from './hotel-catalogue';
import { parseRoomCode, parseRoomNightKey, roomNightKey } from './hotel-codes';
import type { HotelProfile, HotelRoomType } from './hotel-profile';
import { reviewsPage, reviewSummaryOf } from './hotel-reviews';
import { aboutOf, overviewOf, rulesOf } from './hotel-text';
import {
  EMPTY_VIEW,
  lockRoomNights,
  readRoomNights,
  returnRoomNight,
  roomsOf,
  takeRoomNights,
  type RoomNightView,
} from './inventory.repository';
import type {
  HotelAvailability,
  HotelCancelRequest,
  HotelConfirmRequest,
  HotelConfirmResult,
  HotelSearchQuery,
  HotelSupplier,
  SupplierCancelResult,
  PricedStay,
  RoomHoldResult,
  RoomKey,
  RoomNightHold,
  RoomPriceCheck,
  ReviewsPage,
  SupplierHotelDetail,
  SupplierReviews,
  SupplierStay,
} from './port';
import { stayNights } from './rates';
import { isRatePlanCode, partyFits, type RatePlanSpec } from './room-types';
import { POLICY_ORDER, searchAvailability } from './search-availability';
import {
  cancellationDeadlineOf,
  describeRoom,
  quoteRate,
  roomCodeOf,
  roomsForStay,
  stayProblem,
} from './stay-pricing';

/** The catalogue every process generates: change it and every hotel, id and price changes. */
export const DEFAULT_HOTEL_SEED = 'travel-outlet-hotels-1';

/** A resolved room key: the hotel, its room type and plan, and the nights of the stay. */
interface ResolvedKey {
  hotel: HotelProfile;
  roomType: HotelRoomType;
  plan: RatePlanSpec['code'];
  nights: string[];
}

/**
 * The simulated hotel system behind the HotelSupplier port: hotels, rooms and rates from the
 * generated catalogue, room-nights from `hotel_inventory` in the storefront's database.
 */
export class SimulatedHotels implements HotelSupplier {
  private version = 0;
  readonly catalogue: HotelCatalogue;

  constructor(
    private readonly db: Database,
    catalog: ReferenceCatalog,
    seed: string = DEFAULT_HOTEL_SEED,
  ) {
    this.catalogue = hotelCatalogue(catalog, seed);
  }

  inventoryVersion(): number {
    return this.version;
  }

  /** From the generated catalogue: no database, no rooms. */
  headerFacts(hotelId: string): HotelHeaderFacts | null {
    const hotel = this.catalogue.hotel(hotelId);
    return hotel ? headerFactsOf(hotel) : null;
  }

  async search(query: HotelSearchQuery): Promise<HotelAvailability[]> {
    const problems = new Map<string, string | null>();
    const sellable = (zone: string) => {
      if (!problems.has(zone)) problems.set(zone, stayProblem(query, zone));
      return problems.get(zone) === null;
    };
    // Hotels whose own calendar cannot sell the stay (check-in already past there) drop out.
    const near = this.catalogue
      .hotelsNear(query.latitude, query.longitude, query.radiusKm)
      .filter(({ hotel }) => sellable(hotel.city.timeZone));
    if (near.length === 0) return [];
    const nights = stayNights(query.checkIn, query.checkOut);
    const view = await readRoomNights(
      this.db,
      near.map(({ hotel }) => hotel.propertyCode),
      query.checkIn,
      query.checkOut,
    );
    return searchAvailability(near, query, nights, view).flatMap(({ hotel, distanceKm, best }) => {
      // The stay total of the cheapest rate comes from quoteRate, as the booking's price does.
      const quote = quoteRate(hotel, best.roomType, best.plan, query, nights, view);
      if (!quote) return [];
      return [
        {
          hotel: { ...summaryOf(hotel), distanceKm },
          nightlyFrom: best.nightly,
          totalFrom: quote.total,
          subtotalFrom: quote.subtotal,
          roomCodeFrom: roomCodeOf(best.roomType, best.plan),
          freeCancellation:
            best.badges.includes('refundable') &&
            cancellationDeadlineOf(hotel, query.checkIn).getTime() > query.now.getTime(),
          badges: best.badges,
          roomsLeft: best.roomsLeft,
        },
      ];
    });
  }

  async detail(hotelId: string, stay: SupplierStay): Promise<SupplierHotelDetail | null> {
    const hotel = this.catalogue.hotel(hotelId);
    if (!hotel) return null;
    const sellable = stayProblem(stay, hotel.city.timeZone) === null;
    const nights = sellable ? stayNights(stay.checkIn, stay.checkOut) : null;
    const view = nights
      ? await readRoomNights(this.db, [hotel.propertyCode], stay.checkIn, stay.checkOut)
      : EMPTY_VIEW;
    return detailOf(hotel, stay, nights, view);
  }

  /** Written from the catalogue's facts (hotel-reviews.ts): nothing is stored. */
  async reviews(hotelId: string, page: ReviewsPage): Promise<SupplierReviews | null> {
    const hotel = this.catalogue.hotel(hotelId);
    return hotel ? reviewsPage(hotel, page.page, page.pageSize, page.now) : null;
  }

  async price(key: RoomKey): Promise<RoomPriceCheck> {
    const resolved = this.resolve(key);
    if ('reason' in resolved) return { kind: 'invalid', reason: resolved.reason };
    const view = await readRoomNights(
      this.db,
      [resolved.hotel.propertyCode],
      key.checkIn,
      key.checkOut,
    );
    const stay = pricedStay(resolved, key, view);
    return stay ? { kind: 'priced', stay } : { kind: 'soldOut' };
  }

  async hold(tx: Executor, key: RoomKey): Promise<RoomHoldResult> {
    const resolved = this.resolve(key);
    if ('reason' in resolved) return { kind: 'invalid', reason: resolved.reason };
    const { hotel, roomType, nights } = resolved;
    await lockRoomNights(tx, hotel, roomType, nights);
    // Priced from the locked rows: the party pays what the rooms cost before its own hold.
    const view = await readRoomNights(tx, [hotel.propertyCode], key.checkIn, key.checkOut);
    const stay = pricedStay(resolved, key, view);
    if (!stay) return { kind: 'soldOut' };
    const code = roomType.spec.code;
    if (!(await takeRoomNights(tx, hotel.propertyCode, code, nights, key.rooms))) {
      return { kind: 'soldOut' };
    }
    this.version += 1;
    // The other processes' search caches hear of it when this transaction commits.
    await notifyInventoryChange(tx, this.db);
    return {
      kind: 'held',
      holds: nights.map((night) => ({
        resourceKey: roomNightKey(hotel.propertyCode, code, night),
        quantity: key.rooms,
      })),
      stay,
      capacities: Object.fromEntries(
        nights.map((night) => [
          roomNightKey(hotel.propertyCode, code, night),
          roomsOf(view, hotel, roomType, night).capacity,
        ]),
      ),
    };
  }

  async release(tx: Executor, holds: readonly RoomNightHold[]): Promise<void> {
    this.version += 1;
    if (holds.length > 0) await notifyInventoryChange(tx, this.db);
    for (const hold of holds) {
      const parsed = parseRoomNightKey(hold.resourceKey);
      if (parsed && hold.quantity > 0) {
        await returnRoomNight(
          tx,
          parsed.propertyCode,
          parsed.roomType,
          parsed.night,
          hold.quantity,
        );
      }
    }
  }

  async confirm(request: HotelConfirmRequest): Promise<HotelConfirmResult> {
    if (request.failConfirm) {
      return { kind: 'failed', reason: 'The hotel did not confirm the booking' };
    }
    const hotel = this.catalogue.hotel(request.hotelId);
    if (!hotel) return { kind: 'failed', reason: 'The hotel is not known' };
    return { kind: 'confirmed', confirmationNumber: confirmationOf(hotel.chainCode, request) };
  }

  async cancel(request: HotelCancelRequest): Promise<SupplierCancelResult> {
    const hotel = this.catalogue.hotel(request.hotelId);
    // The hotel cancels only a booking it confirmed: its number names the hotel's chain.
    if (!hotel || !request.confirmationNumber.startsWith(hotel.chainCode.toUpperCase())) {
      return { kind: 'refused', reason: 'The hotel has no booking with that confirmation number' };
    }
    const code = hashString(`${request.requestKey}|${request.confirmationNumber}`).toString(36);
    return { kind: 'cancelled', reference: `CX${code.toUpperCase().padStart(8, '0')}` };
  }

  private resolve(key: RoomKey): ResolvedKey | { reason: string } {
    const hotel = this.catalogue.hotel(key.hotelId);
    if (!hotel) return { reason: 'Unknown hotel.' };
    const parsed = parseRoomCode(key.roomCode);
    const roomType = parsed && hotel.roomTypes.find((type) => type.spec.code === parsed.roomType);
    const plan = parsed?.plan;
    if (!roomType || !plan || !isRatePlanCode(plan) || !hotel.plans.includes(plan)) {
      return { reason: 'Unknown room or rate for this hotel.' };
    }
    const problem = stayProblem(key, hotel.city.timeZone);
    if (problem) return { reason: problem };
    if (!partyFits(roomType.spec, key.rooms, key.adults, key.children)) {
      return { reason: `A ${roomType.spec.name} sleeps at most ${roomType.spec.maxOccupancy}.` };
    }
    return { hotel, roomType, plan, nights: stayNights(key.checkIn, key.checkOut) };
  }
}

function summaryOf(hotel: HotelProfile): Omit<HotelAvailability['hotel'], 'distanceKm'> {
  return {
    id: hotel.id,
    propertyCode: hotel.propertyCode,
    chainCode: hotel.chainCode,
    chainName: hotel.chainName,
    name: hotel.name,
    street: hotel.street,
    city: hotel.city.city.name,
    countryCode: hotel.city.city.countryCode,
    countryName: hotel.city.countryName,
    latitude: hotel.latitude,
    longitude: hotel.longitude,
    rating: hotel.rating,
    stars: hotel.stars,
    reviewCount: hotel.reviewCount,
    amenities: [...hotel.amenities],
    picture: hotel.pictures[0]!,
  };
}

/** The fields HotelDetail carries under the same names (detailOf). */
function headerFactsOf(hotel: HotelProfile): HotelHeaderFacts {
  return {
    chainName: hotel.chainName,
    name: hotel.name,
    rating: hotel.rating,
    reviewCount: hotel.reviewCount,
    street: hotel.street,
    city: hotel.city.city.name,
    countryName: hotel.city.countryName,
    latitude: hotel.latitude,
    longitude: hotel.longitude,
    timeZone: hotel.city.timeZone,
    checkInFrom: hotel.checkInFrom,
    checkOutUntil: hotel.checkOutUntil,
    pictures: hotel.pictures,
  };
}

function detailOf(
  hotel: HotelProfile,
  stay: SupplierStay,
  nights: readonly string[] | null,
  view: RoomNightView,
): SupplierHotelDetail {
  const rooms = roomsForStay(hotel, stay, nights, view);
  const rates = rooms.flatMap((room) => room.rates);
  const cheapest = rates.reduce<(typeof rates)[number] | null>(
    (best, rate) => (!best || rate.nightly < best.nightly ? rate : best),
    null,
  );
  const badges = [...new Set(rates.map((rate) => rate.policy))].sort(byPolicyOrder);
  const summary: Omit<HotelSummary, 'distanceKm' | 'currency'> = {
    ...summaryOf(hotel),
    nightlyFrom: cheapest?.nightly ?? 0,
    totalFrom: cheapest?.total ?? 0,
    roomCodeFrom: cheapest?.roomCode ?? '',
    freeCancellation: rates.some(
      (rate) =>
        rate.policy === 'refundable' &&
        rate.cancellationDeadline !== null &&
        Date.parse(rate.cancellationDeadline) > stay.now.getTime(),
    ),
    badges,
    roomsLeft: cheapest && cheapest.roomsLeft <= 5 ? cheapest.roomsLeft : null,
  };
  return {
    ...summary,
    timeZone: hotel.city.timeZone,
    checkInFrom: hotel.checkInFrom,
    checkOutUntil: hotel.checkOutUntil,
    overview: overviewOf(hotel),
    about: aboutOf(hotel),
    pictures: hotel.pictures,
    rooms,
    reviews: reviewSummaryOf(hotel),
    nights: nights?.length ?? 0,
  };
}

function pricedStay(resolved: ResolvedKey, key: RoomKey, view: RoomNightView): PricedStay | null {
  const { hotel, roomType, plan, nights } = resolved;
  const quote = quoteRate(hotel, roomType, plan, key, nights, view);
  if (!quote) return null;
  return {
    hotel: detailOf(hotel, key, nights, view),
    room: describeRoom(roomType),
    policy: quote.policy,
    breakfastIncluded: quote.breakfastIncluded,
    nights: quote.nights,
    subtotal: quote.subtotal,
    taxes: quote.taxes,
    total: quote.total,
    dueNow: quote.dueNow,
    dueAtHotel: quote.dueAtHotel,
    cancellationDeadline: quote.cancellationDeadline,
    roomsLeft: quote.roomsLeft,
    rules: rulesOf(hotel, { ...quote, now: key.now }),
  };
}

const byPolicyOrder = (a: HotelPolicy, b: HotelPolicy): number =>
  POLICY_ORDER.indexOf(a) - POLICY_ORDER.indexOf(b);

/** Ten characters, the same for the same order: a retried confirmation gets the same number. */
function confirmationOf(
  chainCode: string,
  request: Pick<HotelConfirmRequest, 'orderNo' | 'hotelId' | 'roomCode' | 'checkIn'>,
): string {
  const first = hashString(`${request.orderNo}|${request.hotelId}`).toString(36);
  const second = hashString(`${request.roomCode}|${request.checkIn}|${request.orderNo}`);
  return (chainCode + first.padStart(7, '0') + (second % 36).toString(36)).toUpperCase();
}
