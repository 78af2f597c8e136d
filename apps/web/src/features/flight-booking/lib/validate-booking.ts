import type { TFunction } from '../../../lib/i18n';
import { CARD_FIELDS, validateCard } from '../../../components/payment/card-values';
import { formatDate } from '../../../products/flight/flight-itinerary/format';
import type { BookingValues, PassengerValues } from './booking-values';
import { ageOn, expectedKind, kindAt } from './traveller-kind';
import { isEmail, NAME_PATTERN, PHONE_PATTERN } from '@travel/contracts/patterns';

/**
 * The rules of the /book form (spec part 1 §3–§5), checked before anything is sent. Errors are
 * keyed by form path (`passengers.0.cardExpired`, `contact.email`, `card.cvv`), which is also
 * the path the API's validation issues use, and grouped so the page can say "check passenger,
 * contact and payment information".
 */
export type BookingGroup = 'passenger' | 'contact' | 'invoice' | 'payment' | 'terms' | 'bookFor';

export interface BookingContext {
  adults: number;
  /** Local dates YYYY-MM-DD of the first departure and the last arrival. */
  firstTravelDate: string;
  lastTravelDate: string;
  invoice: boolean;
  isAgent: boolean;
  /** Today as YYYY-MM-DD (the visitor's calendar day). */
  today: string;
  now?: Date;
}

export interface BookingValidation {
  errors: Record<string, string>;
  groups: BookingGroup[];
}

const NS = 'flight-booking';
const DOCUMENT = /^[A-Za-z0-9]{5,20}$/;
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

type Errors = Record<string, string>;

function passengerErrors(
  p: PassengerValues,
  index: number,
  ctx: BookingContext,
  t: TFunction,
  errors: Errors,
): void {
  const at = (field: string) => `passengers.${index}.${field}`;
  const empty = (field: keyof PassengerValues) =>
    t('validation.emptyTip', { ns: NS, field: t(`passenger.fields.${field}`, { ns: NS }) });
  const required: Array<keyof PassengerValues> = [
    'firstName',
    'lastName',
    'birthday',
    'gender',
    'cardNum',
    'cardExpired',
    'nationality',
    'cardIssuePlace',
  ];
  for (const field of required)
    if (String(p[field]).trim() === '') errors[at(field)] = empty(field);

  for (const field of ['firstName', 'middleName', 'lastName'] as const) {
    const value = p[field].trim();
    if (value && !NAME_PATTERN.test(value))
      errors[at(field)] = t('validation.nameLetters', { ns: NS });
  }

  if (!errors[at('birthday')]) {
    const age = ISO_DATE.test(p.birthday) ? ageOn(p.birthday, ctx.firstTravelDate) : null;
    if (age === null || p.birthday > ctx.today) {
      errors[at('birthday')] = t('validation.birthdayInvalid', { ns: NS });
    } else {
      const kind = kindAt(age);
      const expected = expectedKind(index, ctx.adults);
      if (kind === 'INF') {
        errors[at('birthday')] = t('validation.infant', { ns: NS });
      } else if (kind !== expected) {
        errors[at('birthday')] = t(`validation.kindMismatch.${expected}`, {
          ns: NS,
          age,
          date: formatDate(ctx.firstTravelDate),
        });
      }
    }
  }

  if (!errors[at('cardNum')] && !DOCUMENT.test(p.cardNum.trim())) {
    errors[at('cardNum')] = t('validation.document', { ns: NS });
  }
  if (!errors[at('cardExpired')]) {
    if (!ISO_DATE.test(p.cardExpired)) {
      errors[at('cardExpired')] = t('validation.dateInvalid', { ns: NS });
    } else if (p.cardExpired <= ctx.lastTravelDate) {
      // The API answers 1062 for the same rule; checking here saves the round trip.
      errors[at('cardExpired')] = t('validation.passportValidity', {
        ns: NS,
        date: formatDate(ctx.lastTravelDate),
      });
    }
  }
  const program = p.frequentFlyerProgram.trim();
  const number = p.frequentFlyerNumber.trim();
  if (program && !/^[A-Za-z0-9]{2,3}$/.test(program)) {
    errors[at('frequentFlyerProgram')] = t('validation.program', { ns: NS });
  }
  if (number && !program)
    errors[at('frequentFlyerProgram')] = t('validation.programNeeded', { ns: NS });
  if (program && !number) errors[at('frequentFlyerNumber')] = empty('frequentFlyerNumber');
  if (number && !/^[A-Za-z0-9]{1,20}$/.test(number)) {
    errors[at('frequentFlyerNumber')] = t('validation.lettersDigits', { ns: NS, max: 20 });
  }
  const ktn = p.knownTravellerNumber.trim();
  if (ktn && !/^[A-Za-z0-9]{1,25}$/.test(ktn)) {
    errors[at('knownTravellerNumber')] = t('validation.lettersDigits', { ns: NS, max: 25 });
  }
}

function contactErrors(values: BookingValues, t: TFunction, errors: Errors): void {
  const c = values.contact;
  const empty = (field: string) =>
    t('validation.emptyTip', { ns: NS, field: t(`contact.fields.${field}`, { ns: NS }) });
  if (!c.name.trim()) errors['contact.name'] = empty('name');
  if (!c.email.trim()) errors['contact.email'] = empty('email');
  else if (!isEmail(c.email.trim())) errors['contact.email'] = t('validation.email', { ns: NS });
  if (!c.mobile.trim()) errors['contact.mobile'] = empty('mobile');
  else if (!PHONE_PATTERN.test(c.mobile.trim()))
    errors['contact.mobile'] = t('validation.phone', { ns: NS });
  const code = c.emailCode.trim();
  // The code is optional (spec §4); given, it is six digits.
  if (code && !/^\d{6}$/.test(code))
    errors['contact.emailCode'] = t('validation.codeFormat', { ns: NS });
}

function invoiceErrors(values: BookingValues, t: TFunction, errors: Errors): void {
  const i = values.invoice;
  const empty = (field: string) =>
    t('validation.emptyTip', { ns: NS, field: t(`invoice.fields.${field}`, { ns: NS }) });
  if (!i.companyName.trim()) errors['invoice.companyName'] = empty('companyName');
  if (!i.taxId.trim()) errors['invoice.taxId'] = empty('taxId');
  else if (i.taxId.trim().length < 2) errors['invoice.taxId'] = t('validation.taxId', { ns: NS });
  if (!i.address.trim()) errors['invoice.address'] = empty('address');
}

const GROUP_OF: Array<[string, BookingGroup]> = [
  ['passengers.', 'passenger'],
  ['contact.', 'contact'],
  ['invoice.', 'invoice'],
  ['card.', 'payment'],
  ['acceptTerms', 'terms'],
  ['subagentId', 'bookFor'],
];

/** The group a form path belongs to (for server issues too). */
export function groupOf(path: string): BookingGroup | null {
  return GROUP_OF.find(([prefix]) => path.startsWith(prefix))?.[1] ?? null;
}

/** Groups in screen order, each once. */
export function groupsOf(errors: Errors): BookingGroup[] {
  const found = new Set(Object.keys(errors).map(groupOf));
  return (['bookFor', 'passenger', 'contact', 'invoice', 'terms', 'payment'] as const).filter((g) =>
    found.has(g),
  );
}

export function validateBooking(
  values: BookingValues,
  ctx: BookingContext,
  t: TFunction,
): BookingValidation {
  const errors: Errors = {};
  if (ctx.isAgent && values.bookFor === 'subagent' && !values.subagentId) {
    errors.subagentId = t('validation.subagent', { ns: NS });
  }
  values.passengers.forEach((p, index) => passengerErrors(p, index, ctx, t, errors));
  contactErrors(values, t, errors);
  if (ctx.invoice) invoiceErrors(values, t, errors);
  if (!values.acceptTerms) errors.acceptTerms = t('validation.terms', { ns: NS });
  if (values.timing === 'now' && values.payMethod === 'card') {
    const card = validateCard(values.card, t, ctx.now);
    for (const field of CARD_FIELDS) {
      const message = card[field];
      if (message) errors[`card.${field}`] = message;
    }
  }
  return { errors, groups: groupsOf(errors) };
}
