import type { ValidationIssue } from '@travel/contracts';
import type { FlightShareData } from '@travel/contracts/short-links';
import { AppError } from '../../lib/app-error';
import type { Executor } from '@travel/db';
import { readStoredOffer, type OfferRecord } from '../../products/flight/offers/offer-store';

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

/** Whether the snapshot shows what its stored offer says: the same flights, cabin and party. */
function matchesQuote(offer: SharedOffer, quote: OfferRecord): boolean {
  const flights = offer.trips.map((trip) => trip.segments.map((segment) => segment.flightId));
  return (
    quote.tripType === offer.tripType &&
    quote.cabin === offer.cabin &&
    quote.adults === offer.adults &&
    quote.children === offer.children &&
    quote.infants === offer.infants &&
    JSON.stringify(quote.flights) === JSON.stringify(flights) &&
    offer.brands.every((brand) => quote.quoted[brand.brandId] !== undefined)
  );
}

/**
 * The offer as strangers will see it, priced from its stored quote rather than from what the
 * client sent: a link can show only a price this site quoted. That price is the public one
 * (the supplier's gross total): an agent's results carry commission prices (spec §6), which
 * are the agent's business, so the shared copy has no commission. Booking re-prices through
 * Prebooking for whoever books, so nothing here is ever charged.
 */
function publicOffer(offer: SharedOffer, quote: OfferRecord): SharedOffer {
  return {
    ...offer,
    responseId: quote.responseId,
    expiresAt: new Date(quote.exp).toISOString(),
    brands: offer.brands
      .map((brand) => {
        const parts = quote.parts[brand.brandId];
        return {
          ...brand,
          ...(parts
            ? {
                adultPrice: parts[0],
                adultTax: parts[1],
                childPrice: parts[2],
                childTax: parts[3],
                infantPrice: parts[4],
                infantTax: parts[5],
              }
            : {}),
          adultCommission: 0,
          childCommission: 0,
          infantCommission: 0,
          totalPrice: quote.quoted[brand.brandId] ?? brand.totalPrice,
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
export async function shareableFlightData(
  db: Executor,
  data: FlightShareData,
): Promise<FlightShareData> {
  const issues = shapeIssues(data.offer);
  const [first] = issues;
  if (first) {
    throw new AppError('parameterValidationFailed', {
      msg: `parameter validation failed: ${first.path} ${first.message}`,
      issues,
    });
  }
  const quote = await readStoredOffer(db, data.offer.offerId);
  if (!quote || !matchesQuote(data.offer, quote)) {
    throw new AppError('tripInformationError1202', {
      msg: 'trip information error: this offer was not issued by this site or was changed',
    });
  }
  return { offer: publicOffer(data.offer, quote), searchUrl: data.searchUrl };
}
