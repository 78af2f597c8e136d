import { describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import { env } from '../config/env';
import { endSession, getSession, startSession } from '../lib/session';
import { envelopeResponse, loginData } from '../test/mock-api';
import { renderApp } from '../test/render';

describe('routes and the navigation guard', () => {
  it('renders the catch-all page reading 404 NOT FOUND with a way home', async () => {
    renderApp('/no/such/page');
    expect(await screen.findByRole('heading', { level: 1, name: '404 NOT FOUND' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/');
  });

  it('renders the /400 page', async () => {
    renderApp('/400');
    expect(await screen.findByRole('heading', { level: 1, name: '400 BAD REQUEST' })).toBeVisible();
  });

  it('sends a signed-out visitor of a sign-in route to /login with the way back', async () => {
    const { router } = renderApp('/account/edit?from=menu');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.search).toBe('?redirect=%2Faccount%2Fedit%3Ffrom%3Dmenu');
  });

  it('lets a signed-in user open a sign-in route', async () => {
    startSession(loginData());
    const { router } = renderApp('/account');
    await waitFor(() => expect(router.state.navigation.state).toBe('idle'));
    expect(router.state.location.pathname).toBe('/account');
  });

  it('leaves a sign-in route for /login when the session ends while it is open', async () => {
    startSession(loginData());
    const { router } = renderApp('/account');
    await waitFor(() => expect(router.state.location.pathname).toBe('/account'));
    act(() => endSession());
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.search).toBe('?redirect=%2Faccount');
  });

  it('drops the status query when the same path is revisited', async () => {
    const { router } = renderApp('/faq');
    await screen.findByRole('heading', { level: 1, name: 'Frequently asked questions' });
    await act(() => router.navigate('/faq?status=success&q=1'));
    await waitFor(() => expect(router.state.location.search).toBe('?q=1'));
    expect(router.state.location.pathname).toBe('/faq');
  });

  it('signs in a visitor arriving with a partner ?key= and drops the key from the URL', async () => {
    const fetchMock = vi.fn(async () =>
      envelopeResponse(200, { code: 0, msg: 'success', data: loginData() }),
    );
    vi.stubGlobal('fetch', fetchMock);
    const { router } = renderApp('/faq?key=partner-key-1&x=2');

    await waitFor(() => expect(router.state.location.search).toBe('?x=2'));
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/Account/PartnerLogin',
      expect.objectContaining({ method: 'POST', body: JSON.stringify({ key: 'partner-key-1' }) }),
    );
    expect(getSession()?.user.name).toBe('Ada Lovelace');
    const banner = await screen.findByRole('banner');
    expect(await within(banner).findAllByRole('link', { name: 'Ada Lovelace' })).not.toHaveLength(
      0,
    );
    vi.unstubAllGlobals();
  });

  it('tells a visitor whose partner key is refused, and still drops the key', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        envelopeResponse(401, {
          code: 'partnerKeyInvalid',
          msg: 'partner key invalid',
          data: null,
        }),
      ),
    );
    const { router } = renderApp('/?key=expired');
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(
      await screen.findByText(
        'Your partner sign-in link is invalid or has expired. Please sign in instead.',
      ),
    ).toBeInTheDocument();
    expect(getSession()).toBeNull();
    vi.unstubAllGlobals();
  });
});

describe('home page', () => {
  it('starts on the Tour tab and lists the four reasons to choose us', async () => {
    renderApp('/');
    const tabs = await screen.findByRole('tablist', { name: 'What would you like to book?' });
    expect(
      within(tabs)
        .getAllByRole('tab')
        .map((tab) => tab.textContent),
    ).toEqual(['Tours', 'Hotels', 'Cruises', 'Flights', 'Car rental', 'Insurance']);
    expect(within(tabs).getByRole('tab', { name: 'Tours' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(await screen.findByRole('form', { name: 'Tour search' })).toBeVisible();

    const why = await screen.findByRole('region', { name: 'Why choose Travel Outlet' });
    expect(within(why).getAllByRole('listitem')).toHaveLength(4);
  });

  it('selects a tab from ?tab= and records a chosen tab in the URL', async () => {
    const { router, user } = renderApp('/?tab=flight');
    const flights = await screen.findByRole('tab', { name: 'Flights' });
    expect(flights).toHaveAttribute('aria-selected', 'true');

    await user.click(screen.getByRole('tab', { name: 'Cruises' }));
    expect(router.state.location.search).toBe('?tab=cruise');
    expect(await screen.findByRole('form', { name: 'Cruise search' })).toBeVisible();

    await user.click(screen.getByRole('tab', { name: 'Car rental' }));
    expect(router.state.location.search).toBe('?tab=car');
    expect(
      await screen.findByRole('heading', { name: 'Car rental: online booking is coming soon' }),
    ).toBeVisible();
    expect(
      within(screen.getByRole('tabpanel')).getByRole('link', { name: env.phone }),
    ).toHaveAttribute('href', expect.stringMatching(/^tel:\+?\d+$/));
  });
});

describe('static pages', () => {
  it('render the current language document with the contact details filled in', async () => {
    renderApp('/contact-us');
    const main = await screen.findByRole('main');
    expect(
      await within(main).findByRole('heading', { level: 1, name: 'Contact us' }),
    ).toBeVisible();
    expect(main).toHaveTextContent(`Phone: ${env.phone}`);
    expect(main).toHaveTextContent(`Email: ${env.supportEmail}`);
    expect(main).not.toHaveTextContent('{phone}');
    expect(main).toHaveTextContent('Last updated January 15, 2026');
    expect(document.title).toBe('Contact us | Travel Outlet');
  });
});
