import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { SANDBOX_CARDS } from '@travel/contracts/flight-booking';
import { BookPage } from './book-page';
import { fail, mockApi, ok } from '../../../test/mock-api';
import { renderPage } from '../../../test/render';
import { offer, orderDetail, storeDraft } from '../../../test/flight-fixtures';
import { ADA, baseApi, submitButton } from '../test/book-setup';
import { fillCard, fillContact, fillTraveller } from '../test/fill';

afterEach(() => {
  vi.unstubAllGlobals();
  sessionStorage.clear();
});

/** /book before booking: re-pricing, brands and the form's own checks (book-submit.test: booking). */
describe('/book', { timeout: 30_000 }, () => {
  it('says an expired fare has expired and searches again from the same results', async () => {
    const draft = storeDraft({ offer: offer({ expiresAt: '2000-01-01T00:00:00Z' }) });
    const api = mockApi(baseApi);
    renderPage(<BookPage />, { path: '/book' });
    expect(await screen.findByRole('heading', { name: 'This fare has expired' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Search again' })).toHaveAttribute(
      'href',
      draft.searchUrl,
    );
    expect(api.callsTo('POST', '/api/Prebooking')).toHaveLength(0);
  });

  it('re-prices on arrival and asks before accepting a new price', async () => {
    storeDraft();
    mockApi({
      ...baseApi,
      'POST /api/Prebooking': () => {
        const o = offer({ offerId: 'offer-2' });
        o.brands[0] = { ...o.brands[0]!, totalPrice: 26_000 };
        return ok({
          offer: o,
          brandId: 'basic',
          priceChanged: true,
          previousTotal: 24_000,
          total: 26_000,
        });
      },
    });
    const { user } = renderPage(<BookPage />, { path: '/book' });
    const dialog = await screen.findByRole('dialog', { name: 'The price has changed' });
    expect(dialog).toHaveTextContent('$240.00');
    expect(dialog).toHaveTextContent('$260.00');
    await user.click(within(dialog).getByRole('button', { name: 'Continue at the new price' }));
    await waitFor(() => expect(screen.getByTestId('book-total')).toHaveTextContent('$260.00'));
    expect(JSON.parse(localStorage.getItem('booking') ?? '{}').offer.offerId).toBe('offer-2');
  });

  it('re-prices through Prebooking when another brand is chosen', async () => {
    storeDraft();
    const api = mockApi(baseApi);
    const { user } = renderPage(<BookPage />, { path: '/book' });
    const flex = await screen.findByRole('radio', { name: 'Flex' });
    // The brands are disabled while the arrival re-price runs.
    await waitFor(() => expect(flex).toBeEnabled());
    await user.click(flex);
    await waitFor(() => expect(screen.getByTestId('book-total')).toHaveTextContent('$440.00'));
    expect(api.callsTo('POST', '/api/Prebooking').map((c) => c.body)).toEqual([
      { offerId: 'offer-1', brandId: 'basic' },
      { offerId: 'offer-1', brandId: 'flex' },
    ]);
  });

  it('names each group to check, focuses the first bad field and sends nothing', async () => {
    storeDraft();
    const api = mockApi(baseApi);
    const { user } = renderPage(<BookPage />, { path: '/book' });
    await user.click(await screen.findByRole('button', { name: 'Continue to seats and payment' }));
    // The rules and the alert load at the first submit: give them time on a busy machine.
    const alert = await screen.findByRole('alert', undefined, { timeout: 10_000 });
    for (const text of [
      'Please check passenger information',
      'Please check contact information',
      'Please accept the fare rules and terms',
    ]) {
      expect(alert).toHaveTextContent(text);
    }
    // The card is asked on the payment step, once the order exists.
    expect(alert).not.toHaveTextContent('Please check payment information');
    expect(screen.getAllByText('Please fill in First name').length).toBe(2);
    await waitFor(() =>
      expect(document.activeElement).toBe(
        within(screen.getByRole('group', { name: /^Adult 1/ })).getByLabelText(/^First name/),
      ),
    );
    expect(api.callsTo('POST', '/api/Book')).toHaveLength(0);
  });

  it('flags a traveller whose age on the travel date does not fit the place, and a passport expiring before the return', async () => {
    storeDraft();
    mockApi(baseApi);
    const { user } = renderPage(<BookPage />, { path: '/book' });
    await screen.findByRole('group', { name: /^Adult 1/ });
    // 8 years old on 06/10/2030: a child in an adult's place.
    await fillTraveller(user, /^Adult 1/, { ...ADA, birthday: '2022-01-01', expiry: '2030-06-16' });
    await user.click(submitButton());
    const adult = within(screen.getByRole('group', { name: /^Adult 1/ }));
    expect(
      await adult.findByText(/On 06\/10\/2030 this traveller is 8\. This place is for an adult/),
    ).toBeInTheDocument();
    expect(
      adult.getByText('The passport must be valid beyond your last travel date (06/17/2030).'),
    ).toBeInTheDocument();
    expect(adult.getByText('Child on the travel date')).toBeInTheDocument();
  });

  it('checks the card on the payment step: Luhn, expiry in the past is not offered, CVV length by brand', async () => {
    sessionStorage.setItem('orderAccess', JSON.stringify({ TO1: 'ada@example.com' }));
    const api = mockApi({
      ...baseApi,
      'GET /api/OrderDetail': ok(
        orderDetail({ orderNo: 'TO1', status: 'awaitingPayment', canPay: true }),
      ),
    });
    const { user } = renderPage(<BookPage />, { path: '/book', url: '/book?order=TO1&step=pay' });
    await fillCard(user, '4242424242424241');
    const payButton = () => screen.getByRole('button', { name: 'Pay' });
    await user.click(payButton());
    expect(
      await screen.findByText('This card number is not valid. Check the digits.'),
    ).toBeInTheDocument();
    const card = within(screen.getByRole('group', { name: 'Card details' }));
    const number = card.getByLabelText(/^Card number/, { selector: 'input' });
    await user.clear(number);
    await user.click(number);
    await user.paste(SANDBOX_CARDS.amexSuccess);
    // The brand is read from the number (issue 13 §2): no card type to choose.
    expect(card.getByText('American Express')).toBeInTheDocument();
    await user.click(payButton());
    expect(await screen.findByText('Enter the 4-digit security code.')).toBeInTheDocument();
    expect(screen.queryByText('This card number is not valid. Check the digits.')).toBeNull();
    expect(api.callsTo('POST', '/api/Payment')).toHaveLength(0);
  });

  it('rejects a malformed email code before sending', async () => {
    storeDraft();
    mockApi(baseApi);
    const { user } = renderPage(<BookPage />, { path: '/book' });
    const contact = within(await screen.findByRole('group', { name: 'Contact details' }));
    await user.click(contact.getByLabelText(/^Email verification code/));
    await user.paste('12ab');
    await user.click(submitButton());
    expect(await contact.findByText('code format error')).toBeInTheDocument();
  });

  it('shows the rate-limit message when a code is asked for too soon', async () => {
    storeDraft();
    mockApi({
      ...baseApi,
      'POST /api/Account/SendMailVerificationCode': fail(
        429,
        'operationFrequent',
        'The operation is frequent, please try again later',
      ),
    });
    const { user } = renderPage(<BookPage />, { path: '/book' });
    await fillContact(user);
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    expect(
      await screen.findByText('The operation is frequent, please try again later'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Resend in \d+ s/ })).toBeDisabled();
  });
});
