import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { ClientsPage } from './clients-page';
import { fail, mockApi, ok, type RecordedCall } from '../../../test/mock-api';
import { renderPage } from '../../../test/render';

afterEach(() => vi.unstubAllGlobals());

const ADA = {
  id: '5b0c8a7e-1d2f-4e3a-9b8c-7d6e5f4a3b2c',
  firstName: 'Ada',
  lastName: 'Byron',
  email: 'ada@example.test',
  phone: '+44 20 7946 0000',
  notes: 'Aisle seats',
  updatedAt: '2026-11-01T10:00:00.000Z',
};
const GRACE = {
  ...ADA,
  id: '6c1d9b8f-2e3a-4f4b-8c9d-8e7f6a5b4c3d',
  firstName: 'Grace',
  lastName: 'Hopper',
  email: 'grace@example.test',
  phone: '',
  notes: '',
};
const page = (clients: (typeof ADA)[]) => ok({ clients, total: clients.length, page: 1 });

describe('/account/clients', { timeout: 20_000 }, () => {
  it('tells a member "You do not have permission to access this data." without a retry', async () => {
    mockApi({
      'GET /api/AgentClients': fail(
        403,
        'noPermission',
        'You do not have permission to access this data.',
      ),
    });
    renderPage(<ClientsPage />);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('You do not have permission to access this data.');
    expect(within(alert).queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add a client' })).not.toBeInTheDocument();
  });

  it('lists the clients and finds them through the server by what is typed', async () => {
    const api = mockApi({
      'GET /api/AgentClients': (call: RecordedCall) =>
        call.query.get('q') === 'grace' ? page([GRACE]) : page([ADA, GRACE]),
    });
    const { user } = renderPage(<ClientsPage />);
    const table = await screen.findByRole('table', { name: 'Your clients' });
    expect(within(table).getByRole('row', { name: /Ada Byron/ })).toHaveTextContent(
      'ada@example.test',
    );
    expect(screen.getByText('2 clients')).toBeInTheDocument();
    await user.type(screen.getByRole('searchbox', { name: 'Find a client' }), 'grace');
    await waitFor(() => expect(screen.getByText('1 client')).toBeInTheDocument());
    expect(within(table).queryByRole('row', { name: /Ada Byron/ })).not.toBeInTheDocument();
    expect(api.callsTo('GET', '/api/AgentClients').at(-1)?.query.get('q')).toBe('grace');
  });

  it('says when nobody is saved yet', async () => {
    mockApi({ 'GET /api/AgentClients': page([]) });
    renderPage(<ClientsPage />);
    expect(await screen.findByText('No clients yet')).toBeInTheDocument();
  });

  it('adds a client: checks the form first, then sends what was typed', async () => {
    const api = mockApi({
      'GET /api/AgentClients': page([]),
      'POST /api/AgentClients': (call: RecordedCall) => ok({ ...ADA, ...(call.body as object) }),
    });
    const { user } = renderPage(<ClientsPage />);
    await screen.findByText('No clients yet');
    await user.click(screen.getByRole('button', { name: 'Add a client' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a client' });
    await user.click(within(dialog).getByRole('button', { name: 'Save client' }));
    expect(api.callsTo('POST', '/api/AgentClients')).toHaveLength(0);
    expect(within(dialog).getAllByText(/Please fill in/).length).toBeGreaterThan(0);
    await user.type(within(dialog).getByRole('textbox', { name: /First name/ }), 'Ada');
    await user.type(within(dialog).getByRole('textbox', { name: /Last name/ }), 'Byron');
    await user.type(within(dialog).getByRole('textbox', { name: /E-mail/ }), 'ada@example.test');
    await user.click(within(dialog).getByRole('button', { name: 'Save client' }));
    await waitFor(() => expect(api.callsTo('POST', '/api/AgentClients')).toHaveLength(1));
    expect(api.callsTo('POST', '/api/AgentClients')[0]?.body).toEqual({
      firstName: 'Ada',
      lastName: 'Byron',
      email: 'ada@example.test',
      phone: '',
      notes: '',
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('deletes a client after asking', async () => {
    const api = mockApi({
      'GET /api/AgentClients': page([ADA]),
      [`DELETE /api/AgentClients/${ADA.id}`]: ok(null),
    });
    const { user } = renderPage(<ClientsPage />);
    const table = await screen.findByRole('table', { name: 'Your clients' });
    await user.click(within(table).getByRole('button', { name: 'Delete Ada Byron' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this client?' });
    expect(dialog).toHaveTextContent('Orders already booked for them keep their details.');
    await user.click(within(dialog).getByRole('button', { name: 'Delete client' }));
    await waitFor(() =>
      expect(api.callsTo('DELETE', `/api/AgentClients/${ADA.id}`)).toHaveLength(1),
    );
  });
});
