import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { getSession, resetSessionForTests, startSession } from '../../../lib/session';
import { AccountHomePage } from './account-home-page';
import { ChangePasswordPage } from './change-password-page';
import { EditProfilePage } from './edit-profile-page';
import { COUNTRIES } from '../test/countries';
import { fail, loginData, mockApi, ok, type RecordedCall } from '../../../test/mock-api';
import { renderPage } from '../../../test/render';
import { enter } from '../test/select';

const CURRENT_USER = {
  id: '7d1f7a4e-2b1c-4a55-9a53-0c7e6a1b2c3d',
  email: 'ada@example.com',
  userName: 'ada@example.com',
  name: 'Ada Lovelace',
  firstName: 'Ada',
  middleName: '',
  lastName: 'Lovelace',
  gender: 'Female',
  citizenship: 'CA',
  birthday: '1990-12-10',
  phoneNumber: null,
  country: null,
  role: 0,
  userType: 0,
  accountType: 'user',
  accountCode: 'TRAVELOUTLET',
  LimitAmount: 0,
  LimitCabin: 0,
  academicRole: 3,
  school: null,
};

beforeEach(() => {
  startSession(loginData());
});
afterEach(() => {
  vi.unstubAllGlobals();
  resetSessionForTests();
});

describe('account home', () => {
  it('greets the customer and hides sub-users', () => {
    mockApi({});
    renderPage(<AccountHomePage />);
    expect(screen.getByText('Hello, Ada Lovelace')).toBeInTheDocument();
    expect(screen.getByText('Member')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Profile/ })).toHaveAttribute('href', '/account/edit');
    expect(screen.getByRole('link', { name: /Change password/ })).toHaveAttribute(
      'href',
      '/account/password',
    );
    expect(screen.getByRole('link', { name: /Frequent travellers/ })).toHaveAttribute(
      'href',
      '/account/frequentlyUsers',
    );
    expect(screen.queryByRole('link', { name: /Sub-users/ })).not.toBeInTheDocument();
  });

  it('shows sub-users and the account code to an agent', () => {
    resetSessionForTests();
    startSession(loginData({ name: 'Agnes Agent', role: 1, userType: 1, accountCode: 'AGT1001' }));
    mockApi({});
    renderPage(<AccountHomePage />);
    expect(screen.getByText('Agent')).toBeInTheDocument();
    expect(screen.getByText('Account code AGT1001')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Sub-users/ })).toHaveAttribute(
      'href',
      '/account/subusers',
    );
  });

  it('signs out: revokes the sign-in, clears the session and goes home', async () => {
    const api = mockApi({ 'POST /api/Account/Logout': ok(null) });
    const { user } = renderPage(<AccountHomePage />, { path: '/account', url: '/account' });
    await user.click(screen.getByRole('button', { name: 'Sign out' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/'));
    expect(getSession()).toBeNull();
    // Issue 9: no refresh token in the body (page scripts never hold it); the bearer names
    // the sign-in to revoke.
    const logout = api.callsTo('POST', '/api/Account/Logout')[0];
    expect(logout?.body).toBeUndefined();
    expect(logout?.headers.get('authorization')).toBe('Bearer access-1');
  });
});

describe('edit profile', { timeout: 20_000 }, () => {
  it('loads the profile, keeps email and birthday read-only and saves the edit', async () => {
    const api = mockApi({
      'GET /api/Account/CurrentUser': ok(CURRENT_USER),
      'GET /api/WorldCities/GetCountries': ok(COUNTRIES),
      'POST /api/Users': (call: RecordedCall) => {
        const body = call.body as Record<string, string>;
        return ok({ ...CURRENT_USER, ...body, name: `${body.firstName} ${body.lastName}` });
      },
    });
    const { user } = renderPage(<EditProfilePage />);
    expect(await screen.findByLabelText(/^First name/)).toHaveValue('Ada');
    expect(screen.getByText('12/10/1990')).toBeInTheDocument();
    expect(screen.getByText(/date-of-birth changes go through support/)).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: /^Email/ })).not.toBeInTheDocument();

    await user.clear(screen.getByLabelText(/^First name/));
    await enter(user, /^First name/, 'Augusta');
    await enter(user, /^Phone number/, '+44 20 7946 0000');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));

    await waitFor(() => expect(api.callsTo('POST', '/api/Users')).toHaveLength(1));
    expect(api.callsTo('POST', '/api/Users')[0]?.body).toEqual({
      firstName: 'Augusta',
      middleName: '',
      lastName: 'Lovelace',
      gender: 'Female',
      citizenship: 'CA',
      phoneNumber: '+44 20 7946 0000',
      country: '',
      academicRole: 3,
      school: null,
    });
    // The header reads the session: it now carries the new name.
    await waitFor(() => expect(getSession()?.user.name).toBe('Augusta Lovelace'));
  });

  it('requires first name and a well-formed phone number', async () => {
    const api = mockApi({
      'GET /api/Account/CurrentUser': ok(CURRENT_USER),
      'GET /api/WorldCities/GetCountries': ok(COUNTRIES),
    });
    const { user } = renderPage(<EditProfilePage />);
    await user.clear(await screen.findByLabelText(/^First name/));
    await enter(user, /^Phone number/, 'abc');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Please fill in first name')).toBeInTheDocument();
    expect(screen.getByText(/Use digits, spaces/)).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/Users')).toHaveLength(0);
  });

  it('shows a load failure with a retry', async () => {
    mockApi({ 'GET /api/Account/CurrentUser': fail(503, 'systemBusy', 'System busy') });
    renderPage(<EditProfilePage />);
    expect(await screen.findByRole('alert')).toHaveTextContent('System busy');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});

describe('change password', { timeout: 20_000 }, () => {
  it('checks the fields, shows a wrong current password and changes it', async () => {
    let reply = fail(400, 'passwordIncorrect', 'The current password is incorrect');
    const api = mockApi({ 'POST /api/Account/ChangePassword': () => reply });
    const { user } = renderPage(<ChangePasswordPage />, {
      path: '/account/password',
      url: '/account/password',
    });
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('Please fill in your current password')).toBeInTheDocument();
    expect(screen.getByText('Please fill in a new password')).toBeInTheDocument();
    expect(api.calls).toHaveLength(0);

    await enter(user, /^Current password/, 'Travel-2026!');
    await enter(user, /^New password/, 'Travel-2026!');
    await enter(user, /^Confirm new password/, 'Travel-2026!');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(
      await screen.findByText('The new password must differ from the current one'),
    ).toBeInTheDocument();

    await user.clear(screen.getByLabelText(/^New password/));
    await user.clear(screen.getByLabelText(/^Confirm new password/));
    await enter(user, /^New password/, 'Fresh-start-2026');
    await enter(user, /^Confirm new password/, 'Fresh-start-2026');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('The current password is incorrect')).toBeInTheDocument();

    reply = ok(null);
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/account'));
    expect(api.callsTo('POST', '/api/Account/ChangePassword').at(-1)?.body).toEqual({
      currentPassword: 'Travel-2026!',
      newPassword: 'Fresh-start-2026',
    });
  });
});
