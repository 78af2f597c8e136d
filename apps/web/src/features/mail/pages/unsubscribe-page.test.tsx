import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { UnsubscribePage } from './unsubscribe-page';
import { fail, mockApi, ok } from '../../../test/mock-api';
import { renderPage } from '../../../test/render';

afterEach(() => vi.unstubAllGlobals());

describe('unsubscribe page', () => {
  it('prefills the email from the link and sends it with refer on click', async () => {
    const api = mockApi({ 'GET /api/Mails/UnSubscribe': ok(null) });
    const { user } = renderPage(<UnsubscribePage />, {
      path: '/unsubscribe',
      url: '/unsubscribe?email=ada%40example.com&refer=newsletter-2026-05',
    });
    expect(screen.getByLabelText(/^Email address/)).toHaveValue('ada@example.com');
    // Nothing happens until the person confirms.
    expect(api.calls).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Unsubscribe' }));
    expect(await screen.findByText('Unsubscribe successfully!')).toBeInTheDocument();
    const call = api.callsTo('GET', '/api/Mails/UnSubscribe')[0];
    expect(call?.query.get('email')).toBe('ada@example.com');
    expect(call?.query.get('refer')).toBe('newsletter-2026-05');
  });

  it('says "Email address required!" and "Invalid email address" without calling', async () => {
    const api = mockApi({});
    const { user } = renderPage(<UnsubscribePage />, { path: '/unsubscribe' });
    await user.click(screen.getByRole('button', { name: 'Unsubscribe' }));
    expect(await screen.findByText('Email address required!')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Email address/)).toHaveAttribute('aria-invalid', 'true');
    await user.type(screen.getByLabelText(/^Email address/), 'ada@');
    await user.click(screen.getByRole('button', { name: 'Unsubscribe' }));
    expect(await screen.findByText('Invalid email address')).toBeInTheDocument();
    expect(api.calls).toHaveLength(0);
  });

  it("shows the server's message when the call fails", async () => {
    mockApi({ 'GET /api/Mails/UnSubscribe': fail(503, 'systemBusy', 'System busy') });
    const { user } = renderPage(<UnsubscribePage />, {
      path: '/unsubscribe',
      url: '/unsubscribe?email=ada%40example.com',
    });
    await user.click(screen.getByRole('button', { name: 'Unsubscribe' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('System busy');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Unsubscribe' })).toBeEnabled());
  });
});
