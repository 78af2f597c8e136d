import { describe, expect, it } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MantineProvider } from '@mantine/core';
import { PhoneFilters } from './phone-filters';

/** The phone's filters button and drawer, one component for flights and hotels (issue 11). */
describe('PhoneFilters', () => {
  const renderFilters = (active: number) =>
    render(
      <MantineProvider env="test">
        <PhoneFilters title="Filters" active={active} showLabel="Show 12 hotels">
          <label>
            <input type="checkbox" /> Free cancellation
          </label>
        </PhoneFilters>
      </MantineProvider>,
    );

  it('says how many filters are in force, and nothing when none is', () => {
    const { unmount } = renderFilters(2);
    expect(screen.getByRole('button', { name: /^Filters/ })).toHaveTextContent(/^Filters\s*2$/);
    unmount();
    renderFilters(0);
    expect(screen.getByRole('button', { name: 'Filters' })).toBeVisible();
  });

  it('opens the filters in a drawer titled like the button, closed by its show button', async () => {
    const user = userEvent.setup();
    renderFilters(0);
    expect(screen.queryByRole('dialog')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Filters' }));
    const drawer = await screen.findByRole('dialog', { name: 'Filters' });
    expect(within(drawer).getByRole('checkbox', { name: 'Free cancellation' })).toBeVisible();
    await user.click(within(drawer).getByRole('button', { name: 'Show 12 hotels' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});
