import { fireEvent, screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import {
  changeEventFiller,
  fillCardWith,
  type Scope,
} from '../../../components/payment/test/fill-card';

/**
 * Form-filling steps for the /book tests: fields found by their accessible names, as a person
 * would, but filled with one change event each. Typing key by key re-renders the whole booking
 * form per key and made these tests take minutes; the tests about typing itself use `user`.
 */
export const travellerGroup = (name: RegExp) => within(screen.getByRole('group', { name }));

export const pick = (_user: UserEvent, scope: Scope, label: string | RegExp, option: string) =>
  changeEventFiller.pick(scope, label, option);

export const enter = (_user: UserEvent, scope: Scope, label: string | RegExp, value: string) =>
  changeEventFiller.enter(scope, label, value);

/** Date inputs take their value whole (the browser's picker), as YYYY-MM-DD. */
export function setDate(scope: Scope, label: string | RegExp, value: string) {
  fireEvent.change(scope.getByLabelText(label, { selector: 'input' }), { target: { value } });
}

export interface TravellerData {
  first: string;
  last: string;
  birthday: string;
  gender: 'Male' | 'Female';
  passport?: string;
  expiry?: string;
}

export async function fillTraveller(user: UserEvent, group: RegExp, data: TravellerData) {
  const scope = travellerGroup(group);
  await enter(user, scope, /^First name/, data.first);
  await enter(user, scope, /^Last name/, data.last);
  setDate(scope, /^Date of birth/, data.birthday);
  await pick(user, scope, /^Gender/, data.gender);
  // A trip within one country asks for no passport (issue 13 §2).
  if (!scope.queryByLabelText(/^Passport number/, { selector: 'input' })) return;
  await enter(user, scope, /^Passport number/, data.passport ?? 'X1234567');
  setDate(scope, /^Passport expiry date/, data.expiry ?? '2035-01-01');
  await pick(user, scope, /^Nationality/, 'United Kingdom');
  await pick(user, scope, /^Passport issued in/, 'United Kingdom');
}

// Contact, card and terms are /book's lower sections, a chunk of their own that may still be
// arriving (book-page-lower.tsx): each helper waits for its section rather than assuming it.
export async function fillContact(user: UserEvent, email = 'ada@example.com') {
  const scope = within(await screen.findByRole('group', { name: 'Contact details' }));
  await enter(user, scope, /^Contact name/, 'Ada Lovelace');
  await enter(user, scope, /^Email$|^Email \*/, email);
  await enter(user, scope, /^Mobile phone/, '+44 20 7946 0000');
}

export const fillCard = (_user: UserEvent, number?: string) =>
  fillCardWith(changeEventFiller, number);

export const acceptTerms = async (user: UserEvent) =>
  user.click(await screen.findByRole('checkbox', { name: /I have read and accept/ }));
