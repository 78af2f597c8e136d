import type { FastifyError, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { ERRORS, type ErrorKey, type ValidationIssue } from '@travel/contracts';
import { timingSafeEqual } from 'node:crypto';
import type { AppContext } from '../../app-context';
import { AppError } from '../../lib/app-error';

/**
 * The storefront key of `POST /api/Book` (spec §7: "create order POST with an API-key
 * header"). Checked before anything else, so a caller without it learns nothing more.
 */
export function requireStorefrontKey(ctx: AppContext) {
  const expected = Buffer.from(ctx.env.STOREFRONT_API_KEY);
  return async (request: FastifyRequest): Promise<void> => {
    const given = request.headers['x-api-key'];
    const value = Buffer.from(typeof given === 'string' ? given : '');
    if (value.length !== expected.length || !timingSafeEqual(value, expected)) {
      throw new AppError('bookingTokenInvalid');
    }
  };
}

function issuesOf(error: FastifyError): ValidationIssue[] {
  if (!hasZodFastifySchemaValidationErrors(error)) return [];
  return error.validation.map((v) => {
    const where = v.instancePath.replace(/^\//, '').replaceAll('/', '.');
    return {
      path: [error.validationContext, where].filter(Boolean).join('.'),
      message: v.message ?? 'invalid',
    };
  });
}

/**
 * A booking body that fails its schema names the part at fault with the spec's codes: 1056
 * passenger information error, 1058 contact information error, else 1401 (still HTTP 400).
 */
export function throwIfInvalidBooking(request: FastifyRequest): void {
  const error = request.validationError as FastifyError | undefined;
  if (!error) return;
  const issues = issuesOf(error);
  const first = issues[0];
  let key: ErrorKey = 'parameterValidationFailed';
  if (first?.path.startsWith('body.passengers')) key = 'passengerInformationError';
  else if (first?.path.startsWith('body.contact')) key = 'contactInformationError';
  const msg = first ? `${ERRORS[key].msg}: ${first.path} ${first.message}` : ERRORS[key].msg;
  throw new AppError(key, { msg, issues, status: 400 });
}
