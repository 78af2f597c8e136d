import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { MailboxPage } from './mailbox-page';
import { fail, mockApi, ok } from '../../../test/mock-api';
import { renderPage } from '../../../test/render';

afterEach(() => vi.unstubAllGlobals());

const CODE_MAIL = {
  id: '1c2d3e4f-5a6b-4c7d-8e9f-0a1b2c3d4e5f',
  to: 'ada@example.com',
  subject: 'Your Travel Outlet password reset code',
  text: 'Your verification code is 482913\n\nUse it to reset the password.',
  html: '<p>Your verification code is</p><p>482913</p><script>parent.alert(1)</script>',
  kind: 'verification-code',
  status: 'sent',
  createdAt: '2026-05-01T10:00:00.000Z',
};
const WELCOME = {
  ...CODE_MAIL,
  id: '2d3e4f5a-6b7c-4d8e-9f0a-1b2c3d4e5f6a',
  to: 'grace@example.com',
  subject: 'Welcome to Travel Outlet',
  text: 'Welcome aboard.',
  html: null,
  kind: 'welcome',
  createdAt: '2026-04-30T09:00:00.000Z',
};

describe('mailbox page', () => {
  it('lists the mail and opens a message with its code and a sandboxed HTML part', async () => {
    mockApi({ 'GET /api/Mailbox': ok([CODE_MAIL, WELCOME]) });
    const { user } = renderPage(<MailboxPage />, { path: '/mailbox' });
    const list = await screen.findByRole('list', { name: 'Messages, newest first' });
    const items = within(list).getAllByRole('button');
    expect(items[0]).toHaveTextContent('password reset code');
    expect(items[1]).toHaveTextContent('Welcome to Travel Outlet');
    await user.click(items[0]!);
    const article = await screen.findByRole('article');
    expect(within(article).getByText('482913')).toBeInTheDocument();
    const frame = within(article).getByTitle(/^Message:/);
    // No scripts, forms or same-origin access; a link may open a tab of its own.
    expect(frame).toHaveAttribute('sandbox', 'allow-popups allow-popups-to-escape-sandbox');
    expect(items[0]).toHaveAttribute('aria-current', 'true');
  });

  it('filters by recipient through the API', async () => {
    const api = mockApi({
      'GET /api/Mailbox': (call) =>
        ok(
          [CODE_MAIL, WELCOME].filter(
            (mail) => !call.query.get('to') || mail.to === call.query.get('to'),
          ),
        ),
    });
    const { user } = renderPage(<MailboxPage />, { path: '/mailbox' });
    await screen.findByRole('list', { name: 'Messages, newest first' });
    await user.type(screen.getByLabelText('Recipient'), 'grace@example.com');
    await waitFor(() =>
      expect(api.calls.some((call) => call.query.get('to') === 'grace@example.com')).toBe(true),
    );
    await waitFor(() => expect(screen.queryByText(/password reset code/)).not.toBeInTheDocument());
    expect(screen.getByText('Welcome to Travel Outlet')).toBeInTheDocument();
  });

  it('says when there is no mail yet', async () => {
    mockApi({ 'GET /api/Mailbox': ok([]) });
    renderPage(<MailboxPage />, { path: '/mailbox', url: '/mailbox?to=nobody%40example.com' });
    expect(await screen.findByText(/No messages to nobody@example.com yet/)).toBeInTheDocument();
  });

  it('says the mailbox is not available when the server answers 404', async () => {
    mockApi({
      'GET /api/Mailbox': fail(404, 'notFound', 'The requested resource was not found'),
    });
    renderPage(<MailboxPage />, { path: '/mailbox' });
    expect(
      await screen.findByText('The local mailbox is not available on this server.'),
    ).toBeInTheDocument();
    expect(screen.queryByLabelText('Recipient')).not.toBeInTheDocument();
  });
});
