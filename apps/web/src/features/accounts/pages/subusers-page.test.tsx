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
  limitCabin: 0,
  limitAmount: 0,
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
    // The column headers are words, never a message with its placeholders.
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual([
      'Name',
      'Email',
      'Account code',
      'Added',
      'Limits',
      'Disabled / Super user',
      'Actions',
    ]);
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

  it('adds a sub-agent: checks the form first, then sends name, email and limits', async () => {
    const api = mockApi({
      'GET /api/Subusers': ok([SUB]),
      'POST /api/Subusers': (call: RecordedCall) =>
        ok({
          ...SUB,
          id: '1e1d2c3b-4a59-4687-9a6b-5c4d3e2f1a0c',
          ...(call.body as object),
          name: 'Nia Newsub',
          accountCode: 'AGT1001-2',
        }),
    });
    const { user } = renderPage(<SubusersPage />);
    await screen.findByRole('table', { name: 'Your sub-agents' });
    await user.click(screen.getByRole('button', { name: 'Add sub-agent' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a sub-agent' });
    await user.click(within(dialog).getByRole('button', { name: 'Create sub-agent' }));
    expect(await within(dialog).findAllByText(/Please fill in/)).not.toHaveLength(0);
    expect(api.callsTo('POST', '/api/Subusers')).toHaveLength(0);
    await user.type(within(dialog).getByRole('textbox', { name: 'Email' }), 'nia@example.test');
    await user.type(within(dialog).getByRole('textbox', { name: 'First name' }), 'Nia');
    await user.type(within(dialog).getByRole('textbox', { name: 'Last name' }), 'Newsub');
    await user.type(within(dialog).getByRole('textbox', { name: /Highest fare/ }), '1500');
    await user.click(within(dialog).getByRole('button', { name: 'Create sub-agent' }));
    await waitFor(() => expect(api.callsTo('POST', '/api/Subusers')).toHaveLength(1));
    expect(api.callsTo('POST', '/api/Subusers')[0]?.body).toEqual({
      email: 'nia@example.test',
      firstName: 'Nia',
      lastName: 'Newsub',
      limitCabin: 0,
      limitAmount: 150_000,
    });
    const table = screen.getByRole('table', { name: 'Your sub-agents' });
    expect(await within(table).findByRole('row', { name: /Nia Newsub/ })).toHaveTextContent(
      'Up to $1,500',
    );
  });

  it("changes a sub-agent's limits and links to its bookings", async () => {
    const api = mockApi({
      'GET /api/Subusers': ok([SUB]),
      [`PUT /api/Subusers/${SUB.id}`]: (call: RecordedCall) =>
        ok({ ...SUB, ...(call.body as object) }),
    });
    const { user } = renderPage(<SubusersPage />);
    const table = await screen.findByRole('table', { name: 'Your sub-agents' });
    expect(within(table).getByRole('link', { name: 'Bookings of Sam Sub' })).toHaveAttribute(
      'href',
      '/orders?accountCode=AGT1001',
    );
    await user.click(within(table).getByRole('button', { name: 'Change the limits of Sam Sub' }));
    const dialog = await screen.findByRole('dialog', { name: 'Booking limits: Sam Sub' });
    await user.click(within(dialog).getByLabelText(/^Cabin/, { selector: 'input' }));
    await user.click(await screen.findByRole('option', { name: 'Business' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save limits' }));
    await waitFor(() => expect(api.callsTo('PUT', `/api/Subusers/${SUB.id}`)).toHaveLength(1));
    expect(api.callsTo('PUT', `/api/Subusers/${SUB.id}`)[0]?.body).toEqual({
      limitCabin: 3,
      limitAmount: 0,
    });
    expect(await within(table).findByText(/Business only/)).toBeInTheDocument();
  });
});
