import type { TFunction } from '../../lib/i18n';
import type { CardPayment } from '@travel/contracts/flight-booking';
import { CARD_BRANDS, type CardBrand } from '@travel/contracts/form-values';
import { cardNumberProblem, cvvLength, digitsOf, isExpired } from '../../lib/card-rules';
import type { CardField, CardValues } from './card-empty';
import { PHONE_PATTERN } from '@travel/contracts/patterns';

export { EMPTY_CARD, type CardField, type CardValues } from './card-empty';

/** The order of the fields on screen: the first error found is the first one focused. */
export const CARD_FIELDS: CardField[] = [
  'cardType',
  'cardNumber',
  'expiryMonth',
  'expiryYear',
  'cvv',
  'cardholderName',
  'issuingBank',
  'bankTollFree',
  'relationship',
  'cardholderPhone',
  'billingAddress',
  'city',
  'state',
  'country',
  'postCode',
];

const NS = 'payment';

/**
 * The card form's rules, as messages keyed by field. Luhn, brand, expiry and CVV length are
 * checked here so a mistyped card never reaches the processor.
 */
export function validateCard(
  values: CardValues,
  t: TFunction,
  now: Date = new Date(),
): Partial<Record<CardField, string>> {
  const errors: Partial<Record<CardField, string>> = {};
  const required = (field: CardField) => {
    if (values[field].trim() === '') {
      errors[field] = t('validation.emptyTip', { ns: NS, field: t(`fields.${field}`, { ns: NS }) });
    }
  };
  (
    [
      'cardType',
      'cardNumber',
      'expiryMonth',
      'expiryYear',
      'cvv',
      'cardholderName',
      'relationship',
      'cardholderPhone',
      'billingAddress',
      'city',
      'country',
      'postCode',
    ] as const
  ).forEach(required);

  const brand = (CARD_BRANDS as readonly string[]).includes(values.cardType)
    ? (values.cardType as CardBrand)
    : null;
  if (!errors.cardNumber && brand) {
    const problem = cardNumberProblem(values.cardNumber, brand);
    if (problem) errors.cardNumber = t(`validation.card.${problem}`, { ns: NS });
  } else if (!errors.cardNumber && !/^\d{12,19}$/.test(digitsOf(values.cardNumber))) {
    errors.cardNumber = t('validation.card.luhn', { ns: NS });
  }
  if (!errors.expiryMonth && !errors.expiryYear) {
    if (isExpired(Number(values.expiryMonth), Number(values.expiryYear), now)) {
      errors.expiryMonth = t('validation.expired', { ns: NS });
    }
  }
  if (!errors.cvv && brand) {
    const length = cvvLength(brand);
    if (!new RegExp(`^\\d{${length}}$`).test(values.cvv.trim())) {
      errors.cvv = t('validation.cvv', { ns: NS, count: length });
    }
  }
  if (!errors.cardholderPhone && !PHONE_PATTERN.test(values.cardholderPhone.trim())) {
    errors.cardholderPhone = t('validation.phone', { ns: NS });
  }
  return errors;
}

/** The body's card part, once `validateCard` found nothing. */
export function cardPaymentOf(values: CardValues): CardPayment {
  return {
    cardType: values.cardType as CardBrand,
    cardNumber: digitsOf(values.cardNumber),
    expiryMonth: Number(values.expiryMonth),
    expiryYear: Number(values.expiryYear),
    cvv: values.cvv.trim(),
    cardholderName: values.cardholderName.trim(),
    issuingBank: values.issuingBank.trim(),
    bankTollFree: values.bankTollFree.trim(),
    relationship: values.relationship as CardPayment['relationship'],
    cardholderPhone: values.cardholderPhone.trim(),
    billingAddress: values.billingAddress.trim(),
    city: values.city.trim(),
    state: values.state.trim(),
    country: values.country,
    postCode: values.postCode.trim(),
  };
}
