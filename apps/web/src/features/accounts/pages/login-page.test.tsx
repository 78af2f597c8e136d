import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { getSession, resetSessionForTests } from '../../../lib/session';
import { LoginPage } from '../pages/login-page';
import { fail, loginData, mockApi, ok } from '../../../test/mock-api';
import { renderPage } from '../../../test/render';

afterEach(() => {
  vi.unstubAllGlobals();
  resetSessionForTests();
});

const fill = async (
  user: ReturnType<typeof renderPage>['user'],
  email: string,
  password: string,
) => {
  if (email) await user.type(screen.getByLabelText(/^Email/), email);
  if (password) await user.type(screen.getByLabelText(/^Password/), password);
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
};

describe('login page', () => {
  it('shows every element of the login screen', () => {
    mockApi({});
    renderPage(<LoginPage />, { path: '/login' });
    expect(screen.getByRole('heading', { level: 1, name: 'Sign in' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Google/ })).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByRole('button', { name: /Facebook/ })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    expect(screen.getByText('or')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Forget password' })).toHaveAttribute(
      'href',
      '/reset-account',
    );
    expect(screen.getByRole('button', { name: 'Find your flight' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Create Account' })).toHaveAttribute(
      'href',
      '/register',
    );
    expect(screen.getByRole('heading', { name: 'Why sign in?' })).toBeInTheDocument();
    expect(screen.getByText('Best deals and prices')).toBeInTheDocument();
    expect(screen.getByText('Progress toward the next VIP tier')).toBeInTheDocument();
    expect(screen.getByText('Exclusive discounts')).toBeInTheDocument();
  });

  it('asks for the account and the password before calling the API', async () => {
    const api = mockApi({});
    const { user } = renderPage(<LoginPage />, { path: '/login' });
    await fill(user, '', '');
    expect(await screen.findByText('Please fill in your email')).toBeInTheDocument();
    expect(screen.getByText('Please fill in your password')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Email/)).toHaveAttribute('aria-invalid', 'true');
    expect(api.calls).toHaveLength(0);
  });

  it('flags an invalid email', async () => {
    const api = mockApi({});
    const { user } = renderPage(<LoginPage />, { path: '/login' });
    await fill(user, 'not-an-email', 'secret-123');
    expect(await screen.findByText('Invalid email')).toBeInTheDocument();
    expect(api.calls).toHaveLength(0);
  });

  it('shows "Email not registered" beside the email field', async () => {
    mockApi({ 'POST /api/Account/Login': fail(404, 'emailNotRegistered', 'Email not registered') });
    const { user } = renderPage(<LoginPage />, { path: '/login' });
    await fill(user, 'nobody@example.com', 'secret-123');
    expect(await screen.findByText('Email not registered')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Email/)).toHaveAttribute('aria-invalid', 'true');
    expect(getSession()).toBeNull();
  });

  it('shows "login wrong account or password" for a wrong password', async () => {
    mockApi({
      'POST /api/Account/Login': fail(401, 'loginWrong', 'login wrong account or password'),
    });
    const { user } = renderPage(<LoginPage />, { path: '/login' });
    await fill(user, 'ada@example.com', 'wrong-password');
    expect(await screen.findByRole('alert')).toHaveTextContent('login wrong account or password');
    expect(getSession()).toBeNull();
  });

  it('signs in, starts the session and goes back to the redirect target', async () => {
    const api = mockApi({ 'POST /api/Account/Login': ok(loginData()) });
    const { user } = renderPage(<LoginPage />, {
      path: '/login',
      url: '/login?redirect=%2Faccount%2Fedit',
    });
    await fill(user, ' Ada@Example.com ', 'Travel-2026!');
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/account/edit'));
    expect(api.callsTo('POST', '/api/Account/Login')[0]?.body).toEqual({
      Username: 'Ada@Example.com',
      Password: 'Travel-2026!',
    });
    expect(getSession()?.user.name).toBe('Ada Lovelace');
  });

  it('goes to /account without a redirect and ignores a foreign redirect', async () => {
    mockApi({ 'POST /api/Account/Login': ok(loginData()) });
    const { user } = renderPage(<LoginPage />, {
      path: '/login',
      url: '/login?redirect=https%3A%2F%2Fevil.example',
    });
    await fill(user, 'ada@example.com', 'Travel-2026!');
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/account'));
  });

  it('finds a booking by order number and booking email and opens the visitor view', async () => {
    const api = mockApi({
      'GET /api/OrderDetail': (call) =>
        call.query.get('email') === 'ada@example.com'
          ? ok({ orderNo: 'TO1' })
          : fail(404, 1404, 'order does not exist'),
    });
    const { user } = renderPage(<LoginPage />, { path: '/login' });
    await user.click(screen.getByRole('button', { name: 'Find your flight' }));
    const dialog = await screen.findByRole('dialog', { name: 'Find your flight' });
    await user.click(within(dialog).getByRole('button', { name: 'Find booking' }));
    expect(within(dialog).getByText('Please fill in Order number')).toBeInTheDocument();

    await user.type(within(dialog).getByLabelText(/^Order number/), 'to1');
    await user.type(within(dialog).getByLabelText(/^Booking email/), 'eve@example.com');
    await user.click(within(dialog).getByRole('button', { name: 'Find booking' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'We found no booking with this order number and email.',
    );

    await user.clear(within(dialog).getByLabelText(/^Booking email/));
    await user.type(within(dialog).getByLabelText(/^Booking email/), 'ada@example.com');
    await user.click(within(dialog).getByRole('button', { name: 'Find booking' }));
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent('/find-your-flight/TO1'),
    );
    expect(api.callsTo('GET', '/api/OrderDetail').at(-1)?.query.get('orderNo')).toBe('TO1');
    expect(JSON.parse(sessionStorage.getItem('orderAccess') ?? '{}')).toEqual({
      TO1: 'ada@example.com',
    });
  });
});

describe('login page, what loads on demand', () => {
  it('shows why a social button is unavailable when it gets the focus, keeping the focus', async () => {
    mockApi({});
    const { user } = renderPage(<LoginPage />, { path: '/login' });
    expect(screen.queryByRole('tooltip')).toBeNull();
    await user.tab();
    expect(await screen.findByRole('tooltip')).toHaveTextContent(/not available/i);
    expect(screen.getByRole('button', { name: /Google/ })).toHaveFocus();
  });

  it('does not mount the find-your-flight dialog before it is opened', () => {
    mockApi({});
    renderPage(<LoginPage />, { path: '/login' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.querySelector('.mantine-Modal-root')).toBeNull();
  });
});
