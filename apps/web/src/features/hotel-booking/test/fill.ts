import { fireEvent, screen, within } from '@testing-library/react';
import { SANDBOX_CARDS } from '@travel/contracts/flight-booking';

/**
 * Filling the hotel booking form in tests: fields found by their accessible names, each set with
 * one change event (typing key by key re-renders the whole form per key on a slow machine).
 */
type Scope = ReturnType<typeof within>;

async function pick(scope: Scope, label: RegExp, option: string) {
  fireEvent.click(scope.getByLabelText(label, { selector: 'input' }));
  fireEvent.click(await screen.findByRole('option', { name: option }));
}

function enter(scope: Scope, label: RegExp, value: string) {
  fireEvent.change(scope.getByLabelText(label, { selector: 'input' }), { target: { value } });
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

export async function fillCard(number: string = SANDBOX_CARDS.visaSuccess) {
  const scope = within(screen.getByRole('group', { name: 'Card details' }));
  enter(scope, /^Card number/, number);
  await pick(scope, /^Expiry month/, '12');
  await pick(scope, /^Expiry year/, String(new Date().getFullYear() + 2));
  enter(scope, /^Security code/, '123');
  enter(scope, /^Name on card/, 'Ada Lovelace');
  await pick(scope, /^Relationship to cardholder/, 'Self');
  enter(scope, /^Cardholder phone/, '+44 20 7946 0000');
  enter(scope, /^Street address/, '1 Analytical Row');
  enter(scope, /^City/, 'London');
  await pick(scope, /^Country or region/, 'United Kingdom');
  enter(scope, /^Post code/, 'N1 9GU');
}

export const acceptTerms = () =>
  fireEvent.click(screen.getByRole('checkbox', { name: /I accept the rules of this rate/ }));
