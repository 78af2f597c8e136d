import { screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { SANDBOX_CARDS } from '@travel/contracts/flight-booking';

type Scope = ReturnType<typeof within>;

async function pick(user: UserEvent, scope: Scope, label: RegExp, option: string) {
  const field = () => scope.getByLabelText(label, { selector: 'input' });
  await user.click(field());
  // The first press can land as the dropdowns' module arrives and the real field takes over
  // (components/lazy-select): the list then opens and closes at once, so press again.
  const choice = await screen.findByRole('option', { name: option }).catch(async () => {
    await user.click(field());
    return screen.findByRole('option', { name: option });
  });
  await user.click(choice);
}

async function enter(user: UserEvent, scope: Scope, label: RegExp, value: string) {
  await user.click(scope.getByLabelText(label, { selector: 'input' }));
  await user.paste(value);
}

/** Fills the shared card fields by their accessible names, as a person would. */
export async function fillCard(user: UserEvent, number: string = SANDBOX_CARDS.visaSuccess) {
  const scope = within(screen.getByRole('group', { name: 'Card details' }));
  await enter(user, scope, /^Card number/, number);
  await pick(user, scope, /^Expiry month/, '12');
  await pick(user, scope, /^Expiry year/, String(new Date().getFullYear() + 2));
  await enter(user, scope, /^Security code/, '123');
  await enter(user, scope, /^Name on card/, 'Ada Lovelace');
  await pick(user, scope, /^Relationship to cardholder/, 'Self');
  await enter(user, scope, /^Cardholder phone/, '+44 20 7946 0000');
  await enter(user, scope, /^Street address/, '1 Analytical Row');
  await enter(user, scope, /^City/, 'London');
  await pick(user, scope, /^Country or region/, 'United Kingdom');
  await enter(user, scope, /^Post code/, 'N1 9GU');
}
