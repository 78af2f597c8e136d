import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { startSession } from '../../../lib/session';
import { loginData, mockApi, ok } from '../../../test/mock-api';
import { renderPage } from '../../../test/render';
import { addDays, addMonths, isoToUs, todayIso } from './dates';
import { FlightSearchForm } from './flight-search-form';

afterEach(() => {
  vi.unstubAllGlobals();
});

const location = () => screen.getByTestId('location').textContent ?? '';

function airportsApi() {
  return mockApi({
    'GET /api/Airports/Recommended': ok([
      { name: 'Los Angeles International Airport', iata: 'LAX' },
      { name: 'John F Kennedy International Airport', iata: 'JFK' },
    ]),
    'GET /api/Airports/Search': (call) =>
      call.query.get('q') === 'sea'
        ? ok([
            {
              value: 'SEA',
              label: '(SEA) Seattle Tacoma International Airport, Seattle, United States',
              name: 'Seattle Tacoma International Airport',
              city: 'Seattle',
              country: 'United States',
              countryCode: 'US',
              kind: 'airport',
              airports: ['SEA'],
            },
          ])
        : ok([]),
  });
}

describe('flight search form', () => {
  it('opens on a round trip LAX → SFO, 3 months out for 7 days, and searches it', async () => {
    airportsApi();
    const { user } = renderPage(<FlightSearchForm />);
    expect(screen.getByRole('radio', { name: 'Round trip' })).toBeChecked();
    expect(screen.getByLabelText('From')).toHaveValue('LAX');
    expect(screen.getByLabelText('To')).toHaveValue('SFO');
    const departure = addMonths(todayIso(), 3);
    const back = addDays(departure, 7);
    expect(screen.getByLabelText('Departure and return dates')).toHaveTextContent(
      `${isoToUs(departure)} – ${isoToUs(back)}`,
    );
    expect(screen.getByLabelText('Cabin')).toHaveValue('A');

    await user.click(screen.getByRole('button', { name: 'Search flights' }));
    const params = new URLSearchParams(location().split('?')[1]);
    expect(location().startsWith('/flights?')).toBe(true);
    expect(Object.fromEntries(params)).toEqual({
      tripType: 'roundtrip',
      departureAirport: 'LAX',
      destinationAirport: 'SFO',
      departureDate: isoToUs(departure),
      returnDate: isoToUs(back),
      adults: '1',
      children: '0',
      cabin: 'A',
    });
  });

  it('clears the dates on switching to round trip and alerts instead of searching', async () => {
    airportsApi();
    const { user } = renderPage(<FlightSearchForm />);
    await user.click(screen.getByRole('radio', { name: 'One-way' }));
    expect(screen.getByLabelText('Departure date')).toHaveTextContent(
      isoToUs(addMonths(todayIso(), 3)),
    );
    await user.click(screen.getByRole('radio', { name: 'Round trip' }));
    expect(screen.getByLabelText('Departure and return dates')).not.toHaveTextContent('/');

    await user.click(screen.getByRole('button', { name: 'Search flights' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Please fill in the departure, arrival and travel dates before searching.',
    );
    expect(screen.getByText('Please fill in the departure date')).toBeInTheDocument();
    expect(screen.queryByTestId('location')).not.toBeInTheDocument();
  });

  it('chains multi-city legs and removes only legs after the first', async () => {
    airportsApi();
    const { user } = renderPage(<FlightSearchForm />);
    await user.click(screen.getByRole('radio', { name: 'Multi-city' }));
    const second = screen.getByRole('group', { name: 'Flight 2' });
    expect(within(second).getByLabelText('From')).toHaveValue('SFO');
    expect(within(second).getByLabelText('To')).toHaveValue('');
    expect(screen.queryByRole('button', { name: 'Remove flight 1' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Add another flight' }));
    expect(screen.getByRole('group', { name: 'Flight 3' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Remove flight 2' }));
    expect(screen.queryByRole('group', { name: 'Flight 3' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Search flights' }));
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    expect(screen.getByText('Please fill in the arrival airport')).toBeInTheDocument();
  });

  it('marks the legs on a multi-city calendar as The Nth route', async () => {
    airportsApi();
    const { user } = renderPage(<FlightSearchForm />);
    await user.click(screen.getByRole('radio', { name: 'Multi-city' }));
    const second = screen.getByRole('group', { name: 'Flight 2' });
    await user.click(within(second).getByLabelText('Departure date'));
    const departure = addMonths(todayIso(), 3);
    const day = Number(departure.slice(8, 10));
    const marked = await screen.findAllByRole('button', { name: /The 1st route/ });
    expect(marked.length).toBeGreaterThan(0);
    expect(marked[0]).toHaveTextContent(String(day));
  });

  it('looks airports up after a pause, lists recommendations and says when nothing matches', async () => {
    const api = airportsApi();
    const { user } = renderPage(<FlightSearchForm />);
    const to = screen.getByLabelText('To');
    await user.clear(to);
    expect(await screen.findByRole('option', { name: /\(JFK\)/ })).toBeInTheDocument();
    await user.type(to, 'sea');
    const option = await screen.findByRole('option', { name: /Seattle Tacoma/ });
    expect(api.callsTo('GET', '/api/Airports/Search')).toHaveLength(1);
    expect(api.callsTo('GET', '/api/Airports/Search')[0]!.query.get('lan')).toBe('en');
    // Keyboard: the best match is already selected, Enter takes it.
    expect(option).toHaveAttribute('data-combobox-selected');
    await user.keyboard('{Enter}');
    expect(to).toHaveValue('(SEA) Seattle Tacoma International Airport, Seattle, United States');

    await user.clear(to);
    await user.type(to, 'zzq');
    expect(await screen.findByText('There is no matched result!')).toBeInTheDocument();
    await waitFor(() => expect(api.callsTo('GET', '/api/Airports/Search')).toHaveLength(2));
  });

  it('never silently keeps or replaces an airport nobody picked (issue 13 §1)', async () => {
    airportsApi();
    const { user } = renderPage(<FlightSearchForm />);
    const from = screen.getByLabelText('From');
    expect(from).toHaveValue('LAX');
    await user.clear(from);
    await user.type(from, 'asdfgh');
    expect(await screen.findByText('There is no matched result!')).toBeInTheDocument();
    await user.tab();
    // The text stays as typed, and the field says why it is not an airport.
    expect(from).toHaveValue('asdfgh');
    expect(from).toHaveAccessibleDescription(
      'No airport matches “asdfgh”. Type another city or airport and choose it from the list.',
    );
    // LAX is not searched behind the traveller's back.
    await user.click(screen.getByRole('button', { name: 'Search flights' }));
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    expect(screen.queryByTestId('location')).not.toBeInTheDocument();

    // Editing the text takes the message away; picking a match makes it the value.
    await user.clear(from);
    await user.type(from, 'sea');
    await user.click(await screen.findByRole('option', { name: /Seattle Tacoma/ }));
    expect(from).toHaveValue('(SEA) Seattle Tacoma International Airport, Seattle, United States');
    expect(screen.queryByText(/No airport matches/)).not.toBeInTheDocument();
  });

  it('offers only the cabin the signed-in user is limited to', () => {
    airportsApi();
    startSession({ ...loginData({ LimitCabin: 2 }) });
    renderPage(<FlightSearchForm />);
    const cabin = screen.getByLabelText('Cabin');
    expect(cabin).toHaveValue('P');
    expect(
      within(cabin)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Premium economy']);
  });
});
