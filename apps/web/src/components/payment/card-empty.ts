import type { CARDHOLDER_RELATIONSHIPS, CardBrand } from '@travel/contracts/form-values';

/*
 * The card form's shape and its empty value, apart from the rules (card-values.ts): /book's
 * first load needs the empty form, the rules load with its validation (issue 10).
 */

/** The payment form of spec part 1 §3, as the form holds it (selects are strings). */
export interface CardValues {
  cardType: CardBrand | '';
  cardNumber: string;
  expiryMonth: string;
  expiryYear: string;
  cvv: string;
  cardholderName: string;
  issuingBank: string;
  bankTollFree: string;
  relationship: (typeof CARDHOLDER_RELATIONSHIPS)[number] | '';
  cardholderPhone: string;
  billingAddress: string;
  city: string;
  state: string;
  country: string;
  postCode: string;
}

export type CardField = keyof CardValues;

export const EMPTY_CARD: CardValues = {
  cardType: '',
  cardNumber: '',
  expiryMonth: '',
  expiryYear: '',
  cvv: '',
  cardholderName: '',
  issuingBank: '',
  bankTollFree: '',
  // Issue 13 §2: most payers pay with their own card.
  relationship: 'Self',
  cardholderPhone: '',
  billingAddress: '',
  city: '',
  state: '',
  country: '',
  postCode: '',
};
