import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { ApiError } from '../../lib/api-client';
import { fail, mockApi, ok } from '../../test/mock-api';
import { renderPage } from '../../test/render';
import { OrderCodeDialog } from './order-code-dialog';

afterEach(() => {
  vi.unstubAllGlobals();
});

const REF = { orderNo: 'TO2030000001', email: 'ada@example.com' };

function renderDialog(onConfirm: (code: string) => Promise<unknown>, onClose = vi.fn()) {
  return renderPage(
    <OrderCodeDialog
      opened
      orderRef={REF}
      title="Cancel this booking?"
      confirmLabel="Cancel booking"
      onClose={onClose}
      onConfirm={onConfirm}
    />,
  );
}

describe('OrderCodeDialog (issue 9: a visitor changes an order with an e-mailed code)', () => {
  it('sends the code on opening, labels the field and hands the 6 digits over', async () => {
    const api = mockApi({
      'POST /api/Orders/ChangeCode': ok({
        sentTo: 'a***@example.com',
        expiresIn: 600,
        resendAfter: 60,
      }),
    });
    const onConfirm = vi.fn(async () => undefined);
    const { user } = renderDialog(onConfirm);
    const dialog = await screen.findByRole('dialog', { name: 'Cancel this booking?' });
    expect(
      await within(dialog).findByText(
        'We sent a 6-digit code to a***@example.com. It is valid for 10 minutes.',
      ),
    ).toBeVisible();
    expect(api.callsTo('POST', '/api/Orders/ChangeCode')).toHaveLength(1);
    expect(api.callsTo('POST', '/api/Orders/ChangeCode')[0]?.body).toEqual(REF);
    // The resend waits the 60 s the API asked for.
    expect(within(dialog).getByRole('button', { name: 'Send a new code in 60 s' })).toBeDisabled();

    const field = within(dialog).getByLabelText(/Code from the email/);
    expect(field).toHaveAttribute('autocomplete', 'one-time-code');
    await user.type(field, '12a');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel booking' }));
    expect(await within(dialog).findByText('Enter the 6 digits of the code.')).toBeVisible();
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(onConfirm).not.toHaveBeenCalled();

    await user.clear(field);
    await user.type(field, '123456');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel booking' }));
    await waitFor(() => expect(onConfirm).toHaveBeenCalledWith('123456'));
  });

  it('shows a rejected code at the field and another failure above the buttons', async () => {
    mockApi({
      'POST /api/Orders/ChangeCode': ok({
        sentTo: 'a***@example.com',
        expiresIn: 600,
        resendAfter: 60,
      }),
    });
    const onConfirm = vi
      .fn<(code: string) => Promise<unknown>>()
      .mockRejectedValueOnce(new ApiError(400, 'codeExpired', 'expired'))
      .mockRejectedValueOnce(new ApiError(409, 1405, 'order status abnormal'));
    const { user } = renderDialog(onConfirm);
    const dialog = await screen.findByRole('dialog', { name: 'Cancel this booking?' });
    const field = within(dialog).getByLabelText(/Code from the email/);
    await user.type(field, '123456');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel booking' }));
    expect(await within(dialog).findByText('The code has expired. Send a new code.')).toBeVisible();
    expect(field).toHaveAttribute('aria-invalid', 'true');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel booking' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('order status abnormal');
  });

  it('lets the visitor ask again once the wait is over, and says when sending is refused', async () => {
    let sends = 0;
    const api = mockApi({
      'POST /api/Orders/ChangeCode': () => {
        sends += 1;
        return sends === 1
          ? ok({ sentTo: 'a***@example.com', expiresIn: 600, resendAfter: 1 })
          : fail(429, 'operationFrequent', 'The operation is frequent, please try again later');
      },
    });
    const { user } = renderDialog(async () => undefined);
    const dialog = await screen.findByRole('dialog', { name: 'Cancel this booking?' });
    expect(await within(dialog).findByText(/We sent a 6-digit code/)).toBeVisible();
    const resend = within(dialog).getByRole('button', { name: /Send a new code/ });
    await waitFor(() => expect(resend).toBeEnabled(), { timeout: 3000 });
    expect(resend).toHaveAccessibleName('Send a new code');
    await user.click(resend);
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'A code was sent a moment ago. Please wait before asking for another.',
    );
    expect(api.callsTo('POST', '/api/Orders/ChangeCode')).toHaveLength(2);
  });
});
