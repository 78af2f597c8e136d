import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import { resetLanguageForTests, setCurrentLanguage } from '../../../lib/language';
import { mockApi } from '../../../test/mock-api';
import { renderPage } from '../../../test/render';
import { tourOk, world } from './test/world-fixtures';
import { TourSearchForm } from './tour-search-form';
import { destinationValue, parseDestination, tourSearchUrl } from './tour-query';

afterEach(() => {
  vi.unstubAllGlobals();
  act(() => resetLanguageForTests());
});

const location = () => screen.getByTestId('location').textContent ?? '';

function tourApi() {
  return mockApi({
    'GET /api/list': tourOk({ world }),
    'GET /api/ValidMonths': (call) =>
      tourOk(call.query.get('area') === 'FR' ? ['2027-03', '2027-05'] : ['2027-04']),
  });
}

async function pickDestination(user: ReturnType<typeof renderPage>['user'], value: string) {
  const select = await screen.findByRole('combobox', { name: 'Destination' });
  await waitFor(() => expect(select).toBeEnabled());
  await user.selectOptions(select, value);
}

describe('tour search form', () => {
  it('refuses to search without a destination and says which field is missing', async () => {
    const api = tourApi();
    const { user } = renderPage(<TourSearchForm kind="tour" />);
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: 'Destination' })).toBeEnabled(),
    );
    await user.click(screen.getByRole('button', { name: 'Search tours' }));
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Please choose a destination before searching.',
    );
    expect(screen.getByText('Please fill in the destination')).toBeVisible();
    expect(screen.queryByTestId('location')).toBeNull();
    // No month is asked before a destination is chosen.
    expect(api.callsTo('GET', '/api/ValidMonths')).toHaveLength(0);
    expect(api.callsTo('GET', '/api/list')[0]?.query.get('type')).toBe('a');
    expect(api.callsTo('GET', '/api/list')[0]?.query.get('Lan')).toBe('EN');
  });

  it('lists the valid months of an area and opens the tour list with destination and month', async () => {
    const api = tourApi();
    const { user } = renderPage(<TourSearchForm kind="tour" />);
    await pickDestination(user, 'EU-FR');
    const month = screen.getByRole('combobox', { name: 'Departure month (optional)' });
    await waitFor(() => expect(month).toBeEnabled());
    expect(screen.getByRole('option', { name: 'May 2027' })).toBeInTheDocument();
    const asked = api.callsTo('GET', '/api/ValidMonths').at(-1);
    expect(Object.fromEntries(asked?.query ?? [])).toEqual({
      kind: 'tour',
      region: 'EU',
      area: 'FR',
      Lan: 'EN',
    });
    await user.selectOptions(month, '2027-03');
    await user.click(screen.getByRole('button', { name: 'Search tours' }));
    expect(location()).toBe('/tour/list?destination=EU-FR&departureDate=2027-03');
  });

  it('searches a whole region of cruises without a month', async () => {
    const api = tourApi();
    const { user } = renderPage(<TourSearchForm kind="cruise" />);
    await pickDestination(user, 'AS');
    await user.click(screen.getByRole('button', { name: 'Search cruises' }));
    expect(location()).toBe('/Cruise/list?destination=AS');
    expect(api.callsTo('GET', '/api/list')[0]?.query.get('kind')).toBe('cruise');
  });

  it('opens on an earlier search to refine it', async () => {
    tourApi();
    const { user } = renderPage(
      <TourSearchForm
        kind="tour"
        search={{ destination: { region: 'EU', area: 'IT' }, departureDate: null }}
      />,
    );
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: 'Destination' })).toHaveValue('EU-IT'),
    );
    await user.click(screen.getByRole('button', { name: 'Search tours' }));
    expect(location()).toBe('/tour/list?destination=EU-IT');
  });

  it('offers the system select, regions as option groups with their areas', async () => {
    tourApi();
    const { user } = renderPage(<TourSearchForm kind="tour" />);
    const select = await screen.findByRole('combobox', { name: 'Destination' });
    await waitFor(() => expect(select).toBeEnabled());
    expect(select.tagName).toBe('SELECT');
    const europe = within(select).getByRole('group', { name: 'Europe' });
    expect(
      within(europe)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['All of Europe', 'France', 'Italy']);
    await user.selectOptions(select, 'EU-IT');
    await user.click(screen.getByRole('button', { name: 'Search tours' }));
    expect(location()).toBe('/tour/list?destination=EU-IT');
  });

  it('asks in Chinese (Lan ZH) on a Simplified Chinese page', async () => {
    act(() => setCurrentLanguage('zh-CN'));
    const api = tourApi();
    renderPage(<TourSearchForm kind="tour" />);
    await waitFor(() => expect(api.callsTo('GET', '/api/list')).toHaveLength(1));
    expect(api.callsTo('GET', '/api/list')[0]?.query.get('Lan')).toBe('ZH');
  });

  it('shows a failed destination list with a way to load it again', async () => {
    mockApi({
      'GET /api/list': {
        status: 404,
        body: { code: 'noDestinations', msg: 'No destinations', data: null },
      },
    });
    renderPage(<TourSearchForm kind="tour" />);
    expect(await screen.findByText('No destinations')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Load destinations again' })).toBeVisible();
  });
});

describe('tour search query', () => {
  it('names an area with its region, as continent and country codes overlap', () => {
    expect(parseDestination('as')).toEqual({ region: 'AS' });
    expect(parseDestination('AF-AS')).toEqual({ region: 'AF', area: 'AS' });
    expect(parseDestination('Europe')).toBeNull();
    expect(destinationValue({ region: 'EU', area: 'FR' })).toBe('EU-FR');
    expect(
      tourSearchUrl('cruise', { destination: { region: 'EU' }, departureDate: '2027-01' }),
    ).toBe('/Cruise/list?destination=EU&departureDate=2027-01');
  });
});
