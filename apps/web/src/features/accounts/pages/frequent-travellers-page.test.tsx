import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { FrequentTravellersPage } from './frequent-travellers-page';
import { fail, mockApi, ok, type RecordedCall } from '../../../test/mock-api';
import { renderPage } from '../../../test/render';
import { enter, pickOption } from '../test/select';

afterEach(() => vi.unstubAllGlobals());

const GRACE = {
  id: '3f0c1a52-6d6e-4c1b-9a0e-7f2d5b8c9e01',
  firstName: 'Grace',
  middleName: 'Brewster',
  lastName: 'Hopper',
  birthday: '1906-12-09',
  gender: 'Female',
  phoneNumber: '+1 555 0100',
};
const ALAN = {
  id: '9b2e4d6f-1a3c-4e5f-8a7b-6c5d4e3f2a10',
  firstName: 'Alan',
  middleName: '',
  lastName: 'Turing',
  birthday: '0001-01-01',
  gender: null,
  phoneNumber: null,
};

/** A tiny in-memory stand-in for the API so list, save and delete stay consistent. */
function travellersApi(initial: Array<Record<string, unknown>>) {
  let list = [...initial];
  return mockApi({
    'GET /api/FrequentlyUsers': () => ok(list),
    'POST /api/FrequentlyUsers': (call: RecordedCall) => {
      const body = call.body as Record<string, unknown>;
      const saved = {
        id: (body.id as string | undefined) ?? '5a6b7c8d-9e0f-4a1b-8c2d-3e4f5a6b7c8d',
        firstName: body.firstName,
        middleName: body.middleName ?? '',
        lastName: body.lastName,
        birthday: body.birthDay || '0001-01-01',
        gender: body.gender || null,
        phoneNumber: body.phoneNumber || null,
      };
      list = body.id ? list.map((item) => (item.id === body.id ? saved : item)) : [...list, saved];
      return ok(saved);
    },
    'DELETE /api/FrequentlyUsers/3f0c1a52-6d6e-4c1b-9a0e-7f2d5b8c9e01': () => {
      list = list.filter((item) => item.id !== GRACE.id);
      return ok(null);
    },
  });
}

const table = () => screen.getByRole('table', { name: 'Your frequent travellers' });

describe('frequent travellers page', { timeout: 30_000 }, () => {
  it('lists travellers with MM/DD/YYYY birthdays and an empty year-0001 birthday', async () => {
    travellersApi([GRACE, ALAN]);
    renderPage(<FrequentTravellersPage />);
    const grace = await within(await screen.findByRole('table')).findByRole('row', {
      name: /Grace Brewster Hopper/,
    });
    expect(grace).toHaveTextContent('12/09/1906');
    expect(grace).toHaveTextContent('Female');
    const alan = within(table()).getByRole('row', { name: /Alan Turing/ });
    expect(alan).not.toHaveTextContent('0001');
    expect(alan).not.toHaveTextContent('01/01');
  });

  it('shows the empty state with an add button', async () => {
    travellersApi([]);
    renderPage(<FrequentTravellersPage />);
    expect(await screen.findByText('No frequent travellers yet')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add traveller' })).toBeInTheDocument();
  });

  it('shows the permission message when signed out (401 unlogin)', async () => {
    mockApi({
      'GET /api/FrequentlyUsers': fail(
        401,
        'unlogin',
        'You do not have permission to access this data.',
      ),
    });
    renderPage(<FrequentTravellersPage />);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'You do not have permission to access this data.',
    );
  });

  it('validates and adds a traveller', async () => {
    const api = travellersApi([]);
    const { user } = renderPage(<FrequentTravellersPage />);
    await user.click(await screen.findByRole('button', { name: 'Add traveller' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add traveller' });
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Please fill in first name')).toBeInTheDocument();
    expect(within(dialog).getByText('Please fill in last name')).toBeInTheDocument();

    await enter(user, /^First name/, 'Ada');
    await enter(user, /^Last name/, 'Lovelace');
    await enter(user, /^Phone number/, 'call me');
    await pickOption(user, 'Month', 'December');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText(/digits, spaces/)).toBeInTheDocument();
    expect(within(dialog).getByText('Please fill in date of birth')).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/FrequentlyUsers')).toHaveLength(0);

    await user.clear(screen.getByLabelText(/^Phone number/));
    await enter(user, /^Phone number/, '+44 20 7946 0000');
    await pickOption(user, 'Day', '10');
    await pickOption(user, 'Year', '1990');
    await pickOption(user, /^Gender/, 'Female');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(api.callsTo('POST', '/api/FrequentlyUsers')).toHaveLength(1));
    expect(api.callsTo('POST', '/api/FrequentlyUsers')[0]?.body).toEqual({
      firstName: 'Ada',
      middleName: '',
      lastName: 'Lovelace',
      birthDay: '1990-12-10',
      gender: 'Female',
      phoneNumber: '+44 20 7946 0000',
    });
    expect(
      await within(await screen.findByRole('table')).findByText('Ada Lovelace'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('edits a traveller, sending its id', async () => {
    const api = travellersApi([GRACE]);
    const { user } = renderPage(<FrequentTravellersPage />);
    await screen.findByRole('table');
    // The phone cards are in the DOM too (hidden by CSS): act in the table.
    await user.click(within(table()).getByRole('button', { name: 'Edit Grace Brewster Hopper' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit traveller' });
    expect(within(dialog).getByLabelText(/^First name/)).toHaveValue('Grace');
    await user.clear(within(dialog).getByLabelText(/^Last name/));
    await enter(user, /^Last name/, 'Murray');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.callsTo('POST', '/api/FrequentlyUsers')).toHaveLength(1));
    expect(api.callsTo('POST', '/api/FrequentlyUsers')[0]?.body).toMatchObject({
      id: GRACE.id,
      lastName: 'Murray',
      birthDay: '1906-12-09',
    });
    expect(await within(table()).findByText('Grace Brewster Murray')).toBeInTheDocument();
  });

  it('asks before deleting and deletes on confirmation', async () => {
    const api = travellersApi([GRACE, ALAN]);
    const { user } = renderPage(<FrequentTravellersPage />);
    await screen.findByRole('table');
    await user.click(within(table()).getByRole('button', { name: 'Delete Grace Brewster Hopper' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete traveller' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(api.calls.filter((call) => call.method === 'DELETE')).toHaveLength(0);

    await user.click(within(table()).getByRole('button', { name: 'Delete Grace Brewster Hopper' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Delete traveller' })).getByRole('button', {
        name: 'Delete',
      }),
    );
    await waitFor(() =>
      expect(within(table()).queryByText('Grace Brewster Hopper')).not.toBeInTheDocument(),
    );
    expect(api.calls.filter((call) => call.method === 'DELETE')).toHaveLength(1);
    expect(within(table()).getByText('Alan Turing')).toBeInTheDocument();
  });
});
