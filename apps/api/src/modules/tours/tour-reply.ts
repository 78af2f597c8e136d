import type { FastifyError, FastifyRequest } from 'fastify';
import { ERRORS } from '@travel/contracts';
import { TOUR_FAILURE, TOUR_SUCCESS_CODE } from '@travel/contracts/tours';
import { AppError } from '../../lib/app-error';
import { SUCCESS_MSG } from '@travel/contracts';
import { issuesOf } from '../../plugins/errors';

/** The success envelope of the tour calls: code 1000 (spec part 2 §9), not the common 0. */
export const tourOk = <T>(data: T) => ({
  code: TOUR_SUCCESS_CODE as typeof TOUR_SUCCESS_CODE,
  msg: SUCCESS_MSG,
  data,
});

/**
 * A tour call whose input fails its schema is 400 'parameter error' (the spec's tour message)
 * with the field at fault; nothing is read or written.
 */
export function throwIfInvalidTourInput(request: FastifyRequest): void {
  const error = request.validationError as FastifyError | undefined;
  if (!error) return;
  const issues = issuesOf(error);
  const first = issues[0];
  const key = TOUR_FAILURE.input;
  const msg = first ? `${ERRORS[key].msg}: ${first.path} ${first.message}` : ERRORS[key].msg;
  throw new AppError(key, { msg, issues, status: 400 });
}
