import type { TFunction } from '../../../lib/i18n';
import { HotelBookingDetailsSchema } from '@travel/contracts/hotel-guests';
import { customerErrors } from '../../../components/book-for/book-for-values';
import { cardFormErrors } from '../../../components/payment/card-validation';
import { schemaErrors, type FormMessages } from '../../../lib/form-errors';
import { SPECIAL_REQUESTS_MAX, type HotelBookValues } from './book-values';

// Loaded with the rules at the first submit: the body is built only once they pass.
export { hotelOrderBodyOf } from './hotel-order-body';

/**
 * The /hotel/{id}/book form's rules: the contract's schema of what the form fills (the part
 * of SaveOrderNew's body the API validates with it), messages mapped by lib/form-errors.ts.
 * The page loads this module on the first submit (prefetched on the form's first focus), so
 * zod is not in its first-load script.
 */
function hotelBookMessages(t: TFunction): FormMessages {
  const guestName = (label: string) => ({ label: t(label), invalid: t('validation.name') });
  return {
    fields: {
      'guests.*.firstName': guestName('fields.firstName'),
      'guests.*.lastName': guestName('fields.lastName'),
      'contact.name': { label: t('fields.contactName') },
      'contact.email': { label: t('fields.email'), invalid: t('validation.email') },
      'contact.mobile': { label: t('fields.mobile'), invalid: t('validation.mobile') },
      specialRequests: {
        label: t('fields.specialRequests'),
        invalid: t('validation.specialRequests', { max: SPECIAL_REQUESTS_MAX }),
      },
      acceptTerms: { invalid: t('validation.terms') },
    },
    fallback: (issue, field) =>
      issue.kind === 'blank'
        ? t('validation.emptyTip', { field })
        : t('validation.invalid', { field }),
  };
}

/**
 * The form's errors keyed by form path (Mantine's shape). The card is checked whenever the
 * booking pays or guarantees by card, even when nothing is due now: a guarantee rate still
 * needs a valid card on file.
 */
export function validateHotelBooking(
  values: HotelBookValues,
  context: { isAgent: boolean },
  t: TFunction,
): Record<string, string> {
  const candidate = {
    guests: values.guests,
    contact: values.contact,
    specialRequests: values.specialRequests,
    acceptTerms: values.acceptTerms,
  };
  const errors = schemaErrors(HotelBookingDetailsSchema, candidate, hotelBookMessages(t));
  if (context.isAgent && values.bookFor === 'subagent' && !values.subagentId) {
    errors.subagentId = t('validation.subagent');
  }
  if (context.isAgent) Object.assign(errors, customerErrors(values, t));
  if (!context.isAgent || values.payMethod === 'card') {
    Object.assign(errors, cardFormErrors(values.card, t));
  }
  return errors;
}
