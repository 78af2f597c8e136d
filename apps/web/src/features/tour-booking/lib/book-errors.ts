import { ERRORS } from '@travel/contracts/errors';
import { isApiError } from '../../../lib/error-message';

/**
 * What a refused SaveOrder means for the traveller (spec part 2 §8 "Surfacing": a submit reply
 * whose code is not 1000 is tourBookResult.submitOrderFail): a moved price or gone places send
 * them back to the form (the values are kept); anything else is the general failure, with the
 * server's reason under it.
 */
export type SaveFailure = 'priceChanged' | 'soldOut' | 'invalid' | 'failed';

export function saveFailureOf(error: unknown): SaveFailure {
  if (isApiError(error, ERRORS.tourPriceChanged.code)) return 'priceChanged';
  if (isApiError(error, ERRORS.tourSoldOut.code)) return 'soldOut';
  if (isApiError(error, ERRORS.tourParameterError.code)) return 'invalid';
  return 'failed';
}
