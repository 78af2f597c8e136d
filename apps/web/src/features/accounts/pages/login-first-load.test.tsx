import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { mockApi } from '../../../test/mock-api';
import { renderPage } from '../../../test/render';

// Records when the contracts' account schemas (and zod with them) are first imported: the login
// page's first screen must not need them (issue 10: first-load script).
const imported = vi.hoisted(() => ({ contracts: false, dialog: false }));
vi.mock('@travel/contracts/accounts', async (original) => {
  imported.contracts = true;
  return original();
});
vi.mock('../components/find-your-flight-dialog', async (original) => {
  imported.dialog = true;
  return original();
});

describe('login page first load', () => {
  it('loads the schema when the form is first used and the dialog when it is opened', async () => {
    const { LoginPage } = await import('./login-page');
    mockApi({});
    const { user } = renderPage(<LoginPage />, { path: '/login' });
    expect(screen.getByRole('heading', { level: 1, name: 'Sign in' })).toBeInTheDocument();
    expect(imported).toEqual({ contracts: false, dialog: false });

    await user.click(screen.getByLabelText(/^Email/));
    await vi.waitFor(() => expect(imported.contracts).toBe(true));

    await user.click(screen.getByRole('button', { name: 'Find your flight' }));
    expect(await screen.findByRole('dialog', { name: 'Find your flight' })).toBeInTheDocument();
    expect(imported.dialog).toBe(true);
  });
});
