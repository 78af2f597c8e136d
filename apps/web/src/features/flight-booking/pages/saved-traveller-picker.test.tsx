import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { BookPage } from './book-page';
import { loginData, mockApi, ok } from '../../../test/mock-api';
import { renderPage } from '../../../test/render';
import { startSession } from '../../../lib/session';
import { COUNTRIES, offer, storeDraft } from '../../../test/flight-fixtures';

afterEach(() => vi.unstubAllGlobals());

const GRACE = {
  id: '3f0c1a52-6d6e-4c1b-9a0e-7f2d5b8c9e01',
  firstName: 'Grace',
  middleName: '',
  lastName: 'Hopper',
  birthday: '1906-12-09',
  gender: 'Female',
  phoneNumber: null,
};

describe('/book saved-traveller picker', { timeout: 30_000 }, () => {
  it('fills a slot from a saved traveller, who then cannot fill another slot', async () => {
    startSession(loginData());
    storeDraft();
    mockApi({
      'POST /api/Prebooking': ok({
        offer: offer(),
        brandId: 'basic',
        priceChanged: false,
        previousTotal: 24_000,
        total: 24_000,
      }),
      'GET /api/WorldCities/GetCountries': ok(COUNTRIES),
      'GET /api/FrequentlyUsers': ok([GRACE]),
    });
    const { user } = renderPage(<BookPage />, { path: '/book' });
    const first = within(await screen.findByRole('group', { name: /^Adult 1/ }));
    await user.click(await first.findByLabelText('Saved traveller', { selector: 'input' }));
    await user.click(await screen.findByRole('option', { name: 'Grace Hopper' }));
    expect(first.getByLabelText(/^First name/)).toHaveValue('Grace');
    expect(first.getByLabelText(/^Last name/)).toHaveValue('Hopper');
    expect(first.getByLabelText(/^Date of birth/)).toHaveValue('1906-12-09');

    const second = within(screen.getByRole('group', { name: /^Adult 2/ }));
    await user.click(second.getByLabelText('Saved traveller', { selector: 'input' }));
    expect(await screen.findByRole('option', { name: 'Grace Hopper' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  });

  it('fills the first adult and the mobile with the signed-in traveller, also in the picker', async () => {
    startSession(loginData());
    storeDraft();
    const SELF = {
      id: '9a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d',
      firstName: 'Ada',
      middleName: '',
      lastName: 'Lovelace',
      birthday: '1990-12-10',
      gender: 'Female',
      phoneNumber: '+44 20 7946 0000',
      self: true,
    };
    const api = mockApi({
      'POST /api/Prebooking': ok({
        offer: offer(),
        brandId: 'basic',
        priceChanged: false,
        previousTotal: 24_000,
        total: 24_000,
      }),
      'GET /api/WorldCities/GetCountries': ok(COUNTRIES),
      'GET /api/FrequentlyUsers': ok([SELF, GRACE]),
    });
    const { user } = renderPage(<BookPage />, { path: '/book' });
    const first = within(await screen.findByRole('group', { name: /^Adult 1/ }));
    await waitFor(() => expect(first.getByLabelText(/^First name/)).toHaveValue('Ada'));
    expect(api.callsTo('GET', '/api/FrequentlyUsers')[0]!.query.get('includeSelf')).toBe('true');
    expect(first.getByLabelText(/^Last name/)).toHaveValue('Lovelace');
    expect(first.getByLabelText(/^Date of birth/)).toHaveValue('1990-12-10');
    expect(first.getByLabelText('Saved traveller', { selector: 'input' })).toHaveValue(
      'Ada Lovelace (you)',
    );
    // The second adult is left to the traveller; the holder fills one slot only.
    const second = within(screen.getByRole('group', { name: /^Adult 2/ }));
    expect(second.getByLabelText(/^First name/)).toHaveValue('');
    await user.click(second.getByLabelText('Saved traveller', { selector: 'input' }));
    expect(await screen.findByRole('option', { name: 'Ada Lovelace (you)' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await user.keyboard('{Escape}');
    // The lower sections load on the form's first focus.
    const contact = within(await screen.findByRole('group', { name: 'Contact details' }));
    expect(contact.getByLabelText(/^Mobile phone/)).toHaveValue('+44 20 7946 0000');
  });

  it('is not offered to visitors', async () => {
    storeDraft();
    const api = mockApi({
      'POST /api/Prebooking': ok({
        offer: offer(),
        brandId: 'basic',
        priceChanged: false,
        previousTotal: 24_000,
        total: 24_000,
      }),
      'GET /api/WorldCities/GetCountries': ok(COUNTRIES),
    });
    renderPage(<BookPage />, { path: '/book' });
    const first = within(await screen.findByRole('group', { name: /^Adult 1/ }));
    expect(first.queryByLabelText('Saved traveller')).toBeNull();
    expect(api.callsTo('GET', '/api/FrequentlyUsers')).toHaveLength(0);
  });
});
