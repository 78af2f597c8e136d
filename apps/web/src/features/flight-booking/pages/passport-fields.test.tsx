import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import type { FlightOffer } from '@travel/contracts/flights';
import { BookPage } from './book-page';
import { mockApi, ok } from '../../../test/mock-api';
import { renderPage } from '../../../test/render';
import { COUNTRIES, offer, storeDraft } from '../../../test/flight-fixtures';

afterEach(() => vi.unstubAllGlobals());

/** The fixture's LAX⇄SFO round trip, its airports' countries named (as the supplier sends them). */
function trip(country: string, airline = 'UA'): FlightOffer {
  const o = offer();
  return {
    ...o,
    trips: o.trips.map((t, i) => ({
      ...t,
      segments: t.segments.map((s) => ({
        ...s,
        airlineCode: airline,
        departureCountryCode: 'US',
        arrivalCountryCode: i === 0 ? country : 'US',
      })),
    })),
  };
}

function open(o: FlightOffer) {
  storeDraft({ offer: o });
  mockApi({
    'POST /api/Prebooking': ok({
      offer: o,
      brandId: 'basic',
      priceChanged: false,
      previousTotal: 24_000,
      total: 24_000,
    }),
    'GET /api/WorldCities/GetCountries': ok(COUNTRIES),
  });
  renderPage(<BookPage />, { path: '/book' });
}

/** Issue 13 §2: the passport is asked only where the trip needs it (travel-documents.ts). */
describe('/book passport fields', { timeout: 30_000 }, () => {
  it('are left out of a trip within one country, with a word on why', async () => {
    open(trip('US'));
    const first = within(await screen.findByRole('group', { name: /^Adult 1/ }));
    expect(first.getByLabelText(/^First name/)).toHaveAttribute(
      'autocomplete',
      'section-traveller-1 given-name',
    );
    expect(first.getByLabelText(/^Date of birth/)).toHaveAttribute(
      'autocomplete',
      'section-traveller-1 bday',
    );
    expect(first.queryByLabelText(/^Passport number/)).toBeNull();
    expect(first.queryByLabelText(/^Nationality/)).toBeNull();
    expect(first.getByText(/No passport needed/)).toBeInTheDocument();
    expect(first.getByText(/as they appear on the ID you travel with/)).toBeInTheDocument();
  });

  it('are asked on an international trip', async () => {
    open(trip('MX'));
    const first = within(await screen.findByRole('group', { name: /^Adult 1/ }));
    expect(first.getByLabelText(/^Passport number/)).toBeInTheDocument();
    expect(first.getByLabelText(/^Passport expiry date/)).toBeInTheDocument();
    expect(first.getByLabelText(/^Nationality/, { selector: 'input' })).toBeInTheDocument();
    expect(first.getByLabelText(/^Passport issued in/, { selector: 'input' })).toBeInTheDocument();
  });

  it('are asked of a domestic trip on an airline that asks for documents', async () => {
    open(trip('US', 'CA'));
    const first = within(await screen.findByRole('group', { name: /^Adult 1/ }));
    expect(first.getByLabelText(/^Passport number/)).toBeInTheDocument();
  });
});
