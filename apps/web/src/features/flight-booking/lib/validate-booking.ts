import type { TFunction } from '../../../lib/i18n';
import { cardFormErrors } from '../../../components/payment/card-validation';
import { customerErrors } from '../../../components/book-for/book-for-values';
import { formatDate } from '../../../products/flight/flight-itinerary/format';
import type { BookingValues, PassengerValues } from './booking-values';
import { ageOn, expectedKind, kindAt } from './traveller-kind';
import { BookBodySchema } from '@travel/contracts/flight-booking';
import { PASSPORT_FIELDS } from '@travel/contracts/travel-documents';
import { schemaErrors } from '../../../lib/form-errors';
import { bookingMessages } from './booking-messages';

/**
 * The rules of the /book form (spec part 1 §3–§5), checked before anything is sent: the
 * contract's schema (the one the API validates with) and the rules that need the offer. Errors are
 * keyed by form path (`passengers.0.cardExpired`, `contact.email`, `card.cvv`), which is also
 * the path the API's validation issues use, and grouped so the page can say "check passenger,
 * contact and payment information".
 */
export type BookingGroup = 'passenger' | 'contact' | 'invoice' | 'payment' | 'terms' | 'bookFor';

export interface BookingContext {
  adults: number;
  /** Children after the adults; the slots after them are lap infants. All the rest if absent. */
  children?: number;
  /** Local dates YYYY-MM-DD of the first departure and the last arrival. */
  firstTravelDate: string;
  lastTravelDate: string;
  invoice: boolean;
  isAgent: boolean;
  /**
   * The itinerary needs each traveller's passport (travelDocumentsRequired of
   * @travel/contracts/travel-documents, the API's rule); true when not given.
   */
  documents?: boolean;
  /** Today as YYYY-MM-DD (the visitor's calendar day). */
  today: string;
  now?: Date;
}

export interface BookingValidation {
  errors: Record<string, string>;
  groups: BookingGroup[];
}

const NS = 'flight-booking';

/**
 * The part of the Book body the form fills, validated with the API's own schema (this module
 * loads on the first submit, so zod is not in the page's first-load script).
 */
const FormSchema = BookBodySchema.pick({
  passengers: true,
  contact: true,
  invoice: true,
  acceptTerms: true,
});

/** What the API would receive, before trimming and defaults (a blank stays blank). */
function candidateOf(values: BookingValues, ctx: BookingContext) {
  const code = values.contact.emailCode.trim();
  return {
    passengers: values.passengers,
    contact: { ...values.contact, emailCode: code === '' ? undefined : code },
    invoice: ctx.invoice ? values.invoice : undefined,
    acceptTerms: values.acceptTerms,
  };
}

type Errors = Record<string, string>;

/**
 * Rules the schema cannot know, as they depend on the offer: each traveller's age on the
 * travel date against the place booked, the passport where the itinerary needs one (the API
 * answers 1056 without it), and the passport beyond the last travel date (the API answers 1062;
 * checking here saves the round trip). They run on fields the schema found well formed.
 */
function offerErrors(
  p: PassengerValues,
  index: number,
  ctx: BookingContext,
  t: TFunction,
  errors: Errors,
): void {
  const at = (field: string) => `passengers.${index}.${field}`;
  if (!errors[at('birthday')]) {
    const age = ageOn(p.birthday, ctx.firstTravelDate);
    if (age === null || p.birthday > ctx.today) {
      errors[at('birthday')] = t('validation.birthdayInvalid', { ns: NS });
    } else {
      const kind = kindAt(age);
      const expected = expectedKind(index, ctx.adults, ctx.children);
      if (kind !== expected) {
        errors[at('birthday')] = t(`validation.kindMismatch.${expected}`, {
          ns: NS,
          age,
          date: formatDate(ctx.firstTravelDate),
        });
      }
    }
  }
  if (ctx.documents !== false) {
    for (const field of PASSPORT_FIELDS) {
      if (!errors[at(field)] && p[field].trim() === '') {
        const label = t(`passenger.fields.${field}`, { ns: NS });
        errors[at(field)] = t('validation.emptyTip', { ns: NS, field: label });
      }
    }
  }
  if (!errors[at('cardExpired')] && p.cardExpired !== '' && p.cardExpired <= ctx.lastTravelDate) {
    errors[at('cardExpired')] = t('validation.passportValidity', {
      ns: NS,
      date: formatDate(ctx.lastTravelDate),
    });
  }
}

const GROUP_OF: Array<[string, BookingGroup]> = [
  ['passengers.', 'passenger'],
  ['contact.', 'contact'],
  ['invoice.', 'invoice'],
  ['card.', 'payment'],
  ['acceptTerms', 'terms'],
  ['subagentId', 'bookFor'],
  ['clientId', 'bookFor'],
  ['customer', 'bookFor'],
  ['bookFor.', 'bookFor'],
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
  const errors: Errors = schemaErrors(FormSchema, candidateOf(values, ctx), bookingMessages(t));
  if (ctx.isAgent && values.bookFor === 'subagent' && !values.subagentId) {
    errors.subagentId = t('validation.subagent', { ns: NS });
  }
  if (ctx.isAgent) Object.assign(errors, customerErrors(values, t));
  values.passengers.forEach((p, index) => offerErrors(p, index, ctx, t, errors));
  if (values.timing === 'now' && values.payMethod === 'card') {
    Object.assign(errors, cardFormErrors(values.card, t, ctx.now));
  }
  return { errors, groups: groupsOf(errors) };
}
