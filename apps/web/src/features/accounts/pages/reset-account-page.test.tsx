import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { ResetAccountPage } from './reset-account-page';
import { fail, mockApi, ok, type MockReply } from '../../../test/mock-api';
import { renderPage } from '../../../test/render';
import { enter } from '../test/select';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

const SENT = ok({ expiresIn: 600, resendAfter: 60 });

function api(overrides: Record<string, MockReply> = {}) {
  return mockApi({
    'POST /api/Account/SendMailVerificationCode': SENT,
    'POST /api/Account/VerifyMailVerificationCode': ok({ verified: true, resetToken: 'grant-1' }),
    'POST /api/Account/ResetPassword': ok(null),
    'GET /api/Mailbox': ok([]),
    ...overrides,
  });
}

async function sendCode(user: UserEvent, email = 'ada@example.com') {
  await enter(user, /^Email/, email);
  await user.click(screen.getByRole('button', { name: 'Send code' }));
}

async function enterCode(user: UserEvent, code: string) {
  await enter(user, /^Verification code/, code);
  await user.click(screen.getByRole('button', { name: 'Verify' }));
}

describe('reset account page', { timeout: 20_000 }, () => {
  it('goes from email to code to new password and back to sign in', async () => {
    const calls = api();
    const { user } = renderPage(<ResetAccountPage />, { path: '/reset-account' });
    await sendCode(user);
    expect(
      await screen.findByText(/We sent a 6-digit code to ada@example.com/),
    ).toBeInTheDocument();
    expect(calls.callsTo('POST', '/api/Account/SendMailVerificationCode')[0]?.body).toEqual({
      email: 'ada@example.com',
      purpose: 'reset',
    });
    // The embedded demo's mailbox answers, so the page points to it.
    expect(
      await screen.findByRole('link', { name: 'Demo: read the code in the local mailbox' }),
    ).toHaveAttribute('href', '/mailbox?to=ada%40example.com');
    expect(screen.getByRole('button', { name: /Resend in \d+ s/ })).toBeDisabled();

    await enterCode(user, '123456');
    expect(await screen.findByLabelText(/^New password/)).toBeInTheDocument();
    expect(calls.callsTo('POST', '/api/Account/VerifyMailVerificationCode')[0]?.body).toEqual({
      email: 'ada@example.com',
      code: '123456',
      purpose: 'reset',
    });

    await enter(user, /^New password/, 'Fresh-start-2026');
    await enter(user, /^Confirm new password/, 'Fresh-start-2026');
    await user.click(screen.getByRole('button', { name: 'Save password' }));
    expect(await screen.findByText('Your password has been changed')).toBeInTheDocument();
    expect(calls.callsTo('POST', '/api/Account/ResetPassword')[0]?.body).toEqual({
      email: 'ada@example.com',
      resetToken: 'grant-1',
      newPassword: 'Fresh-start-2026',
    });
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');
  });

  it('shows "Email not registered" and the too-frequent message by the email', async () => {
    api({
      'POST /api/Account/SendMailVerificationCode': fail(
        404,
        'emailNotRegistered',
        'Email not registered',
      ),
    });
    const { user } = renderPage(<ResetAccountPage />, { path: '/reset-account' });
    await sendCode(user, 'nobody@example.com');
    expect(await screen.findByText('Email not registered')).toBeInTheDocument();

    api({
      'POST /api/Account/SendMailVerificationCode': fail(
        429,
        'operationFrequent',
        'The operation is frequent, please try again later',
      ),
    });
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    expect(
      await screen.findByText('The operation is frequent, please try again later'),
    ).toBeInTheDocument();
  });

  it('checks the code format before calling and shows the server verdicts', async () => {
    let verdict: MockReply = fail(400, 'codeWrong', 'wrong code');
    const calls = mockApi({
      'POST /api/Account/SendMailVerificationCode': SENT,
      'POST /api/Account/VerifyMailVerificationCode': () => verdict,
      'GET /api/Mailbox': fail(404, 'notFound', 'not found'),
    });
    const { user } = renderPage(<ResetAccountPage />, { path: '/reset-account' });
    await sendCode(user);
    await screen.findByLabelText(/^Verification code/);

    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('code required')).toBeInTheDocument();
    await enterCode(user, '12ab');
    expect(await screen.findByText('code format error')).toBeInTheDocument();
    expect(calls.callsTo('POST', '/api/Account/VerifyMailVerificationCode')).toHaveLength(0);

    await user.clear(screen.getByLabelText(/^Verification code/));
    await enterCode(user, '000000');
    expect(await screen.findByText('wrong code')).toBeInTheDocument();

    verdict = fail(400, 'codeExpired', 'The code has expired, please request a new one');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText(/code has expired/)).toBeInTheDocument();

    verdict = fail(
      400,
      'codeLocked',
      'Too many wrong codes. Please request a new code and try again',
    );
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText(/Too many wrong codes/)).toBeInTheDocument();
    // No mailbox on this server: no demo hint.
    expect(screen.queryByText('Demo: read the code in the local mailbox')).not.toBeInTheDocument();
  });

  it('offers a resend once the 60-second window has passed', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setInterval', 'clearInterval', 'Date'] });
    const calls = api();
    const { user } = renderPage(<ResetAccountPage />, { path: '/reset-account' });
    await sendCode(user);
    const resend = await screen.findByRole('button', { name: /Resend in/ });
    expect(resend).toBeDisabled();
    await vi.advanceTimersByTimeAsync(61_000);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Resend code' })).toBeEnabled());
    await user.click(screen.getByRole('button', { name: 'Resend code' }));
    await waitFor(() =>
      expect(calls.callsTo('POST', '/api/Account/SendMailVerificationCode')).toHaveLength(2),
    );
    expect(await screen.findByRole('button', { name: /Resend in/ })).toBeDisabled();
  });

  it('asks for matching new passwords', async () => {
    const calls = api();
    const { user } = renderPage(<ResetAccountPage />, { path: '/reset-account' });
    await sendCode(user);
    await screen.findByLabelText(/^Verification code/);
    await enterCode(user, '123456');
    // The code is checked by rules loaded at the submit: the next step follows the verification.
    await screen.findByLabelText(/^New password/);
    await enter(user, /^New password/, 'short');
    await enter(user, /^Confirm new password/, 'other');
    await user.click(screen.getByRole('button', { name: 'Save password' }));
    expect(await screen.findByText('Use at least 8 characters')).toBeInTheDocument();
    expect(screen.getByText('The passwords do not match')).toBeInTheDocument();
    expect(calls.callsTo('POST', '/api/Account/ResetPassword')).toHaveLength(0);
  });
});
