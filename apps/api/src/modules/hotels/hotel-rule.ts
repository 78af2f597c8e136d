import { nightsBetween, type HotelRule, type HotelStay } from '@travel/contracts/hotels';
import type { AppContext } from '../../app-context';
import { AppError } from '../../lib/app-error';
import { hotelSupplier } from '../../lib/hotel-supplier';
import { buyerDue, buyerRate } from '../../products/hotel/buyer-price';
import type { PricedStay, RoomKey, RoomPriceCheck } from '../../suppliers/hotels/port';
import { hotelSearchError, stayIssues } from './stay-rules';

/** What a room and stay are, as every hotel call after the list names them. */
export type RoomChoice = HotelStay & { hotelId: string; roomCode: string };

export const roomKey = (choice: RoomChoice, now: Date): RoomKey => ({
  hotelId: choice.hotelId,
  roomCode: choice.roomCode,
  checkIn: choice.checkIn,
  checkOut: choice.checkOut,
  rooms: choice.rooms,
  adults: choice.adults,
  children: choice.children,
  now,
});

/** 409 1050 for a room with no rooms left on some night of the stay (issue 4 §2). */
export const soldOutError = (): AppError =>
  new AppError('priceNoLongerAvailable', {
    msg: 'This room is sold out for your dates. Please choose another room or other dates.',
  });

/**
 * Why the supplier would not price a choice, as the client should hear it: an unknown hotel is
 * 404; a stay that breaks the rules in the hotel's calendar is 400 `invalidHotelSearch` with its
 * issues; an unknown room or a party the room cannot sleep is 400 with the supplier's reason.
 */
export async function invalidChoiceError(
  ctx: AppContext,
  choice: RoomChoice,
  reason: string,
): Promise<AppError> {
  const now = ctx.now();
  const hotel = await hotelSupplier(ctx).detail(choice.hotelId, { ...choice, now });
  if (!hotel) return new AppError('notFound', { msg: 'This hotel does not exist' });
  const issues = stayIssues(choice, hotel.timeZone, now);
  if (issues.length > 0) return hotelSearchError(issues);
  return new AppError('invalidHotelSearch', {
    msg: `invalid hotel search: ${reason}`,
    issues: [{ path: 'roomCode', message: reason }],
  });
}

/** Prices a choice now, or throws 404 / 400 / 409 (1050) as `invalidChoiceError` says. */
export async function priceChoice(ctx: AppContext, choice: RoomChoice): Promise<PricedStay> {
  const check: RoomPriceCheck = await hotelSupplier(ctx).price(roomKey(choice, ctx.now()));
  if (check.kind === 'soldOut') throw soldOutError();
  if (check.kind === 'invalid') throw await invalidChoiceError(ctx, choice, check.reason);
  return check.stay;
}

/**
 * A priced stay in the words of the contract (`HotelRuleSchema`), for a buyer earning
 * `percent` commission: the rate carries it, and what is due now and at the hotel is after it.
 */
export function toHotelRule(choice: RoomChoice, priced: PricedStay, percent = 0): HotelRule {
  const { hotel } = priced;
  const offered = hotel.rooms
    .flatMap((room) => room.rates)
    .find((rate) => rate.roomCode === choice.roomCode);
  const nights = nightsBetween(choice.checkIn, choice.checkOut);
  const perNight = priced.nights.reduce((sum, night) => sum + night.price, 0);
  const due = buyerDue(priced, percent);
  return {
    hotel: {
      id: hotel.id,
      propertyCode: hotel.propertyCode,
      chainCode: hotel.chainCode,
      chainName: hotel.chainName,
      name: hotel.name,
      street: hotel.street,
      city: hotel.city,
      countryCode: hotel.countryCode,
      countryName: hotel.countryName,
      latitude: hotel.latitude,
      longitude: hotel.longitude,
      rating: hotel.rating,
      stars: hotel.stars,
      reviewCount: hotel.reviewCount,
      amenities: hotel.amenities,
      picture: hotel.picture,
      nightlyFrom: hotel.nightlyFrom,
      totalFrom: hotel.totalFrom,
      roomCodeFrom: hotel.roomCodeFrom,
      freeCancellation: hotel.freeCancellation,
      currency: 'USD',
      badges: hotel.badges,
      roomsLeft: hotel.roomsLeft,
      timeZone: hotel.timeZone,
    },
    room: priced.room,
    rate: buyerRate(
      {
        roomCode: choice.roomCode,
        policy: priced.policy,
        breakfastIncluded: priced.breakfastIncluded,
        nightly: offered?.nightly ?? Math.round(perNight / Math.max(1, priced.nights.length)),
        subtotal: priced.subtotal,
        taxes: priced.taxes,
        total: priced.total,
        cancellationDeadline: priced.cancellationDeadline?.toISOString() ?? null,
        roomsLeft: priced.roomsLeft,
      },
      percent,
    ),
    stay: {
      checkIn: choice.checkIn,
      checkOut: choice.checkOut,
      nights,
      rooms: choice.rooms,
      adults: choice.adults,
      children: choice.children,
    },
    nights: priced.nights,
    dueNow: due.dueNow,
    dueAtHotel: due.dueAtHotel,
    rules: priced.rules,
  };
}
