import type { CardPayment } from '@travel/contracts/flight-booking';
import type { CardBrand } from '@travel/contracts/form-values';
import { digitsOf } from '@travel/contracts/card-rules';
import { postCodeNeeded, regionAsked } from './billing-address';
import { cardTypeOf } from './card-brand';
import type { CardField, CardValues } from './card-empty';

export { EMPTY_CARD, type CardField, type CardValues } from './card-empty';

/**
 * The order of the fields on screen: the first error found is the first one focused. The card
 * type has no field of its own (it is read from the number); its errors show on the number.
 */
export const CARD_FIELDS: CardField[] = [
  'cardType',
  'cardNumber',
  'expiryMonth',
  'expiryYear',
  'cvv',
  'cardholderName',
  'cardholderPhone',
  'relationship',
  'issuingBank',
  'bankTollFree',
  'country',
  'billingAddress',
  'city',
  'state',
  'postCode',
];

/** The body's card part, once `validateCard` (card-validation.ts, loaded lazily) found nothing. */
export function cardPaymentOf(values: CardValues): CardPayment {
  return {
    cardType: cardTypeOf(values.cardNumber) as CardBrand,
    cardNumber: digitsOf(values.cardNumber),
    expiryMonth: Number(values.expiryMonth),
    expiryYear: Number(values.expiryYear),
    cvv: values.cvv.trim(),
    cardholderName: values.cardholderName.trim(),
    issuingBank: values.issuingBank.trim(),
    bankTollFree: values.bankTollFree.trim(),
    relationship: (values.relationship || 'Self') as CardPayment['relationship'],
    cardholderPhone: values.cardholderPhone.trim(),
    billingAddress: values.billingAddress.trim(),
    city: values.city.trim(),
    // A state typed before choosing a country whose addresses have none is not sent.
    state: regionAsked(values.country) ? values.state.trim() : '',
    country: values.country,
    postCode: postCodeNeeded(values.country) ? values.postCode.trim() : '',
  };
}
