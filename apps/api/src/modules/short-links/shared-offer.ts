import type { ValidationIssue } from '@travel/contracts';
import type { FlightShareData } from '@travel/contracts/short-links';
import { AppError } from '../../lib/app-error';
import { readOfferToken, type OfferTokenPayload } from '../../lib/offers/offer-token';

type SharedOffer = FlightShareData['offer'];

const TRIPS_BY_TYPE: Record<SharedOffer['tripType'], (trips: number) => boolean> = {
  oneway: (n) => n === 1,
  roundtrip: (n) => n === 2,
  multicity: (n) => n >= 1,
};

/** Rules the schema cannot express on its own: the parts of the offer must agree. */
function shapeIssues(offer: SharedOffer): ValidationIssue[] {
  const issues: ValidationIssue[] = [];
  if (!TRIPS_BY_TYPE[offer.tripType](offer.trips.length)) {
    issues.push({
      path: 'body.data.offer.trips',
      message: `a ${offer.tripType} offer cannot have ${offer.trips.length} trips`,
    });
  }
  const brandIds = offer.brands.map((brand) => brand.brandId);
  if (new Set(brandIds).size !== brandIds.length) {
    issues.push({ path: 'body.data.offer.brands', message: 'brand ids must be unique' });
  }
  return issues;
}

/** Whether the snapshot shows what its signed id says: the same flights, cabin and party. */
function matchesToken(offer: SharedOffer, token: OfferTokenPayload): boolean {
  const flights = offer.trips.map((trip) => trip.segments.map((segment) => segment.flightId));
  return (
    token.tripType === offer.tripType &&
    token.cabin === offer.cabin &&
    token.adults === offer.adults &&
    token.children === offer.children &&
    JSON.stringify(token.flights) === JSON.stringify(flights) &&
    offer.brands.every((brand) => token.quoted[brand.brandId] !== undefined)
  );
}

/**
 * The offer as strangers will see it, priced from its signed id rather than from what the
 * client sent: a link can show only a price this site quoted. That price is the public one
 * (the supplier's gross total): an agent's results carry commission prices (spec §6), which
 * are the agent's business, so the shared copy has no commission. Booking re-prices through
 * Prebooking for whoever books, so nothing here is ever charged.
 */
function publicOffer(offer: SharedOffer, token: OfferTokenPayload): SharedOffer {
  return {
    ...offer,
    responseId: token.responseId,
    expiresAt: new Date(token.exp).toISOString(),
    brands: offer.brands
      .map((brand) => {
        const parts = token.parts?.[brand.brandId];
        return {
          ...brand,
          ...(parts
            ? { adultPrice: parts[0], adultTax: parts[1], childPrice: parts[2], childTax: parts[3] }
            : {}),
          adultCommission: 0,
          childCommission: 0,
          totalPrice: token.quoted[brand.brandId] ?? brand.totalPrice,
        };
      })
      .sort((a, b) => a.totalPrice - b.totalPrice),
  };
}

/**
 * Checks a flight share and returns what is stored: 400 1401 when its parts disagree, 400 1202
 * trip information error when the offer id was not issued here or does not describe the
 * snapshot (a forged or edited offer).
 */
export function shareableFlightData(data: FlightShareData, offerSecret: string): FlightShareData {
  const issues = shapeIssues(data.offer);
  const [first] = issues;
  if (first) {
    throw new AppError('parameterValidationFailed', {
      msg: `parameter validation failed: ${first.path} ${first.message}`,
      issues,
    });
  }
  const token = readOfferToken(data.offer.offerId, offerSecret);
  if (!token || !matchesToken(data.offer, token)) {
    throw new AppError('tripInformationError1202', {
      msg: 'trip information error: this offer was not issued by this site or was changed',
    });
  }
  return { offer: publicOffer(data.offer, token), searchUrl: data.searchUrl };
}
