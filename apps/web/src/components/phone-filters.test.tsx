import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MantineProvider } from '@mantine/core';
import { mediaQueryList } from '../test/media-query';
import { FilteredResults } from './filtered-results';
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

describe('FilteredResults', () => {
  afterEach(() => {
    // The setup's stub answers as a desktop; the phone test's answer is undone here.
    vi.mocked(window.matchMedia).mockImplementation((query: string) =>
      mediaQueryList(query, false),
    );
  });

  const renderResults = () =>
    render(
      <MantineProvider env="test">
        <FilteredResults
          classNames={{ layout: 'layout', sidebar: 'sidebar' }}
          filtersTitle="Filters"
          filters={<p>the panel</p>}
          activeFilters={0}
          showLabel="Show 3 flights"
          count="3 of 9 flights"
          sort={<button type="button">Sort</button>}
        >
          <ul aria-label="Results" />
        </FilteredResults>
      </MantineProvider>,
    );

  it('on a desktop puts the filters in a named column, with no Filters button', () => {
    renderResults();
    expect(screen.getByRole('complementary', { name: 'Filters' })).toHaveTextContent('the panel');
    expect(screen.queryByRole('button', { name: 'Filters' })).toBeNull();
    expect(screen.getByText('3 of 9 flights')).toHaveAttribute('aria-live', 'polite');
    expect(screen.getByRole('list', { name: 'Results' })).toBeInTheDocument();
  });

  it('on a phone puts them behind the Filters button, beside the sort', () => {
    vi.mocked(window.matchMedia).mockImplementation((query: string) =>
      mediaQueryList(query, query.includes('max-width')),
    );
    renderResults();
    expect(screen.queryByRole('complementary')).toBeNull();
    expect(screen.queryByText('the panel')).toBeNull();
    expect(screen.getByRole('button', { name: 'Filters' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Sort' })).toBeVisible();
  });
});
