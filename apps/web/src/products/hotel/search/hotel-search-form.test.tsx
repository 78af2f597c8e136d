import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { addMonthsCompact, addNights, todayCompact } from '../hotel-stay';
import { mockApi, ok } from '../../../test/mock-api';
import { renderPage } from '../../../test/render';
import { heathrow, london, paris } from './test/address-fixtures';
import { HotelSearchForm } from './hotel-search-form';

afterEach(() => {
  vi.unstubAllGlobals();
});

const location = () => screen.getByTestId('location').textContent ?? '';
const us = (compact: string) =>
  `${compact.slice(4, 6)}/${compact.slice(6, 8)}/${compact.slice(0, 4)}`;

function addressApi(reply: (where: string) => unknown = () => []) {
  return mockApi({
    'GET /api/hotel': (call) => {
      const where = call.query.get('where') ?? '';
      if (where === '') return ok([paris, london]);
      if (where.toLowerCase().startsWith('lon')) return ok([london, heathrow]);
      return ok(reply(where));
    },
  });
}

async function pickLondon(user: ReturnType<typeof renderPage>['user']) {
  const input = screen.getByLabelText('Destination');
  await user.type(input, 'lon');
  const option = await screen.findByRole('option', { name: /London, United Kingdom/ });
  // The best match is already selected: Enter takes it.
  expect(option).toHaveAttribute('data-combobox-selected');
  await user.keyboard('{Enter}');
  expect(input).toHaveValue('London, United Kingdom');
}

describe('hotel search form', () => {
  it('opens on 1 night, 1 room, 1 adult, 3 months out, and searches map mode', async () => {
    addressApi();
    const { user } = renderPage(<HotelSearchForm />);
    const checkIn = addMonthsCompact(todayCompact(), 3);
    const checkOut = addNights(checkIn, 1);
    expect(screen.getByLabelText('Check-in and check-out')).toHaveTextContent(
      `${us(checkIn)} – ${us(checkOut)}`,
    );
    expect(screen.getByText('1 night')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Rooms and guests: 1 room, 1 adult' })).toBeVisible();

    await pickLondon(user);
    await user.click(screen.getByRole('button', { name: 'Search hotels' }));
    expect(location().startsWith('/hotels/map?')).toBe(true);
    expect(Object.fromEntries(new URLSearchParams(location().split('?')[1]))).toEqual({
      address: '-0.1276,51.5072',
      checkin: checkIn,
      checkout: checkOut,
      rooms: '1',
      adults: '1',
      label: 'London, United Kingdom',
    });
  });

  it('searches an airport by its code, with children only when there are some', async () => {
    addressApi();
    const { user } = renderPage(<HotelSearchForm mode="list" />);
    await user.type(screen.getByLabelText('Destination'), 'lon');
    await user.click(await screen.findByRole('option', { name: /Heathrow Airport \(LHR\)/ }));
    await user.click(screen.getByRole('button', { name: /Rooms and guests/ }));
    await user.click(screen.getByRole('button', { name: 'More Children' }));
    await user.click(screen.getByRole('button', { name: 'Search hotels' }));
    const params = new URLSearchParams(location().split('?')[1]);
    expect(location().startsWith('/hotels?')).toBe(true);
    expect(params.get('airportCode')).toBe('LHR');
    expect(params.has('address')).toBe(false);
    expect(params.get('children')).toBe('1');
  });

  it('raises adults with rooms and keeps counters within 1–9', async () => {
    addressApi();
    const { user } = renderPage(<HotelSearchForm />);
    await user.click(screen.getByRole('button', { name: /Rooms and guests/ }));
    const rooms = screen.getByRole('group', { name: 'Rooms' });
    const adults = screen.getByRole('group', { name: 'Adults' });
    expect(within(rooms).getByRole('button', { name: 'Fewer Rooms' })).toBeDisabled();
    await user.click(within(rooms).getByRole('button', { name: 'More Rooms' }));
    await user.click(within(rooms).getByRole('button', { name: 'More Rooms' }));
    expect(within(rooms).getByRole('status')).toHaveTextContent('3');
    expect(within(adults).getByRole('status')).toHaveTextContent('3');
    // Fewer rooms leave the adults alone.
    await user.click(within(rooms).getByRole('button', { name: 'Fewer Rooms' }));
    expect(within(adults).getByRole('status')).toHaveTextContent('3');
    for (let i = 0; i < 8; i += 1) {
      await user.click(within(adults).getByRole('button', { name: 'More Adults' }));
    }
    expect(within(adults).getByRole('status')).toHaveTextContent('9');
    expect(within(adults).getByRole('button', { name: 'More Adults' })).toBeDisabled();
  });

  it('alerts the empty-search tip and stays without a destination', async () => {
    addressApi();
    const { user } = renderPage(<HotelSearchForm />);
    await user.click(screen.getByRole('button', { name: 'Search hotels' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Please fill in the destination and your check-in and check-out dates before searching.',
    );
    expect(screen.getByText('Please fill in the destination')).toBeInTheDocument();
    expect(screen.queryByTestId('location')).not.toBeInTheDocument();
  });

  // Issue 13: a 47-night stay or a check-out before check-in is said, never mended silently.
  const badSearch = (checkIn: string, checkOut: string) => ({
    destination: { address: '-0.1276,51.5072' },
    label: 'London, United Kingdom',
    checkIn,
    checkOut,
    rooms: 1,
    adults: 1,
    children: 0,
  });

  it('keeps a 47-night stay as given and says the 30-night limit instead of searching', async () => {
    addressApi();
    const checkIn = addMonthsCompact(todayCompact(), 1);
    const checkOut = addNights(checkIn, 47);
    const { user } = renderPage(<HotelSearchForm search={badSearch(checkIn, checkOut)} />);
    expect(screen.getByLabelText('Check-in and check-out')).toHaveTextContent(
      `${us(checkIn)} – ${us(checkOut)}`,
    );
    expect(screen.getByText('47 nights')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('A stay can be at most 30 nights');
    await user.click(screen.getByRole('button', { name: 'Search hotels' }));
    expect(screen.queryByTestId('location')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Check-in and check-out')).toHaveTextContent(us(checkOut));
  });

  it('keeps a check-out before check-in as given and says it must be after', async () => {
    addressApi();
    const checkIn = addMonthsCompact(todayCompact(), 1);
    const checkOut = addNights(checkIn, -3);
    const { user } = renderPage(<HotelSearchForm search={badSearch(checkIn, checkOut)} />);
    expect(screen.getByRole('alert')).toHaveTextContent('Check-out must be after check-in');
    expect(screen.getByLabelText('Check-in and check-out')).toHaveAccessibleDescription(
      /Check-out must be after check-in/,
    );
    await user.click(screen.getByRole('button', { name: 'Search hotels' }));
    expect(screen.queryByTestId('location')).not.toBeInTheDocument();
  });

  it('waits for a pause before looking up, lists recommendations and says when nothing matches', async () => {
    const api = addressApi();
    const { user } = renderPage(<HotelSearchForm />);
    const input = screen.getByLabelText('Destination');
    await user.click(input);
    // An empty input: the recommendations (the same call with an empty `where`).
    const group = await screen.findByRole('group', { name: 'Popular destinations' });
    expect(within(group).getAllByRole('option')).toHaveLength(2);
    expect(api.callsTo('GET', '/api/hotel')[0]!.query.get('t')).toBe('a');

    await user.type(input, 'lon');
    await screen.findByRole('option', { name: /London, United Kingdom/ });
    // Typed quickly: one lookup for "lon", none for "l" or "lo".
    const wheres = api.callsTo('GET', '/api/hotel').map((call) => call.query.get('where'));
    expect(wheres).toEqual(['', 'lon']);

    await user.clear(input);
    await user.type(input, 'zzq');
    expect(await screen.findByText('There is no matched result!')).toBeInTheDocument();
  });

  it('treats an answer that is not a list as an error', async () => {
    mockApi({ 'GET /api/hotel': ok({ cities: [] }) });
    const { user } = renderPage(<HotelSearchForm />);
    await user.type(screen.getByLabelText('Destination'), 'abc');
    expect(
      await screen.findByText('Destinations could not be loaded. Please try again.'),
    ).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('option')).not.toBeInTheDocument());
  });
});
