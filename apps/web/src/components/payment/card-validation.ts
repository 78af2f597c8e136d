import type { TFunction } from '../../lib/i18n';
import { CardPaymentSchema } from '@travel/contracts/payments';
import type { CardBrand } from '@travel/contracts/form-values';
import { schemaErrors, type FieldMessages, type FormMessages } from '../../lib/form-errors';
import {
  cardExpired,
  cardNumberProblem,
  cvvLength,
  FORM_EXPIRY_GRACE_MS,
  passesLuhn,
} from '@travel/contracts/card-rules';
import { cardTypeOf, detectBrand } from './card-brand';
import { postCodeNeeded } from './billing-address';
import { CARD_FIELDS, type CardField, type CardValues } from './card-values';

/**
 * The card form's rules (spec part 1 §3 payment form, issue 11 §3): the contract's
 * CardPaymentSchema, the one the API validates `POST /api/Payment`, the hotel booking and the
 * exchange with, its issues worded by lib/form-errors.ts; then the processor's own checks
 * (@travel/contracts/card-rules, the module the API's processor runs: Luhn, brand, length, expiry,
 * CVV length), which the API makes after the schema and answers as a refused payment.
 * This module carries zod: forms load it at their first submit (booking forms through their
 * own lazy rules), never in a page's first load.
 */
const NS = 'payment';

export type CardErrors = Partial<Record<CardField, string>>;

/** The brand read from the number (issue 13 §2: no card type to choose). */
const brandOf = (values: CardValues): CardBrand | null => cardTypeOf(values.cardNumber) || null;

/** A number of no brand we take: named when it is one we know, else the four listed. */
function brandlessProblem(number: string, t: TFunction): string {
  if (!passesLuhn(number)) return t('validation.card.luhn', { ns: NS });
  const detected = detectBrand(number);
  return detected && !detected.accepted
    ? t('validation.card.unaccepted', { ns: NS, brand: detected.brand })
    : t('validation.card.unknownBrand', { ns: NS });
}

/** The card form's words for the schema's issues; blank fields say "Please fill in {field}". */
function cardMessages(t: TFunction, brand: CardBrand | null): FormMessages {
  const v = (key: string, options: Record<string, unknown> = {}) =>
    t(`validation.${key}`, { ns: NS, ...options });
  const fields: Record<string, FieldMessages> = {};
  for (const field of CARD_FIELDS) fields[field] = { label: t(`fields.${field}`, { ns: NS }) };
  const words = (field: CardField, messages: FieldMessages) =>
    (fields[field] = { ...fields[field], ...messages });
  // Not 12–19 digits: the words the Luhn check uses, as before the schema ran here.
  words('cardNumber', { invalid: v('card.luhn') });
  words('cvv', {
    invalid: brand ? v('cvv', { count: cvvLength(brand) }) : v('cvvAny'),
  });
  words('cardholderPhone', { invalid: v('phone') });
  return {
    fields,
    fallback: (issue, label) => {
      if (issue.kind === 'blank') return v('emptyTip', { field: label });
      if (issue.kind === 'tooLong') return v('tooLong', { max: issue.limit });
      return v('invalid', { field: label });
    },
  };
}

/**
 * The card's errors keyed by field (the first per field), `{}` when the card may be sent.
 * `now` is the visitor's clock: a card is good through its expiry month in UTC, as the processor
 * decides, and the form calls it expired only a day later (FORM_EXPIRY_GRACE_MS) so a payer's
 * clock running ahead never refuses a card the server would take.
 */
export function validateCard(values: CardValues, t: TFunction, now: Date = new Date()): CardErrors {
  const brand = brandOf(values);
  // What the API would receive (cardPaymentOf trims the code too); blanks stay blank.
  const candidate = { ...values, cardType: brand ?? '', cvv: values.cvv.trim() };
  const errors: CardErrors = schemaErrors(CardPaymentSchema, candidate, cardMessages(t, brand));
  delete errors.cardType;
  if (!errors.cardNumber) {
    const problem = brand ? cardNumberProblem(values.cardNumber, brand) : 'brandless';
    if (problem === 'brandless') errors.cardNumber = brandlessProblem(values.cardNumber, t);
    else if (problem) errors.cardNumber = t(`validation.card.${problem}`, { ns: NS });
  }
  // The schema's rule across fields runs only once the fields themselves pass: say it now.
  if (!errors.postCode && values.postCode.trim() === '' && postCodeNeeded(values.country)) {
    errors.postCode = t('validation.emptyTip', { ns: NS, field: t('fields.postCode', { ns: NS }) });
  }
  if (!errors.expiryMonth && !errors.expiryYear) {
    const [month, year] = [Number(values.expiryMonth), Number(values.expiryYear)];
    if (cardExpired(month, year, now, FORM_EXPIRY_GRACE_MS)) {
      errors.expiryMonth = t('validation.expired', { ns: NS });
    }
  }
  if (!errors.cvv && brand && values.cvv.trim().length !== cvvLength(brand)) {
    errors.cvv = t('validation.cvv', { ns: NS, count: cvvLength(brand) });
  }
  return errors;
}

/** The card's errors as form paths (`card.cvv`), in the fields' screen order. */
export function cardFormErrors(
  values: CardValues,
  t: TFunction,
  now?: Date,
): Record<string, string> {
  const errors = validateCard(values, t, now);
  const paths: Record<string, string> = {};
  for (const field of CARD_FIELDS) {
    const message = errors[field];
    if (message) paths[`card.${field}`] = message;
  }
  return paths;
}
