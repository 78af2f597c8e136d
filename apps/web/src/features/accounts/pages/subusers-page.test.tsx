import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { SubusersPage } from './subusers-page';
import { fail, mockApi, ok, type RecordedCall } from '../../../test/mock-api';
import { renderPage } from '../../../test/render';

afterEach(() => vi.unstubAllGlobals());

const SUB = {
  id: '0e1d2c3b-4a59-4687-9a6b-5c4d3e2f1a0b',
  email: 'subagent@example.com',
  name: 'Sam Sub',
  firstName: 'Sam',
  lastName: 'Sub',
  accountCode: 'AGT1001',
  role: 2,
  disabled: false,
  isSuperUser: false,
  createdAt: '2026-01-15T10:00:00.000Z',
};

describe('sub-users page', { timeout: 20_000 }, () => {
  it('tells a customer "You do not have permission to access this data."', async () => {
    mockApi({
      'GET /api/Subusers': fail(
        403,
        'noPermission',
        'You do not have permission to access this data.',
      ),
    });
    renderPage(<SubusersPage />);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('You do not have permission to access this data.');
    expect(within(alert).queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
  });

  it('lists sub-agents and saves a switched flag', async () => {
    const api = mockApi({
      'GET /api/Subusers': ok([SUB]),
      [`PUT /api/Subusers/${SUB.id}`]: (call: RecordedCall) =>
        ok({ ...SUB, ...(call.body as object) }),
    });
    const { user } = renderPage(<SubusersPage />);
    const table = await screen.findByRole('table', { name: 'Your sub-agents' });
    expect(within(table).getByRole('row', { name: /Sam Sub/ })).toHaveTextContent('AGT1001');
    const disabled = within(table).getByRole('switch', { name: 'Disabled: Sam Sub' });
    expect(disabled).not.toBeChecked();
    await user.click(disabled);
    await waitFor(() => expect(api.callsTo('PUT', `/api/Subusers/${SUB.id}`)).toHaveLength(1));
    expect(api.callsTo('PUT', `/api/Subusers/${SUB.id}`)[0]?.body).toEqual({ disabled: true });
    await waitFor(() =>
      expect(within(table).getByRole('switch', { name: 'Disabled: Sam Sub' })).toBeChecked(),
    );
  });

  it('leaves the switch as it was when the API refuses', async () => {
    mockApi({
      'GET /api/Subusers': ok([SUB]),
      [`PUT /api/Subusers/${SUB.id}`]: fail(404, 'subuserNotFound', 'Sub-user not found'),
    });
    const { user } = renderPage(<SubusersPage />);
    const table = await screen.findByRole('table', { name: 'Your sub-agents' });
    await user.click(within(table).getByRole('switch', { name: 'Super user: Sam Sub' }));
    expect(await screen.findByText('Sub-user not found')).toBeInTheDocument();
    expect(within(table).getByRole('switch', { name: 'Super user: Sam Sub' })).not.toBeChecked();
  });

  it('shows an empty state for an agent without sub-agents', async () => {
    mockApi({ 'GET /api/Subusers': ok([]) });
    renderPage(<SubusersPage />);
    expect(await screen.findByText('No sub-agents yet')).toBeInTheDocument();
  });
});
