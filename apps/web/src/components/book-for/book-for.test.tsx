import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { useForm } from '@mantine/form';
import { ROLE } from '@travel/contracts/roles';
import { mockApi, ok } from '../../test/mock-api';
import { renderPage } from '../../test/render';
import { BookFor } from './book-for';
import { BookedForCustomer } from './booked-for-customer';
import {
  EMPTY_BOOK_FOR,
  bookForBody,
  bookForProblems,
  type BookForFields,
} from './book-for-values';

afterEach(() => vi.unstubAllGlobals());

const ADA = {
  id: '5b0c8a7e-1d2f-4e3a-9b8c-7d6e5f4a3b2c',
  firstName: 'Ada',
  lastName: 'Byron',
  email: 'ada@example.test',
  phone: '',
  notes: '',
  updatedAt: '2026-11-01T10:00:00.000Z',
};

let latest: BookForFields = EMPTY_BOOK_FOR;
function Harness({ role }: { role: number }) {
  const form = useForm<BookForFields>({ initialValues: EMPTY_BOOK_FOR });
  latest = form.values;
  return <BookFor form={form} role={role} />;
}

describe('book for a customer', { timeout: 20_000 }, () => {
  it('picks one of the saved clients, found by the server', async () => {
    mockApi({
      'GET /api/AgentClients': ok({ clients: [ADA], total: 1, page: 1 }),
    });
    const { user } = renderPage(<Harness role={ROLE.subagent} />);
    // A sub-agent books for itself or a customer, never for a sub-agent.
    expect(screen.queryByRole('radio', { name: 'A sub-agent' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'A customer' }));
    const picker = await screen.findByRole('combobox', { name: /^Client/ });
    await user.click(picker);
    await user.click(await screen.findByRole('option', { name: /Ada Byron · ada@example.test/ }));
    await waitFor(() => expect(latest.clientId).toBe(ADA.id));
    expect(bookForBody(latest)).toEqual({ kind: 'customer', customer: { clientId: ADA.id } });
    expect(screen.getByRole('link', { name: /Manage my clients/ })).toHaveAttribute(
      'href',
      '/account/clients',
    );
  });

  it('takes a new customer typed on the form, saved to the list by default', async () => {
    mockApi({ 'GET /api/AgentClients': ok({ clients: [], total: 0, page: 1 }) });
    const { user } = renderPage(<Harness role={ROLE.agent} />);
    await user.click(screen.getByRole('radio', { name: 'A customer' }));
    expect(await screen.findByText(/You have no saved clients yet/)).toBeInTheDocument();
    const source = screen.getByRole('radiogroup', { name: 'Who is the customer?' });
    await user.click(within(source).getByText('A new customer'));
    expect(bookForProblems(latest, true)).toEqual({
      customerFirstName: 'firstNameRequired',
      customerLastName: 'lastNameRequired',
      customerEmail: 'emailRequired',
    });
    await user.type(screen.getByRole('textbox', { name: /first name/ }), 'Alan');
    await user.type(screen.getByRole('textbox', { name: /last name/ }), 'Turing');
    await user.type(screen.getByRole('textbox', { name: /e-mail/ }), 'alan@example');
    expect(bookForProblems(latest, true)).toEqual({ customerEmail: 'emailInvalid' });
    await user.type(screen.getByRole('textbox', { name: /e-mail/ }), '.test');
    expect(screen.getByRole('checkbox', { name: 'Save to my clients' })).toBeChecked();
    expect(bookForProblems(latest, true)).toEqual({});
    expect(bookForBody(latest)).toEqual({
      kind: 'customer',
      customer: {
        details: { firstName: 'Alan', lastName: 'Turing', email: 'alan@example.test' },
        save: true,
      },
    });
  });

  it('asks for a client when none is picked, and a sub-agent when booking for one', () => {
    expect(bookForProblems({ ...EMPTY_BOOK_FOR, bookFor: 'customer' }, true)).toEqual({
      clientId: 'clientRequired',
    });
    expect(bookForProblems({ ...EMPTY_BOOK_FOR, bookFor: 'subagent' }, true)).toEqual({
      subagentId: 'subagentRequired',
    });
    expect(bookForBody({ ...EMPTY_BOOK_FOR, bookFor: 'self' })).toEqual({ kind: 'self' });
  });

  it('names the customer on an order, and nothing when it was not booked for one', async () => {
    const customer = {
      clientId: null,
      firstName: 'Ada',
      lastName: 'Byron',
      email: ADA.email,
      phone: '',
    };
    const { unmount } = renderPage(<BookedForCustomer customer={customer} />);
    expect(await screen.findByText('Booked for Ada Byron (ada@example.test)')).toBeInTheDocument();
    unmount();
    renderPage(<BookedForCustomer customer={null} />);
    expect(screen.queryByText(/Booked for/)).not.toBeInTheDocument();
  });
});
