import {
  EMPTY_BOOK_FOR,
  bookForBody,
  type BookForFields,
} from '../../../components/book-for/book-for-values';
import type { BookBody, Passenger } from '@travel/contracts/flight-booking';
import type { FrequentTraveller } from '@travel/contracts/frequent-travellers';
import { isEmptyBirthday } from '@travel/contracts/form-values';
import { EMPTY_CARD, type CardValues } from '../../../components/payment/card-empty';
import type { PayMethod } from '../../../components/payment/pay-method';

/** Everything the /book form holds. Selects and dates are strings until the body is built. */
export interface PassengerValues {
  /** Saved traveller id, or '-1' for none (spec §3). */
  frequentlyUser: string;
  firstName: string;
  middleName: string;
  lastName: string;
  /** YYYY-MM-DD */
  birthday: string;
  gender: '' | 'Male' | 'Female';
  cardType: 'P';
  cardNum: string;
  /** YYYY-MM-DD */
  cardExpired: string;
  nationality: string;
  cardIssuePlace: string;
  frequentFlyerProgram: string;
  frequentFlyerNumber: string;
  knownTravellerNumber: string;
}

export interface ContactValues {
  name: string;
  email: string;
  mobile: string;
  address: string;
  postcode: string;
  emailCode: string;
}

export interface InvoiceValues {
  companyName: string;
  taxId: string;
  address: string;
}

export interface BookingValues extends BookForFields {
  passengers: PassengerValues[];
  contact: ContactValues;
  invoice: InvoiceValues;
  acceptTerms: boolean;
  timing: 'now' | 'reserve';
  payMethod: PayMethod;
  card: CardValues;
}

export const NO_SAVED_TRAVELLER = '-1';

export const emptyPassenger = (): PassengerValues => ({
  frequentlyUser: NO_SAVED_TRAVELLER,
  firstName: '',
  middleName: '',
  lastName: '',
  birthday: '',
  gender: '',
  cardType: 'P',
  cardNum: '',
  cardExpired: '',
  nationality: '',
  cardIssuePlace: '',
  frequentFlyerProgram: '',
  frequentFlyerNumber: '',
  knownTravellerNumber: '',
});

export function initialBookingValues(
  travellers: number,
  contact: Partial<ContactValues> = {},
): BookingValues {
  return {
    passengers: Array.from({ length: travellers }, emptyPassenger),
    contact: {
      name: '',
      email: '',
      mobile: '',
      address: '',
      postcode: '',
      emailCode: '',
      ...contact,
    },
    invoice: { companyName: '', taxId: '', address: '' },
    acceptTerms: false,
    timing: 'now',
    payMethod: 'card',
    card: EMPTY_CARD,
    ...EMPTY_BOOK_FOR,
  };
}

/**
 * A saved traveller fills the slot's names, birthday and gender (what a frequent traveller
 * holds); document fields stay as typed. Choosing "none" keeps what is there.
 */
export function applySavedTraveller(
  passenger: PassengerValues,
  traveller: FrequentTraveller | null,
): PassengerValues {
  if (!traveller) return { ...passenger, frequentlyUser: NO_SAVED_TRAVELLER };
  return {
    ...passenger,
    frequentlyUser: traveller.id,
    firstName: traveller.firstName,
    middleName: traveller.middleName,
    lastName: traveller.lastName,
    birthday: isEmptyBirthday(traveller.birthday) ? passenger.birthday : traveller.birthday,
    gender: traveller.gender ?? passenger.gender,
  };
}

/**
 * What the account holder's own entry (`self`, listed with the saved travellers) fills in a form
 * nobody has typed in yet: the first adult's names, birthday and gender, and the contact's
 * mobile. Form paths to their new values; nothing for a slot or mobile already filled.
 */
export function prefillFromAccount(
  values: BookingValues,
  saved: readonly FrequentTraveller[],
): Record<string, unknown> {
  const self = saved.find((traveller) => traveller.self);
  const first = values.passengers[0];
  if (!self || !first) return {};
  const changes: Record<string, unknown> = {};
  const untouched =
    first.frequentlyUser === NO_SAVED_TRAVELLER &&
    !first.firstName.trim() &&
    !first.lastName.trim();
  const elsewhere = values.passengers.some((p) => p.frequentlyUser === self.id);
  if (untouched && !elsewhere) changes['passengers.0'] = applySavedTraveller(first, self);
  if (!values.contact.mobile.trim() && self.phoneNumber)
    changes['contact.mobile'] = self.phoneNumber;
  return changes;
}

/** Saved travellers already filling another slot: each fills one slot at a time (spec §5). */
export function takenElsewhere(passengers: readonly PassengerValues[], index: number): Set<string> {
  return new Set(
    passengers
      .filter((p, i) => i !== index && p.frequentlyUser !== NO_SAVED_TRAVELLER)
      .map((p) => p.frequentlyUser),
  );
}

/**
 * A traveller's part of the body. The passport goes only when typed: /book hides it where the
 * itinerary needs none (issue 13 §2), and its validation asks for it where it does.
 */
function passengerBody(p: PassengerValues): Passenger {
  const passport = {
    cardNum: p.cardNum.trim(),
    cardExpired: p.cardExpired,
    nationality: p.nationality,
    cardIssuePlace: p.cardIssuePlace,
  };
  const given = Object.values(passport).some((value) => value !== '');
  return {
    frequentlyUser: p.frequentlyUser === NO_SAVED_TRAVELLER ? -1 : p.frequentlyUser,
    firstName: p.firstName.trim(),
    middleName: p.middleName.trim(),
    lastName: p.lastName.trim(),
    birthday: p.birthday,
    gender: p.gender === 'Female' ? 'Female' : 'Male',
    cardType: 'P',
    ...(given ? passport : {}),
    frequentFlyerProgram: p.frequentFlyerProgram.trim().toUpperCase(),
    frequentFlyerNumber: p.frequentFlyerNumber.trim(),
    knownTravellerNumber: p.knownTravellerNumber.trim(),
  };
}

/** The `POST /api/Book` body, once validation found nothing. */
export function bookBodyOf(
  values: BookingValues,
  offer: { offerId: string; brandId: string; invoice: boolean },
  isAgent: boolean,
): BookBody {
  const code = values.contact.emailCode.trim();
  return {
    offerId: offer.offerId,
    brandId: offer.brandId,
    passengers: values.passengers.map(passengerBody),
    contact: {
      name: values.contact.name.trim(),
      email: values.contact.email.trim(),
      mobile: values.contact.mobile.trim(),
      address: values.contact.address.trim(),
      postcode: values.contact.postcode.trim(),
      ...(code ? { emailCode: code } : {}),
    },
    ...(offer.invoice
      ? {
          invoice: {
            companyName: values.invoice.companyName.trim(),
            taxId: values.invoice.taxId.trim(),
            address: values.invoice.address.trim(),
          },
        }
      : {}),
    timing: values.timing,
    ...(isAgent
      ? {
          bookFor: bookForBody(values),
        }
      : {}),
    acceptTerms: true,
  };
}
