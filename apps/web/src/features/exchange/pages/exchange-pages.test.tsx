import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { SANDBOX_CARDS } from '@travel/contracts/flight-booking';
import { orderDetail } from '../../../test/flight-fixtures';
import { fail, mockApi, ok } from '../../../test/mock-api';
import { renderPage } from '../../../test/render';
import { rememberOrderEmail } from '../../../lib/order-access';
import { fillCard } from '../../../components/payment/test/fill-card';
import { readExchangeDraft } from '../lib/exchange-draft';
import {
  changeOffer,
  exchangeBrand,
  history,
  quoteOf,
  searchResult,
  storeExchangeDraft,
} from '../test/exchange-fixtures';
import { brand } from '../../../test/flight-fixtures';
import { ExchangeInitPage } from './exchange-init-page';
import { ExchangeOrderPage } from './exchange-order-page';
import { ExchangeSearchPage } from './exchange-search-page';
import { ExchangeSuccessPage } from './exchange-success-page';

const ORDER_NO = orderDetail().orderNo;

afterEach(() => {
  vi.unstubAllGlobals();
  sessionStorage.clear();
});

describe('/exchange/init', { timeout: 30_000 }, () => {
  it('refuses a fare that cannot be changed and shows no form', async () => {
    mockApi({
      'GET /api/OrderDetail': ok(
        orderDetail({
          canExchange: false,
          brand: {
            ...orderDetail().brand,
            rules: { ...orderDetail().brand.rules, changePenalty: 'non' },
          },
        }),
      ),
    });
    renderPage(<ExchangeInitPage />, {
      path: '/exchange/init',
      url: `/exchange/init?orderNo=${ORDER_NO}`,
    });
    expect(await screen.findByText('This order cannot be changed online')).toBeVisible();
    expect(screen.getByText('This fare cannot be changed')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Find change offers' })).toBeNull();
  });

  it('says an order that is not issued cannot be changed', async () => {
    mockApi({
      'GET /api/OrderDetail': ok(orderDetail({ status: 'awaitingPayment', canExchange: false })),
    });
    renderPage(<ExchangeInitPage />, {
      path: '/exchange/init',
      url: `/exchange/init?orderNo=${ORDER_NO}`,
    });
    expect(await screen.findByText(/Only issued tickets can be changed/)).toBeVisible();
  });

  it('shows the change terms and will not search until every trip has a date', async () => {
    const api = mockApi({ 'GET /api/OrderDetail': ok(orderDetail()) });
    const { user } = renderPage(<ExchangeInitPage />, {
      path: '/exchange/init',
      url: `/exchange/init?orderNo=${ORDER_NO}`,
    });
    expect(await screen.findByText(/can be changed for USD 75 per traveller/)).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Original itinerary' })).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Find change offers' }));
    expect(await screen.findByText('Please fill in Outbound')).toBeVisible();
    expect(screen.getByText('Please fill in Return')).toBeVisible();
    expect(screen.queryByTestId('location')).toBeNull();
    expect(api.callsTo('POST', '/api/Exchange/Search')).toHaveLength(0);
  });

  it('shows what went wrong for an order that is not yours', async () => {
    mockApi({ 'GET /api/OrderDetail': fail(403, 1503, 'not authorised to operate this order') });
    renderPage(<ExchangeInitPage />, {
      path: '/exchange/init',
      url: `/exchange/init?orderNo=${ORDER_NO}`,
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      /not authorised|not allowed|permission/i,
    );
  });
});

describe('/exchange/search', { timeout: 30_000 }, () => {
  const url = `/exchange/search?orderNo=${ORDER_NO}&dates=06%2F20%2F2030%7C06%2F27%2F2030`;

  it('sends the new dates and shows each offer with its difference, fee and total', async () => {
    const api = mockApi({ 'POST /api/Exchange/Search': ok(searchResult()) });
    const { user } = renderPage(<ExchangeSearchPage />, { path: '/exchange/search', url });
    expect(await screen.findByText('1 change offer')).toBeVisible();
    expect(api.callsTo('POST', '/api/Exchange/Search')[0]?.body).toMatchObject({
      orderNo: ORDER_NO,
      trips: [{ departureDate: '06/20/2030' }, { departureDate: '06/27/2030' }],
    });
    expect(screen.getByText('Fare difference')).toBeVisible();
    expect(screen.getByText('Change fee (USD 75 × 2)')).toBeVisible();
    expect(screen.getByTestId('total-to-pay')).toHaveTextContent('180.00');
    await user.click(screen.getByRole('button', { name: 'Change to this flight' }));
    expect(await screen.findByTestId('location')).toHaveTextContent(
      `/exchange/order?orderNo=${ORDER_NO}`,
    );
    const draft = readExchangeDraft(ORDER_NO);
    expect(draft?.offer.offerId).toBe('change-1');
    expect(draft?.brandId).toBe('E-STANDARD');
    expect(draft?.idempotencyKey).toBeTruthy();
  });

  it('lists the fares cheapest first and says what a downgrade gives up', async () => {
    const flexRules = {
      refundPenalty: 'able',
      changePenalty: 'able',
      endorsementPenalty: 'able',
      changeFeeCents: 0,
      refundFeeCents: 0,
    };
    mockApi({
      'POST /api/Exchange/Search': ok(
        searchResult({
          originalBrand: brand({ brandId: 'E-FLEX', name: 'Flex', rules: flexRules }),
          offers: [
            changeOffer({
              defaultBrandId: 'E-FLEX',
              brands: [
                exchangeBrand({
                  brandId: 'E-FLEX',
                  name: 'Flex',
                  totalPrice: 44_000,
                  rules: flexRules,
                  fareDifference: 0,
                  changeFee: 0,
                  residual: 0,
                  totalToPay: 0,
                }),
                exchangeBrand({
                  brandId: 'E-BASIC',
                  name: 'Basic',
                  totalPrice: 20_000,
                  fareDifference: 0,
                  changeFee: 0,
                  residual: 24_000,
                  totalToPay: 0,
                }),
              ],
            }),
          ],
        }),
      ),
    });
    const { user } = renderPage(<ExchangeSearchPage />, { path: '/exchange/search', url });
    const fares = await screen.findByRole('radiogroup', { name: 'Fare' });
    expect(
      within(fares)
        .getAllByRole('radio')
        .map((r) => r.getAttribute('value')),
    ).toEqual(['E-BASIC', 'E-FLEX']);
    // The order's own fare is chosen at first: nothing is given up.
    expect(within(fares).getByRole('radio', { name: /Flex/ })).toBeChecked();
    expect(screen.queryByTestId('fare-losses')).toBeNull();
    await user.click(within(fares).getByRole('radio', { name: /Basic/ }));
    const losses = screen.getByTestId('fare-losses');
    expect(losses).toHaveTextContent('What you give up by changing to Basic');
    expect(losses).toHaveTextContent('Refundability');
    expect(losses).toHaveTextContent('Free changes: changing the new fare again costs USD 75.');
    expect(losses).toHaveTextContent('Residual value: $240.00');
  });

  it('shows the refusal of a fare that cannot be changed', async () => {
    mockApi({
      'POST /api/Exchange/Search': fail(422, 'exchangeFailed', 'This fare cannot be changed'),
    });
    renderPage(<ExchangeSearchPage />, { path: '/exchange/search', url });
    expect(await screen.findByRole('alert')).toHaveTextContent('This fare cannot be changed');
    expect(screen.getByRole('link', { name: 'Choose other dates' })).toHaveAttribute(
      'href',
      `/exchange/init?orderNo=${ORDER_NO}`,
    );
  });

  it('says so when nothing flies on the new dates', async () => {
    mockApi({ 'POST /api/Exchange/Search': ok(searchResult({ offers: [] })) });
    renderPage(<ExchangeSearchPage />, { path: '/exchange/search', url });
    expect(await screen.findByText('No flights on these dates')).toBeVisible();
  });
});

describe('/exchange/order', { timeout: 60_000 }, () => {
  const url = `/exchange/order?orderNo=${ORDER_NO}`;

  it('asks to choose a change first when there is none', async () => {
    mockApi({});
    renderPage(<ExchangeOrderPage />, { path: '/exchange/order', url });
    expect(await screen.findByText('No change chosen yet')).toBeVisible();
  });

  it('says an expired change offer has expired and searches again', async () => {
    storeExchangeDraft({ offer: changeOffer({ expiresAt: '2000-01-01T00:00:00Z' }) });
    mockApi({});
    renderPage(<ExchangeOrderPage />, { path: '/exchange/order', url });
    expect(await screen.findByText('This change offer has expired')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Search again' })).toHaveAttribute(
      'href',
      `/exchange/search?orderNo=${ORDER_NO}&dates=06%2F20%2F2030%7C06%2F27%2F2030`,
    );
  });

  it('confirms a free change without payment once the terms are accepted', async () => {
    storeExchangeDraft({
      offer: changeOffer({
        brands: [
          exchangeBrand({ fareDifference: 0, changeFee: 0, residual: 2_000, totalToPay: 0 }),
        ],
      }),
    });
    const api = mockApi({
      'POST /api/Exchange/Quote': ok(quoteOf()),
      'POST /api/Exchange/Order': ok({
        orderNo: ORDER_NO,
        status: 'issued',
        totalPrice: 24_000,
        currency: 'USD',
        exchange: history().exchanges[0],
      }),
    });
    const { user } = renderPage(<ExchangeOrderPage />, { path: '/exchange/order', url });
    expect(await screen.findByRole('heading', { name: 'New itinerary' })).toBeVisible();
    expect(screen.getByTestId('total-to-pay')).toHaveTextContent('Nothing to pay');
    expect(screen.getByText('Cheaper new fare (not refunded)')).toBeVisible();
    expect(screen.queryByLabelText(/Card number/)).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Confirm change' }));
    expect(await screen.findByText('Please tick the box to accept the change.')).toBeVisible();
    expect(api.callsTo('POST', '/api/Exchange/Order')).toHaveLength(0);
    await user.click(screen.getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: 'Confirm change' }));
    expect(await screen.findByTestId('location')).toHaveTextContent(
      `/exchange/success?orderNo=${ORDER_NO}`,
    );
    const [call] = api.callsTo('POST', '/api/Exchange/Order');
    expect(call?.headers.get('Idempotency-Key')).toBe('key-123456789');
    expect(call?.body).toEqual({
      orderNo: ORDER_NO,
      offerId: 'change-1',
      brandId: 'E-STANDARD',
      acceptTerms: true,
    });
    expect(readExchangeDraft(ORDER_NO)).toBeNull();
  });

  // Issue 9: a visitor's change needs the code e-mailed to the booking email.
  it('asks a visitor for the e-mailed code, shows a wrong one at the field, then changes', async () => {
    rememberOrderEmail(ORDER_NO, 'ada@example.com');
    storeExchangeDraft({
      offer: changeOffer({
        brands: [
          exchangeBrand({ fareDifference: 0, changeFee: 0, residual: 2_000, totalToPay: 0 }),
        ],
      }),
    });
    let tries = 0;
    const api = mockApi({
      'POST /api/Exchange/Quote': ok(quoteOf()),
      'POST /api/Orders/ChangeCode': ok({
        sentTo: 'a***@example.com',
        expiresIn: 600,
        resendAfter: 60,
      }),
      'POST /api/Exchange/Order': () => {
        tries += 1;
        return tries === 1
          ? fail(400, 'codeWrong', 'wrong code')
          : ok({
              orderNo: ORDER_NO,
              status: 'issued',
              totalPrice: 24_000,
              currency: 'USD',
              exchange: history().exchanges[0],
            });
      },
    });
    const { user } = renderPage(<ExchangeOrderPage />, { path: '/exchange/order', url });
    expect(await screen.findByRole('heading', { name: 'New itinerary' })).toBeVisible();
    await user.click(screen.getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: 'Confirm change' }));
    const dialog = await screen.findByRole('dialog', {
      name: 'Confirm the change with the code from your email',
    });
    expect(
      await within(dialog).findByText(/We sent a 6-digit code to a\*\*\*@example.com/),
    ).toBeVisible();
    expect(api.callsTo('POST', '/api/Orders/ChangeCode')[0]?.body).toEqual({
      orderNo: ORDER_NO,
      email: 'ada@example.com',
    });
    expect(api.callsTo('POST', '/api/Exchange/Order')).toHaveLength(0);
    const field = within(dialog).getByLabelText(/Code from the email/);
    await user.type(field, '111111');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm change' }));
    expect(
      await within(dialog).findByText('The code is wrong. Check the latest email we sent.'),
    ).toBeVisible();
    expect(field).toHaveAttribute('aria-invalid', 'true');
    await user.clear(field);
    await user.type(field, '654321');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm change' }));
    expect(await screen.findByTestId('location')).toHaveTextContent(
      `/exchange/success?orderNo=${ORDER_NO}`,
    );
    expect(api.callsTo('POST', '/api/Exchange/Order')[1]?.body).toMatchObject({
      orderNo: ORDER_NO,
      email: 'ada@example.com',
      code: '654321',
    });
  });

  it('asks for a complete card when something is due, sends it, and shows a refusal', async () => {
    storeExchangeDraft();
    const api = mockApi({
      'POST /api/Exchange/Quote': ok(quoteOf()),
      'POST /api/Exchange/Order': fail(402, 'invalidCraditCard', 'invalid credit card'),
      'GET /api/WorldCities/GetCountries': ok([{ code: 'GB', name: 'United Kingdom' }]),
    });
    const { user } = renderPage(<ExchangeOrderPage />, { path: '/exchange/order', url });
    const submit = await screen.findByRole('button', { name: /Confirm and pay/ });
    // Balance is offered to agents only: a consumer pays by card without being asked.
    expect(screen.queryByRole('radio', { name: /balance/i })).toBeNull();
    await user.click(screen.getByRole('checkbox', { name: /I accept/ }));
    await user.click(submit);
    expect((await screen.findAllByText(/Please fill in/)).length).toBeGreaterThan(0);
    expect(api.callsTo('POST', '/api/Exchange/Order')).toHaveLength(0);

    await fillCard(user, SANDBOX_CARDS.visaDeclined);
    await user.click(submit);
    expect(await screen.findByTestId('exchange-error')).toBeVisible();
    expect(screen.getByText('Nothing was changed or charged.')).toBeVisible();
    const [call] = api.callsTo('POST', '/api/Exchange/Order');
    expect(call?.body).toMatchObject({
      orderNo: ORDER_NO,
      offerId: 'change-1',
      payment: { method: 'card', card: { cardType: 'VI', cardNumber: SANDBOX_CARDS.visaDeclined } },
      acceptTerms: true,
    });
    // The change stays chosen: the traveller can try another card.
    expect(readExchangeDraft(ORDER_NO)).not.toBeNull();
  });

  it('shows the fare basis each flight will be issued with, and what a cheaper fare gives up', async () => {
    const flex = brand({
      brandId: 'E-FLEX',
      name: 'Flex',
      rules: {
        refundPenalty: 'able',
        changePenalty: 'able',
        endorsementPenalty: 'able',
        changeFeeCents: 0,
        refundFeeCents: 0,
      },
    });
    const result = searchResult({ originalBrand: flex });
    storeExchangeDraft({
      original: {
        originalTrips: result.originalTrips,
        originalBrand: flex,
        changePenalty: 'able',
        travellers: 2,
      },
      offer: changeOffer({
        brands: [
          exchangeBrand({
            brandId: 'E-BASIC',
            name: 'Basic',
            fareDifference: 0,
            changeFee: 0,
            residual: 6_000,
            totalToPay: 0,
            rules: {
              refundPenalty: 'non',
              changePenalty: 'USD 75',
              endorsementPenalty: 'non',
              changeFeeCents: 7_500,
              refundFeeCents: null,
            },
          }),
        ],
        defaultBrandId: 'E-BASIC',
      }),
      brandId: 'E-BASIC',
    });
    const api = mockApi({
      'POST /api/Exchange/Quote': ok(quoteOf({ brandId: 'E-BASIC', brandName: 'Basic' })),
    });
    renderPage(<ExchangeOrderPage />, { path: '/exchange/order', url });
    const ticket = within(await screen.findByRole('region', { name: 'Your new ticket' }));
    expect(await ticket.findByText('Fare: Basic')).toBeVisible();
    const table = await ticket.findByRole('table');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Flight', 'Route', 'Class', 'Fare basis']);
    expect(
      within(table)
        .getAllByTestId('fare-basis')
        .map((td) => td.textContent),
    ).toEqual(['M21ST', 'M21ST']);
    expect(api.callsTo('POST', '/api/Exchange/Quote')[0]?.body).toEqual({
      orderNo: ORDER_NO,
      offerId: 'change-1',
      brandId: 'E-BASIC',
    });
    const losses = screen.getByTestId('fare-losses');
    expect(losses).toHaveTextContent('What you give up by changing to Basic');
    expect(losses).toHaveTextContent('Refundability: the new fare cannot be refunded.');
    expect(losses).toHaveTextContent('Free changes: changing the new fare again costs USD 75.');
    expect(losses).toHaveTextContent(
      'Residual value: $60.00 of the fare you paid is not refunded, as the new fare is cheaper.',
    );
  });

  it('warns before confirming when the change now costs something else', async () => {
    storeExchangeDraft();
    mockApi({
      'POST /api/Exchange/Quote': ok(quoteOf({ totalToPay: 21_000, priceChanged: true })),
    });
    renderPage(<ExchangeOrderPage />, { path: '/exchange/order', url });
    expect(await screen.findByText('The price of this change has moved')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Search again' })).toBeVisible();
  });

  it('sends the traveller to search again when the price has moved', async () => {
    storeExchangeDraft({
      offer: changeOffer({
        brands: [exchangeBrand({ fareDifference: 0, changeFee: 0, totalToPay: 0 })],
      }),
    });
    mockApi({
      'POST /api/Exchange/Quote': ok(quoteOf()),
      'POST /api/Exchange/Order': fail(409, 1059, 'itinerary price changed'),
    });
    const { user } = renderPage(<ExchangeOrderPage />, { path: '/exchange/order', url });
    await user.click(await screen.findByRole('checkbox', { name: /I accept/ }));
    await user.click(screen.getByRole('button', { name: 'Confirm change' }));
    expect(await screen.findByText('The price of this change has moved')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Search again' })).toBeVisible();
  });
});

describe('/exchange/success', { timeout: 30_000 }, () => {
  it('shows the order reissued with the new tickets, seats and both itineraries', async () => {
    mockApi({
      'GET /api/Exchange/Order': ok(history()),
      'GET /api/OrderDetail': ok(orderDetail()),
    });
    renderPage(<ExchangeSuccessPage />, {
      path: '/exchange/success',
      url: `/exchange/success?orderNo=${ORDER_NO}`,
    });
    expect(await screen.findByText(/tickets reissued/)).toBeVisible();
    expect(screen.getByTestId('new-ticket')).toHaveTextContent('0161111111111, 0161111111112');
    expect(screen.getByText(/12A kept on the new flight/)).toBeVisible();
    expect(screen.getByText(/14C could not be kept/)).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Original itinerary' })).toBeVisible();
    expect(screen.getByRole('heading', { name: 'New itinerary' })).toBeVisible();
  });
});
