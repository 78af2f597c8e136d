import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import type { FlightOffer } from '@travel/contracts/flights';
import { BookPage } from './book-page';
import { mockApi, ok, type RecordedCall } from '../../../test/mock-api';
import { renderPage } from '../../../test/render';
import { brand, offer, storeDraft } from '../../../test/flight-fixtures';
import { baseApi } from '../test/book-setup';

afterEach(() => {
  vi.unstubAllGlobals();
});

/** An adult, a child of 7 and a lap infant on one fare: the API's prices, to the cent. */
const fare = brand({
  adultPrice: 20_000,
  adultTax: 4_000,
  childPrice: 15_000,
  childTax: 3_000,
  infantPrice: 2_000,
  infantTax: 3_880,
  totalPrice: 24_000 + 18_000 + 5_880,
});
const family = (): FlightOffer => offer({ adults: 1, children: 1, infants: 1, brands: [fare] });

const prebook = (call: RecordedCall) => {
  const { brandId } = call.body as { brandId: string };
  return ok({
    offer: family(),
    brandId,
    priceChanged: false,
    previousTotal: fare.totalPrice,
    total: fare.totalPrice,
  });
};

describe('/book with a lap infant (issue 13 §1)', { timeout: 30_000 }, () => {
  it('has a form per traveller, the child’s age in its heading, and the infant’s fare lines', async () => {
    storeDraft({
      offer: family(),
      adults: 1,
      children: 1,
      infants: 1,
      childAges: [7],
      brandId: fare.brandId,
    });
    mockApi({ ...baseApi, 'POST /api/Prebooking': prebook });
    renderPage(<BookPage />, { path: '/book' });
    expect(await screen.findByRole('group', { name: /^Adult 1/ })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: /^Child 1 · age 7/ })).toBeInTheDocument();
    const infant = within(screen.getByRole('group', { name: /^Infant on lap 1/ }));
    expect(infant.getByText(/Travels on an adult's lap/)).toBeInTheDocument();
    expect(infant.getByLabelText(/^First name/)).toBeRequired();
    expect(infant.getByLabelText(/^Date of birth/)).toBeRequired();
    // No frequent-flyer or known traveller numbers for a lap infant.
    expect(infant.queryByLabelText(/Known traveller number/)).not.toBeInTheDocument();

    await waitFor(() => expect(screen.getByTestId('book-total')).toHaveTextContent('$478.80'));
    expect(screen.getByText('Fare, 1 lap infant')).toBeInTheDocument();
    expect(screen.getByText('Taxes, 1 lap infant')).toBeInTheDocument();
    expect(screen.getByText('$20.00')).toBeInTheDocument();
    expect(screen.getByText('$38.80')).toBeInTheDocument();
  });
});
