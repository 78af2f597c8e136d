import { fireEvent, screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { SANDBOX_CARDS } from '@travel/contracts/flight-booking';

export type Scope = ReturnType<typeof within>;

/**
 * How a test sets a field found by its accessible name: by user events (`userFiller`, for the
 * tests about the card form itself) or with one event each (`changeEventFiller`: typing key by
 * key re-renders a whole booking form per key, which made the booking tests take minutes).
 */
export interface FieldFiller {
  enter(scope: Scope, label: string | RegExp, value: string): Promise<void>;
  pick(scope: Scope, label: string | RegExp, option: string): Promise<void>;
}

export const changeEventFiller: FieldFiller = {
  enter(scope, label, value) {
    fireEvent.change(scope.getByLabelText(label, { selector: 'input' }), { target: { value } });
    return Promise.resolve();
  },
  async pick(scope, label, option) {
    fireEvent.click(scope.getByLabelText(label, { selector: 'input' }));
    fireEvent.click(await screen.findByRole('option', { name: option }));
  },
};

export const userFiller = (user: UserEvent): FieldFiller => ({
  async enter(scope, label, value) {
    await user.click(scope.getByLabelText(label, { selector: 'input' }));
    await user.paste(value);
  },
  async pick(scope, label, option) {
    const field = () => scope.getByLabelText(label, { selector: 'input' });
    await user.click(field());
    // The first press can land as the dropdowns' module arrives and the real field takes over
    // (components/lazy-select): the list then opens and closes at once, so press again.
    const choice = await screen.findByRole('option', { name: option }).catch(async () => {
      await user.click(field());
      return screen.findByRole('option', { name: option });
    });
    await user.click(choice);
  },
});

/** Fills the shared card fields (components/payment) once their group is on the page. */
export async function fillCardWith(
  { enter, pick }: FieldFiller,
  number: string = SANDBOX_CARDS.visaSuccess,
) {
  const scope = within(await screen.findByRole('group', { name: 'Card details' }));
  await enter(scope, /^Card number/, number);
  await pick(scope, /^Expiry month/, '12');
  await pick(scope, /^Expiry year/, String(new Date().getFullYear() + 2));
  await enter(scope, /^Security code/, '123');
  await enter(scope, /^Name on card/, 'Ada Lovelace');
  await pick(scope, /^Relationship to cardholder/, 'Self');
  await enter(scope, /^Cardholder phone/, '+44 20 7946 0000');
  await enter(scope, /^Street address/, '1 Analytical Row');
  await enter(scope, /^City/, 'London');
  await pick(scope, /^Country or region/, 'United Kingdom');
  await enter(scope, /^Post code/, 'N1 9GU');
}

/** The card fields filled as a person would, key presses and clicks. */
export const fillCard = (user: UserEvent, number?: string) =>
  fillCardWith(userFiller(user), number);
