import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { fail, mockApi } from '../../../test/mock-api';
import { renderPage } from '../../../test/render';
import { resetSessionForTests } from '../../../lib/session';
import { orderEmail } from '../../../lib/order-access';
import { readDraft } from '../lib/book-draft';
import { storeFilledDraft } from '../test/stored-draft';
import {
  DEPARTURE_DATE,
  TOUR_ID,
  bookingResult,
  checkoutSession,
  priceTour,
  tourInfo,
  tourOk,
} from '../test/tour-fixtures';
import { TourConfirmPage } from './tour-confirm-page';

const assign = vi.fn();

afterEach(() => {
  resetSessionForTests();
  vi.unstubAllGlobals();
  assign.mockReset();
  sessionStorage.clear();
});

const PATH = '/tour/book/:id/confirm';
const URL = `/tour/book/${TOUR_ID}/confirm`;

describe('/tour/book/{id}/confirm', { timeout: 60_000 }, () => {
  it('books (SaveOrder), then opens the hosted checkout for the order', async () => {
    vi.stubGlobal('location', { ...window.location, assign });
    const api = mockApi({
      'POST /api/tourdetail': tourOk(tourInfo()),
      'POST /api/PriceTour': tourOk(priceTour()),
      'POST /api/SaveOrder': tourOk(bookingResult()),
      'POST /api/PayStripe': {
        status: 200,
        body: { code: 0, msg: 'success', data: checkoutSession() },
      },
    });
    storeFilledDraft(300_000);
    renderPage(<TourConfirmPage />, { path: PATH, url: URL });
    expect(await screen.findByText('Adaa Lovelace (Adult)')).toBeInTheDocument();
    const book = screen.getByRole('button', { name: 'Book and pay' });
    await waitFor(() => expect(book).toBeEnabled());
    fireEvent.click(book);
    await waitFor(() => expect(assign).toHaveBeenCalledWith(checkoutSession().url));
    const saved = api.callsTo('POST', '/api/SaveOrder')[0]!;
    expect(saved.headers.get('Idempotency-Key')).toBeTruthy();
    expect(saved.body).toMatchObject({
      tourid: TOUR_ID,
      cttq: DEPARTURE_DATE,
      expectedTotal: 300_000,
      acceptTerms: true,
      insurance: 'self',
      contact: { phone: '+33 612345678', email: 'ada@example.com' },
    });
    expect((saved.body as { tourists: unknown[] }).tourists).toHaveLength(2);
    expect(api.callsTo('POST', '/api/PayStripe')[0]?.body).toMatchObject({
      orderNo: 'TO20300601A1',
      email: 'ada@example.com',
      paymentType: 'Stripe',
    });
    // A visitor opens the order later with the booking email; the draft is gone.
    expect(orderEmail('TO20300601A1')).toBe('ada@example.com');
    expect(readDraft('tour', TOUR_ID)).toBeNull();
  });

  it('a moved price: tourBookResult.submitOrderFail, nothing paid, the draft kept', async () => {
    const api = mockApi({
      'POST /api/tourdetail': tourOk(tourInfo()),
      'POST /api/PriceTour': tourOk(priceTour()),
      'POST /api/SaveOrder': fail(409, 'tourPriceChanged', 'price changed, please refresh'),
    });
    storeFilledDraft(300_000);
    renderPage(<TourConfirmPage />, { path: PATH, url: URL });
    const book = await screen.findByRole('button', { name: 'Book and pay' });
    await waitFor(() => expect(book).toBeEnabled());
    fireEvent.click(book);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The order could not be submitted');
    expect(alert).toHaveTextContent('The price has changed since you opened the form');
    expect(api.callsTo('POST', '/api/PayStripe')).toHaveLength(0);
    expect(readDraft('tour', TOUR_ID)).not.toBeNull();
  });

  it('without a draft, goes back to the form', async () => {
    mockApi({ 'POST /api/tourdetail': tourOk(tourInfo()) });
    renderPage(<TourConfirmPage />, { path: PATH, url: URL });
    expect(await screen.findByTestId('location')).toHaveTextContent(`/tour/book/${TOUR_ID}`);
  });
});
