import { describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { renderPage } from '../../../test/render';
import { NO_FILTERS, type Facets } from '../lib/filters';
import { FiltersPanel, SHOWN_CONNECTIONS } from './filters-panel';

const airports = ['DEN', 'ORD', 'PHX', 'SLC', 'LAS', 'SEA', 'DFW', 'ATL'];
const facets: Facets = {
  stops: { '0': 3, '1': 8, '2+': 0 },
  airlines: [{ code: 'UA', name: 'United Airlines', count: 11 }],
  connections: airports.map((code, index) => ({ code, name: `City (${code})`, count: 8 - index })),
  checkedBag: 4,
  minPrice: 10_000,
  maxPrice: 40_000,
  minDuration: 90,
  maxDuration: 600,
  maxLayover: 240,
};

describe('the connecting-airport filter (issue 13 §1)', () => {
  it('lists the busiest few, the rest behind "Show all", and always the chosen ones', async () => {
    const { user } = renderPage(
      <FiltersPanel
        facets={facets}
        filters={{ ...NO_FILTERS, connections: ['ATL'] }}
        onChange={vi.fn()}
      />,
    );
    const group = screen.getByRole('group', { name: 'Connecting airports' });
    // The first five, and Atlanta because it is chosen.
    expect(within(group).getAllByRole('checkbox')).toHaveLength(SHOWN_CONNECTIONS + 1);
    expect(within(group).getByRole('checkbox', { name: 'City (ATL) (1)' })).toBeChecked();
    expect(within(group).queryByRole('checkbox', { name: /SEA/ })).toBeNull();
    await user.click(within(group).getByRole('button', { name: 'Show all 8' }));
    expect(within(group).getAllByRole('checkbox')).toHaveLength(8);
    await user.click(within(group).getByRole('button', { name: 'Show fewer' }));
    expect(within(group).getAllByRole('checkbox')).toHaveLength(SHOWN_CONNECTIONS + 1);
  });

  it('lists six or fewer without a button', () => {
    renderPage(
      <FiltersPanel
        facets={{ ...facets, connections: facets.connections.slice(0, 6) }}
        filters={NO_FILTERS}
        onChange={vi.fn()}
      />,
    );
    const group = screen.getByRole('group', { name: 'Connecting airports' });
    expect(within(group).getAllByRole('checkbox')).toHaveLength(6);
    expect(within(group).queryByRole('button')).toBeNull();
  });
});
