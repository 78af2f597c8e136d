import { fireEvent, screen, within } from '@testing-library/react';
import {
  changeEventFiller,
  fillCardWith,
  type Scope,
} from '../../../components/payment/test/fill-card';

/**
 * Filling the hotel booking form in tests: fields found by their accessible names, each set with
 * one change event (typing key by key re-renders the whole form per key on a slow machine).
 */
function enter(scope: Scope, label: RegExp, value: string) {
  void changeEventFiller.enter(scope, label, value);
}

export function fillGuestAndContact() {
  const guest = within(screen.getByRole('group', { name: 'Lead guest' }));
  enter(guest, /^First name/, 'Ada');
  enter(guest, /^Last name/, 'Lovelace');
  const contact = within(screen.getByRole('group', { name: 'Contact details' }));
  enter(contact, /^Contact name/, 'Ada Lovelace');
  enter(contact, /^Email/, 'ada@example.com');
  enter(contact, /^Mobile phone/, '+44 20 7946 0000');
}

export const fillCard = (number?: string) => fillCardWith(changeEventFiller, number);

export const acceptTerms = () =>
  fireEvent.click(screen.getByRole('checkbox', { name: /I accept the rules of this rate/ }));
