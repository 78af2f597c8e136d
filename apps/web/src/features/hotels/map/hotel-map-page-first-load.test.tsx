import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { mockApi } from '../../../test/mock-api';
import { renderPage } from '../../../test/render';

// Records when the results' module (list, filters, map frame) is first imported: not while the
// page's own module loads (it would share the first screen's bandwidth), but once the page has
// rendered its first screen, beside the search (issue 10: the largest paint comes first).
const imported = vi.hoisted(() => ({ mapResults: false }));
vi.mock('./map-results', async (original) => {
  imported.mapResults = true;
  return original();
});

const SEARCH = '/hotels/map?airportCode=LHR&checkin=20270105&checkout=20270107&rooms=1&adults=1';

describe('/hotels/map first load', () => {
  it('requests the results module after the summary has rendered, not with the page module', async () => {
    const { HotelMapPage } = await import('./hotel-map-page');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(imported.mapResults).toBe(false);

    mockApi({ 'POST /api/SearchHotel': () => new Promise<never>(() => undefined) });
    renderPage(<HotelMapPage />, { path: '/hotels/map', url: SEARCH });
    expect(screen.getByText('Searching hotels…')).toBeInTheDocument();
    await vi.waitFor(() => expect(imported.mapResults).toBe(true));
  });
});
