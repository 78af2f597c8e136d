import { randomUUID } from 'node:crypto';
import { OFFER_LIFETIME_MINUTES, type ValidationIssue } from '@travel/contracts';
import type {
  ExchangeBrand,
  ExchangeOffer,
  ExchangeSearchBody,
  ExchangeSearchResult,
} from '@travel/contracts/exchange';
import { searchDateToIso, type BookableCabin, type FlightTrip } from '@travel/contracts/flights';
import type { AppContext } from '../../app-context';
import { AppError } from '../../lib/app-error';
import { flightSupplier } from '../../lib/flight-supplier';
import { referenceCatalog } from '../../lib/reference-catalog';
import { loadOrderFor } from '../../lib/orders/access';
import type { Identity } from '../../plugins/auth';
import { addDays, localDate } from '../../lib/local-time';
import type { SupplierOffer } from '../../suppliers/flights/port';
import {
  changeAmounts,
  exchangedDetailsOf,
  flightIdsOf,
  partyFare,
  requireExchangeable,
  type ExchangedDetails,
} from './exchange-rules';
import { exchangeTokenSecret, flightsFingerprint, writeExchangeToken } from './exchange-token';

/** Change offers per search at most: a change page lists a day's flights, not 300 results. */
export const MAX_CHANGE_OFFERS = 60;
/** As far ahead as the airline sells. */
const MAX_DAYS_AHEAD = 361;

type SearchBody = Omit<ExchangeSearchBody, 'trips'> & { trips: { departureDate: string }[] };

/**
 * `POST /api/Exchange/Search`: the order's route, cabin and party on the new dates, each offer
 * priced as a change from the order's fare. Writes nothing.
 */
export class ExchangeSearchService {
  constructor(private readonly ctx: AppContext) {}

  async search(body: SearchBody, identity: Identity): Promise<ExchangeSearchResult> {
    const order = await loadOrderFor(this.ctx, identity, body.orderNo, body.email, {
      notFound: 'orderDoesNotExist',
    });
    const details = exchangedDetailsOf(this.ctx, order);
    const now = this.ctx.now();
    const feeEach = requireExchangeable(
      order,
      details,
      now,
      flightSupplier(this.ctx).salesCloseMinutes,
    );
    const dates = this.newDates(details.trips, body.trips, now);

    // A lap infant's ticket is reissued with the adults' and children's: one fee each.
    const travellers = details.adults + details.children + details.infants;
    const changeFee = feeEach * travellers;
    const originalFare = partyFare(
      details.brand,
      details.adults,
      details.children,
      details.infants,
    );
    const found = await flightSupplier(this.ctx).search({
      legs: details.trips.map((trip, i) => ({
        origins: [trip.segments[0]?.departureAirportCode ?? ''],
        destinations: [trip.segments.at(-1)?.arrivalAirportCode ?? ''],
        date: dates[i] as string,
      })),
      tripType: details.tripType,
      adults: details.adults,
      children: details.children,
      infants: details.infants,
      cabin: details.cabin as BookableCabin,
      now,
      limit: MAX_CHANGE_OFFERS,
    });

    const responseId = randomUUID();
    const exp = now.getTime() + OFFER_LIFETIME_MINUTES * 60_000;
    const current = flightsFingerprint(flightIdsOf(details.trips));
    const offers = found
      // The order's own flights are not a change.
      .filter((offer) => flightsFingerprint(offer.flights) !== current)
      .map((offer) =>
        this.present(
          offer,
          { order: order.orderNo, details, current, responseId, exp },
          {
            originalFare,
            changeFee,
          },
        ),
      )
      .sort(sensibly(details.trips));

    return {
      orderNo: order.orderNo,
      responseId,
      expiresAt: new Date(exp).toISOString(),
      currency: 'USD',
      originalTrips: details.trips,
      originalBrand: details.brand,
      originalFare,
      changePenalty: details.brand.rules.changePenalty,
      changeFee,
      travellers,
      offers,
    };
  }

  /** The new date of each trip as YYYY-MM-DD, checked: one per trip, none past, in order. */
  private newDates(
    trips: readonly FlightTrip[],
    requested: readonly { departureDate: string }[],
    now: Date,
  ): string[] {
    if (requested.length !== trips.length) {
      throw new AppError('parameterValidationFailed', {
        msg: `Choose one new date for each of the ${trips.length} trips of this order`,
        issues: [{ path: 'trips', message: `${trips.length} dates expected` }],
      });
    }
    const catalog = referenceCatalog().catalog;
    const issues: ValidationIssue[] = [];
    const dates = requested.map((trip, i) => {
      const date = searchDateToIso(trip.departureDate);
      const code = trips[i]?.segments[0]?.departureAirportCode ?? '';
      const zone = catalog.airport(code)?.timeZone ?? 'UTC';
      const today = localDate(zone, now.getTime());
      const path = `trips.${i}.departureDate`;
      if (date < today) issues.push({ path, message: 'date is in the past' });
      else if (date > addDays(today, MAX_DAYS_AHEAD)) {
        issues.push({ path, message: 'date is too far ahead' });
      }
      return date;
    });
    dates.forEach((date, i) => {
      const previous = dates[i - 1];
      if (previous !== undefined && date < previous) {
        issues.push({
          path: `trips.${i}.departureDate`,
          message: 'a trip cannot depart before the one before it',
        });
      }
    });
    if (issues.length > 0) {
      throw new AppError('parameterValidationFailed', {
        msg: `${issues[0]?.path} ${issues[0]?.message}`,
        issues,
      });
    }
    return dates;
  }

  private present(
    offer: SupplierOffer,
    signing: {
      order: string;
      details: ExchangedDetails;
      current: string;
      responseId: string;
      exp: number;
    },
    money: { originalFare: number; changeFee: number },
  ): ExchangeOffer {
    const { details } = signing;
    const brands: ExchangeBrand[] = offer.brands.map((brand) => {
      const fare = partyFare(brand, offer.adults, offer.children, offer.infants);
      // Exchange collections are gross: no agent commission on the difference.
      return {
        ...brand,
        adultCommission: 0,
        childCommission: 0,
        infantCommission: 0,
        totalPrice: fare,
        ...changeAmounts(money.originalFare, fare, money.changeFee),
      };
    });
    const own = brands.find((brand) => brand.brandId === details.brand.brandId);
    const defaultBrandId = (own ?? cheapest(brands)).brandId;
    brands.sort((x, y) =>
      x.brandId === defaultBrandId
        ? -1
        : y.brandId === defaultBrandId
          ? 1
          : x.totalToPay - y.totalToPay,
    );
    const quoted = Object.fromEntries(offer.brands.map((b) => [b.brandId, b.totalPrice]));
    const offerId = writeExchangeToken(
      {
        v: 1,
        orderNo: signing.order,
        from: signing.current,
        tripType: offer.tripType,
        flights: offer.flights,
        cabin: offer.cabin,
        adults: offer.adults,
        children: offer.children,
        infants: offer.infants,
        quoted,
        defaultBrandId,
        responseId: signing.responseId,
        exp: signing.exp,
      },
      exchangeTokenSecret(this.ctx.env.JWT_SECRET),
    );
    return {
      offerId,
      expiresAt: new Date(signing.exp).toISOString(),
      tripType: offer.tripType,
      trips: offer.trips,
      validatingAirline: offer.validatingAirline,
      cabin: offer.cabin,
      adults: offer.adults,
      children: offer.children,
      infants: offer.infants,
      brands,
      defaultBrandId,
      seatsRemaining: offer.seatsRemaining,
    };
  }
}

const cheapest = (brands: readonly ExchangeBrand[]): ExchangeBrand =>
  brands.reduce((best, brand) => (brand.totalToPay < best.totalToPay ? brand : best));

const totalOf = (offer: ExchangeOffer): number =>
  offer.brands.find((brand) => brand.brandId === offer.defaultBrandId)?.totalToPay ?? 0;

const MINUTES_A_DAY = 24 * 60;

/** Minutes after local midnight of a `YYYY-MM-DDTHH:mm` local time. */
const minuteOfDay = (local: string): number =>
  Number(local.slice(11, 13)) * 60 + Number(local.slice(14, 16));

/** How far apart two local times of day are, around the clock (23:30 and 00:15 are 45 apart). */
const clockDistance = (a: string, b: string): number => {
  const apart = Math.abs(minuteOfDay(a) - minuteOfDay(b));
  return Math.min(apart, MINUTES_A_DAY - apart);
};

/**
 * The order the change offers are listed in (issue 13 §2, "offers are ordered sensibly"): the
 * cheapest change first; at the same cost (most changes cost the fee alone), fewer stops, then
 * departures nearest the time of day of the flights being changed (the traveller chose that
 * time once), then the shorter trip. Ties keep the airline's order.
 */
export function sensibly(original: readonly FlightTrip[]) {
  const stopsOf = (offer: ExchangeOffer) => offer.trips.reduce((sum, trip) => sum + trip.stops, 0);
  const durationOf = (offer: ExchangeOffer) =>
    offer.trips.reduce((sum, trip) => sum + trip.duration, 0);
  const distanceOf = (offer: ExchangeOffer) =>
    offer.trips.reduce((sum, trip, i) => {
      const was = original[i]?.segments[0]?.departureTime;
      const is = trip.segments[0]?.departureTime;
      return sum + (was && is ? clockDistance(was, is) : 0);
    }, 0);
  return (x: ExchangeOffer, y: ExchangeOffer): number =>
    totalOf(x) - totalOf(y) ||
    stopsOf(x) - stopsOf(y) ||
    distanceOf(x) - distanceOf(y) ||
    durationOf(x) - durationOf(y);
}
