import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { mockApi } from '../../../test/mock-api';
import { renderPage } from '../../../test/render';

// Records when the contracts' account schemas (and zod with them) are first imported: the
// /reset-account page's first screen must not need them (issue 11 §3, as /login).
const imported = vi.hoisted(() => ({ contracts: false }));
vi.mock('@travel/contracts/accounts', async (original) => {
  imported.contracts = true;
  return original();
});

describe('reset account page first load', () => {
  it('loads the schemas when the form is first used', async () => {
    const { ResetAccountPage } = await import('./reset-account-page');
    mockApi({});
    const { user } = renderPage(<ResetAccountPage />, { path: '/reset-account' });
    expect(screen.getByRole('button', { name: 'Send code' })).toBeInTheDocument();
    expect(imported.contracts).toBe(false);

    await user.click(screen.getByLabelText(/^Email/));
    await vi.waitFor(() => expect(imported.contracts).toBe(true));
  });
});
