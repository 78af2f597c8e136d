import type { TFunction } from '../../../lib/i18n';
import type { FieldMessages, FormMessages } from '../../../lib/form-errors';
import { NAME_MAX_LENGTH } from '@travel/contracts/form-values';

/**
 * The /book form's words for the contract's issues (lib/form-errors.ts maps them): each
 * field's label for "Please fill in {field}" and what to say when its value is malformed.
 */
const NS = 'flight-booking';

const PASSENGER_FIELDS = [
  'firstName',
  'middleName',
  'lastName',
  'birthday',
  'gender',
  'cardNum',
  'cardExpired',
  'nationality',
  'cardIssuePlace',
  'frequentFlyerProgram',
  'frequentFlyerNumber',
  'knownTravellerNumber',
] as const;
const CONTACT_FIELDS = ['name', 'email', 'mobile', 'address', 'postcode', 'emailCode'] as const;
const INVOICE_FIELDS = ['companyName', 'taxId', 'address'] as const;

export function bookingMessages(t: TFunction): FormMessages {
  const v = (key: string, options: Record<string, unknown> = {}) =>
    t(`validation.${key}`, { ns: NS, ...options });
  const fields: Record<string, FieldMessages> = {};
  const labelled = (prefix: string, section: string, names: readonly string[]) => {
    for (const name of names) {
      fields[`${prefix}.${name}`] = { label: t(`${section}.fields.${name}`, { ns: NS }) };
    }
  };
  labelled('passengers.*', 'passenger', PASSENGER_FIELDS);
  labelled('contact', 'contact', CONTACT_FIELDS);
  labelled('invoice', 'invoice', INVOICE_FIELDS);
  const words = (pattern: string, messages: FieldMessages) =>
    (fields[pattern] = { ...fields[pattern], ...messages });

  for (const name of ['firstName', 'middleName', 'lastName']) {
    // The letters rule's words, except for a name past the contract's 50 characters.
    words(`passengers.*.${name}`, {
      invalid: v('nameLetters'),
      tooLong: v('tooLong', { max: NAME_MAX_LENGTH }),
    });
  }
  words('passengers.*.birthday', { invalid: v('birthdayInvalid') });
  words('passengers.*.cardNum', { invalid: v('document') });
  words('passengers.*.cardExpired', { invalid: v('dateInvalid') });
  words('passengers.*.frequentFlyerProgram', { invalid: v('program') });
  words('passengers.*.frequentFlyerNumber', { invalid: v('lettersDigits', { max: 20 }) });
  words('passengers.*.knownTravellerNumber', { invalid: v('lettersDigits', { max: 25 }) });
  words('contact.email', { invalid: v('email') });
  words('contact.mobile', { invalid: v('phone') });
  words('contact.emailCode', { invalid: v('codeFormat') });
  words('invoice.taxId', { invalid: v('taxId') });
  words('acceptTerms', { invalid: v('terms'), blank: v('terms') });

  return {
    fields,
    fallback: (issue, field) => {
      if (issue.kind === 'blank') return v('emptyTip', { field });
      if (issue.kind === 'tooLong') return v('tooLong', { max: issue.limit });
      return v('invalid', { field });
    },
  };
}
