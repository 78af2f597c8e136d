import { describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor } from '@testing-library/react';
import { renderPage } from '../../test/render';
import { SearchBox } from './search-box';

// Counts loads of the flight results page's module (issue 10 §1: the next step's code is
// fetched as soon as the search form is used).
const loads = vi.hoisted(() => ({ flights: 0 }));
vi.mock('../../features/flights/pages/flights-page', () => {
  loads.flights += 1;
  return { FlightsPage: () => null, FlightsInvoicePage: () => null };
});

describe('SearchBox', () => {
  it('fetches the results page of the open tab when the form is first used, not before', async () => {
    renderPage(<SearchBox />, { url: '/?tab=flight' });
    const tab = await screen.findByRole('tab', { name: 'Flights' });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(loads.flights).toBe(0);

    act(() => tab.focus());
    await waitFor(() => expect(loads.flights).toBe(1));
  });
});
