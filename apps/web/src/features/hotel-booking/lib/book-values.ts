import {
  BOOK_FOR_FIELD,
  EMPTY_BOOK_FOR,
  type BookForFields,
} from '../../../components/book-for/book-for-values';
import { EMPTY_CARD, type CardValues } from '../../../components/payment/card-values';
import type { PayMethod } from '../../../components/payment/pay-method';
import { SPECIAL_REQUESTS_MAX_LENGTH } from '@travel/contracts/form-values';

/** Everything the /hotel/{id}/book form holds. */
export interface GuestValues {
  firstName: string;
  lastName: string;
}

export interface HotelBookValues extends BookForFields {
  /** One lead guest per room, room 1 first. */
  guests: GuestValues[];
  contact: { name: string; email: string; mobile: string };
  specialRequests: string;
  payMethod: PayMethod;
  card: CardValues;
  acceptTerms: boolean;
}

/** The contract's limit, shown as the textarea's maxLength and in its hint. */
export const SPECIAL_REQUESTS_MAX = SPECIAL_REQUESTS_MAX_LENGTH;

export function initialHotelBookValues(
  rooms: number,
  contact: { name?: string; email?: string } = {},
): HotelBookValues {
  return {
    guests: Array.from({ length: rooms }, () => ({ firstName: '', lastName: '' })),
    contact: { name: contact.name ?? '', email: contact.email ?? '', mobile: '' },
    specialRequests: '',
    payMethod: 'card',
    card: EMPTY_CARD,
    ...EMPTY_BOOK_FOR,
    acceptTerms: false,
  };
}

/** The groups a failed check names in the summary above the Book button. */
export type HotelBookGroup = 'guests' | 'contact' | 'payment' | 'terms' | 'bookFor';

const GROUP_OF: Array<[RegExp, HotelBookGroup]> = [
  [/^guests\./, 'guests'],
  [/^contact\./, 'contact'],
  [/^card\./, 'payment'],
  [/^acceptTerms$/, 'terms'],
  [BOOK_FOR_FIELD, 'bookFor'],
];

export const groupsOf = (errors: Record<string, unknown>): HotelBookGroup[] => {
  const found = new Set<HotelBookGroup>();
  for (const path of Object.keys(errors)) {
    const match = GROUP_OF.find(([pattern]) => pattern.test(path));
    if (match) found.add(match[1]);
  }
  return (['guests', 'contact', 'bookFor', 'payment', 'terms'] as const).filter((group) =>
    found.has(group),
  );
};
