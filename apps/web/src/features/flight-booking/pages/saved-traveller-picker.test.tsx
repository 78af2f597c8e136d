import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
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
