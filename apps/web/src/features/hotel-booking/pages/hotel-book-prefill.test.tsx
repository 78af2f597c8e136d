import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { HotelBookPage } from './hotel-book-page';
import { loginData, mockApi, ok } from '../../../test/mock-api';
import { renderPage } from '../../../test/render';
import { startSession } from '../../../lib/session';
import { COUNTRIES } from '../../../test/flight-fixtures';
import { HOTEL_ID, hotelRule } from '../test/hotel-fixtures';

afterEach(() => {
  vi.unstubAllGlobals();
  sessionStorage.clear();
});

const URL = `/hotel/${HOTEL_ID}/book?checkin=20300610&checkout=20300612&rooms=1&adults=1&room=DK-R`;

/** Issue 13 §2: a signed-in traveller's own details fill the hotel booking form. */
describe('/hotel/{id}/book prefill', { timeout: 60_000 }, () => {
  it('fills the first guest and the mobile from the account holder', async () => {
    startSession(loginData());
    const api = mockApi({
      'POST /api/SearchHotelRuleNew': ok(hotelRule()),
      'GET /api/WorldCities/GetCountries': ok(COUNTRIES),
      'GET /api/FrequentlyUsers': ok([
        {
          id: '9a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d',
          firstName: 'Ada',
          middleName: '',
          lastName: 'Lovelace',
          birthday: '1990-12-10',
          gender: 'Female',
          phoneNumber: '+44 20 7946 0000',
          self: true,
        },
      ]),
    });
    renderPage(<HotelBookPage />, { path: '/hotel/:id/book', url: URL });
    await screen.findByRole('heading', { name: 'Grand Thames Hotel' });
    await waitFor(() => expect(screen.getByLabelText(/^Mobile/)).toHaveValue('+44 20 7946 0000'));
    expect(api.callsTo('GET', '/api/FrequentlyUsers')[0]!.query.get('includeSelf')).toBe('true');
    const guest = screen.getAllByLabelText(/^First name/)[0]!;
    expect(guest).toHaveValue('Ada');
    expect(within(guest.closest('fieldset')!).getByLabelText(/^Last name/)).toHaveValue('Lovelace');
  });
});
