import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { getSession, resetSessionForTests } from '../../../lib/session';
import { RegisterPage } from './register-page';
import { COUNTRIES } from '../test/countries';
import { fail, loginData, mockApi, ok } from '../../../test/mock-api';
import { renderPage } from '../../../test/render';
import { enter, pickOption } from '../test/select';

afterEach(() => {
  vi.unstubAllGlobals();
  resetSessionForTests();
});

const apiWith = (register = ok(loginData())) =>
  mockApi({
    'GET /api/WorldCities/GetCountries': ok(COUNTRIES),
    'POST /api/Account/Register': register,
  });

const yearsAgo = (years: number) => String(new Date().getFullYear() - years);

async function fillYourInfo(user: UserEvent, role: 'Student' | 'Faculty Member' | 'Neither') {
  await enter(user, /^First name/, 'Ada');
  await enter(user, /^Last name/, 'Lovelace');
  await user.click(screen.getByRole('radio', { name: 'Female' }));
  await pickOption(user, /^Country or region of citizenship/, 'Canada');
  await enter(user, /^Email/, 'ada@example.com');
  await enter(user, /^Password/, 'Travel-2026!');
  await enter(user, /^Confirm password/, 'Travel-2026!');
  await pickOption(user, 'Month', 'December');
  await pickOption(user, 'Day', '10');
  await pickOption(user, 'Year', yearsAgo(30));
  await user.click(screen.getByRole('radio', { name: role }));
}

const submit = (user: UserEvent) => user.click(screen.getByRole('button', { name: 'Register' }));

// Registration fills a long form; on a loaded machine that exceeds the 5 s default.
describe('register page', { timeout: 30_000 }, () => {
  it('shows the whole registration screen', async () => {
    apiWith();
    renderPage(<RegisterPage />, { path: '/register' });
    expect(screen.getByRole('heading', { name: 'Your Info' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Your School' })).toBeInTheDocument();
    expect(
      screen.getByText('Names must match your passport or government ID.'),
    ).toBeInTheDocument();
    expect(screen.getByText(/date-of-birth changes go through support/)).toBeInTheDocument();
    for (const role of ['Student', 'Faculty Member', 'Neither']) {
      expect(screen.getByRole('radio', { name: role })).toBeInTheDocument();
    }
    expect(screen.getByRole('link', { name: 'terms of use' })).toHaveAttribute('href', '/terms');
    expect(screen.getByRole('link', { name: 'privacy policy' })).toHaveAttribute('href', '/policy');
    expect(screen.getByRole('link', { name: 'Already have an account? Sign in' })).toHaveAttribute(
      'href',
      '/login',
    );
  });

  it('names every missing field and sends nothing', async () => {
    const api = apiWith();
    const { user } = renderPage(<RegisterPage />, { path: '/register' });
    await submit(user);
    for (const field of [
      'first name',
      'last name',
      'gender',
      'country or region of citizenship',
      'your email',
      'your password',
      'the password again',
      'date of birth',
    ]) {
      expect(await screen.findByText(`Please fill in ${field}`)).toBeInTheDocument();
    }
    expect(api.callsTo('POST', '/api/Account/Register')).toHaveLength(0);
  });

  it('requires the school for a student', async () => {
    const api = apiWith();
    const { user } = renderPage(<RegisterPage />, { path: '/register' });
    await fillYourInfo(user, 'Student');
    await submit(user);
    expect(await screen.findByText('Please fill in school country or region')).toBeInTheDocument();
    expect(screen.getByText('Please fill in college or university name')).toBeInTheDocument();
    expect(screen.getByText('Please fill in expected graduation month')).toBeInTheDocument();
    expect(screen.getByText('Please fill in expected graduation year')).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/Account/Register')).toHaveLength(0);
  });

  it('registers a faculty member with a school and signs them in', async () => {
    const api = apiWith();
    const { user } = renderPage(<RegisterPage />, { path: '/register' });
    await fillYourInfo(user, 'Faculty Member');
    expect(screen.getByRole('region', { name: 'Your School' })).toBeInTheDocument();
    await pickOption(user, /^School country or region/, 'United States');
    await enter(user, /^College or university name/, 'MIT');
    await pickOption(user, /^Expected graduation month/, 'June');
    await pickOption(user, /^Expected graduation year/, '2020');
    await submit(user);
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/account'));
    expect(api.callsTo('POST', '/api/Account/Register')[0]?.body).toEqual({
      firstName: 'Ada',
      lastName: 'Lovelace',
      gender: 'Female',
      citizenship: 'CA',
      email: 'ada@example.com',
      password: 'Travel-2026!',
      birthday: `${yearsAgo(30)}-12-10`,
      role: 2,
      school: { country: 'US', name: 'MIT', graduationYear: 2020, graduationMonth: 6 },
    });
    expect(getSession()?.user.email).toBe('ada@example.com');
  });

  it('lets Neither register without a school', async () => {
    const api = apiWith();
    const { user } = renderPage(<RegisterPage />, { path: '/register' });
    await fillYourInfo(user, 'Neither');
    expect(screen.getByText('(optional)')).toBeInTheDocument();
    await submit(user);
    await waitFor(() => expect(api.callsTo('POST', '/api/Account/Register')).toHaveLength(1));
    const body = api.callsTo('POST', '/api/Account/Register')[0]?.body as Record<string, unknown>;
    expect(body.role).toBe(3);
    expect(body.school).toBeUndefined();
  });

  it('checks the confirmation password', async () => {
    const api = apiWith();
    const { user } = renderPage(<RegisterPage />, { path: '/register' });
    await enter(user, /^Password/, 'Travel-2026!');
    await enter(user, /^Confirm password/, 'Travel-2025!');
    await submit(user);
    expect(await screen.findByText('The passwords do not match')).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/Account/Register')).toHaveLength(0);
  });

  it('shows a duplicate email by the email field', async () => {
    apiWith(
      fail(
        409,
        'emailAlreadyRegistered',
        'This email is already registered. Sign in or reset your password.',
      ),
    );
    const { user } = renderPage(<RegisterPage />, { path: '/register' });
    await fillYourInfo(user, 'Neither');
    await submit(user);
    expect(await screen.findByText(/already registered/)).toBeInTheDocument();
    expect(screen.getByLabelText(/^Email/)).toHaveAttribute('aria-invalid', 'true');
    expect(getSession()).toBeNull();
  });
});
