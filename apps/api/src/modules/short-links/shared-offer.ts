import type { ValidationIssue } from '@travel/contracts';
import type { FlightShareData } from '@travel/contracts/short-links';
import { AppError } from '../../lib/app-error';

type SharedOffer = FlightShareData['offer'];

const TRIPS_BY_TYPE: Record<SharedOffer['tripType'], (trips: number) => boolean> = {
  oneway: (n) => n === 1,
  roundtrip: (n) => n === 2,
  multicity: (n) => n >= 1,
};

/** Rules the schema cannot express on its own: the parts of the offer must agree. */
function consistencyIssues(offer: SharedOffer): ValidationIssue[] {
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

/**
 * The offer as strangers will see it. An agent's results carry commission prices (spec §6),
 * which are the agent's business, not the public's: the shared copy carries the public price
 * (commission added back) and no commission. The page re-prices through Prebooking for
 * whoever books, so nothing here is ever charged.
 */
function publicOffer(offer: SharedOffer): SharedOffer {
  return {
    ...offer,
    brands: offer.brands.map((brand) => ({
      ...brand,
      totalPrice:
        brand.totalPrice +
        offer.adults * brand.adultCommission +
        offer.children * brand.childCommission,
      adultCommission: 0,
      childCommission: 0,
    })),
  };
}

/** Checks a flight share and returns what is stored; 400 1401 with the issues otherwise. */
export function shareableFlightData(data: FlightShareData): FlightShareData {
  const issues = consistencyIssues(data.offer);
  const first = issues[0];
  if (first) {
    throw new AppError('parameterValidationFailed', {
      msg: `parameter validation failed: ${first.path} ${first.message}`,
      issues,
    });
  }
  return { offer: publicOffer(data.offer), searchUrl: data.searchUrl };
}
