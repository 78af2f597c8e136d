import type { FastifyError, FastifyRequest } from 'fastify';
import { ERRORS, type ErrorKey } from '@travel/contracts';
import { AppError } from '../../lib/app-error';
import { issuesOf } from '../../plugins/errors';

/** The stay and destination fields: out of range they make an invalid hotel search. */
const SEARCH_FIELDS =
  /^(body|querystring)\.(where|checkIn|checkOut|rooms|adults|children|address|airportCode|id|hotelId|roomCode|amenities|stars|minPrice|maxPrice|freeCancellation|minRating|sort|page|pageSize)\b/;

/**
 * A hotel call whose input fails its schema names the part at fault with the catalogue code
 * that fits (issue 4 §2): the stay, party or destination is 400 `invalidHotelSearch`; a
 * booking's guests 1056 and contact 1058; anything else 1401. All are HTTP 400.
 */
export function throwIfInvalidHotelInput(request: FastifyRequest): void {
  const error = request.validationError as FastifyError | undefined;
  if (!error) return;
  const issues = issuesOf(error);
  const first = issues[0];
  let key: ErrorKey = 'parameterValidationFailed';
  if (first && SEARCH_FIELDS.test(first.path)) key = 'invalidHotelSearch';
  else if (first?.path.startsWith('body.guests')) key = 'passengerInformationError';
  else if (first?.path.startsWith('body.contact')) key = 'contactInformationError';
  const msg = first ? `${ERRORS[key].msg}: ${first.path} ${first.message}` : ERRORS[key].msg;
  throw new AppError(key, { msg, issues, status: 400 });
}
