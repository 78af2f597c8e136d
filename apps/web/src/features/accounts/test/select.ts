import { screen } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';

/** Picks an option of a Mantine Select found by its accessible name. */
export async function pickOption(user: UserEvent, label: string | RegExp, option: string) {
  // Searchable selects are comboboxes, plain ones read-only text boxes: the label finds both.
  await user.click(screen.getByLabelText(label, { selector: 'input' }));
  await user.click(await screen.findByRole('option', { name: option }));
}

/** Enters text in one input event (as a paste would): typing key by key is slow in jsdom. */
export async function enter(user: UserEvent, label: string | RegExp, value: string) {
  await user.click(screen.getByLabelText(label, { selector: 'input' }));
  await user.paste(value);
}
