import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { envelopeResponse, loginData } from '../../test/mock-api';
import { renderApp } from '../../test/render';
import { startSession } from '../../lib/session';
import { STORAGE_KEYS } from '../../lib/storage';

const mainNav = async () =>
  within(await screen.findByRole('banner')).getAllByRole('navigation', { name: 'Main' })[0]!;

describe('Header', () => {
  it('has the logo home, the products, My orders and the sign-in link when signed out', async () => {
    renderApp('/faq');
    const banner = await screen.findByRole('banner');
    expect(within(banner).getByRole('link', { name: 'Travel Outlet home' })).toHaveAttribute(
      'href',
      '/',
    );
    const nav = await mainNav();
    // The sub-nav: each product booked online opens the home search box on its tab, in the
    // tabs' order.
    const products = within(banner).getByRole('navigation', { name: 'Products' });
    expect(
      within(products)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Tours', 'Hotels', 'Cruises', 'Flights']);
    expect(within(products).getByRole('link', { name: 'Flights' })).toHaveAttribute(
      'href',
      '/?tab=flight',
    );
    expect(within(products).getByRole('link', { name: 'Cruises' })).toHaveAttribute(
      'href',
      '/?tab=cruise',
    );
    expect(within(nav).getByRole('link', { name: 'My orders' })).toHaveAttribute('href', '/orders');
    // The sign-in link comes back to the page the visitor was on.
    expect(within(nav).getByRole('link', { name: 'Sign in' })).toHaveAttribute(
      'href',
      '/login?redirect=%2Ffaq',
    );
  });

  it('shows the account name linking to /account once signed in', async () => {
    startSession(loginData());
    renderApp('/');
    const nav = await mainNav();
    expect(within(nav).getByRole('link', { name: 'Ada Lovelace' })).toHaveAttribute(
      'href',
      '/account',
    );
    expect(within(nav).queryByRole('link', { name: 'Sign in' })).toBeNull();
  });

  it('gives agents the Client view switch, kept on the device; nobody else has it', async () => {
    startSession(loginData({ role: 1, userType: 1, accountCode: 'AG0001' }));
    const { user } = renderApp('/');
    const nav = await mainNav();
    const clientView = await within(nav).findByRole('switch', { name: 'Client view' });
    expect(clientView).not.toBeChecked();
    await user.click(clientView);
    expect(clientView).toBeChecked();
    expect(localStorage.getItem(STORAGE_KEYS.clientView)).toBe('on');
    await user.click(clientView);
    expect(localStorage.getItem(STORAGE_KEYS.clientView)).toBe('off');
  });

  it('has no Client view switch for a member', async () => {
    startSession(loginData());
    renderApp('/');
    const nav = await mainNav();
    await within(nav).findByRole('link', { name: 'Ada Lovelace' });
    expect(within(nav).queryByRole('switch', { name: 'Client view' })).toBeNull();
  });

  it('signs out: revokes the sign-in, clears the session and goes home', async () => {
    startSession(loginData());
    const fetchMock = vi.fn(async () =>
      envelopeResponse(200, { code: 0, msg: 'success', data: null }),
    );
    vi.stubGlobal('fetch', fetchMock);
    const { user, router } = renderApp('/faq');

    await user.click(within(await mainNav()).getByRole('button', { name: 'Sign out' }));

    await waitFor(() => expect(localStorage.getItem(STORAGE_KEYS.session)).toBeNull());
    expect(router.state.location.pathname).toBe('/');
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/Account/Logout',
      // Issue 9: revoked by the bearer's sign-in; the refresh cookie is cleared by the reply.
      expect.objectContaining({
        method: 'POST',
        headers: expect.objectContaining({ authorization: 'Bearer access-1' }),
      }),
    );
    expect(within(await mainNav()).getByRole('link', { name: 'Sign in' })).toBeInTheDocument();
    vi.unstubAllGlobals();
  });

  it('offers English only and USD or CNY, and keeps the currency choice', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        envelopeResponse(200, {
          code: 0,
          msg: 'success',
          data: { rates: { USD: 1, CNY: 7.1234 }, updateDate: '2026-01-14T00:00:00.000Z' },
        }),
      ),
    );
    const { user } = renderApp('/');
    await user.click(
      within(await mainNav()).getByRole('button', { name: /Language and currency: EN · USD \$/ }),
    );

    const dialog = await screen.findByRole('dialog', { name: 'Language and currency' });
    const languages = within(dialog).getByRole('radiogroup', { name: 'Language' });
    expect(
      within(languages)
        .getAllByRole('radio')
        .map((radio) => radio.getAttribute('value')),
    ).toEqual(['en']);
    expect(await within(dialog).findByText(/1 USD = 7\.1234 CNY/)).toBeInTheDocument();

    await user.click(within(dialog).getByRole('radio', { name: /CNY ¥/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(
      await within(await mainNav()).findByRole('button', { name: /EN · CNY ¥/ }),
    ).toBeInTheDocument();
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.currency) ?? 'null')).toMatchObject({
      value: 'CNY',
    });
    vi.unstubAllGlobals();
  });
});
