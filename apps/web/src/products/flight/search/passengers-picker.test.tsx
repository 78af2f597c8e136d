import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { mockApi, ok } from '../../../test/mock-api';
import { renderPage } from '../../../test/render';
import { FlightSearchForm } from './flight-search-form';

const location = () => screen.getByTestId('location').textContent ?? '';

describe('travellers picker (issue 13 §1)', () => {
  it('asks each child’s age, takes one lap infant per adult and puts both in the URL', async () => {
    mockApi({ 'GET /api/Airports/Recommended': ok([]) });
    const { user } = renderPage(<FlightSearchForm />);
    await user.click(screen.getByRole('button', { name: /^Travellers: 1 adult, 0 children/ }));
    const children = screen.getByRole('group', { name: 'Children' });
    await user.click(within(children).getByRole('button', { name: 'More Children' }));
    expect(screen.getByRole('combobox', { name: /Child 1 age/ })).toBeRequired();

    // The search waits for the age, and says so outside the popover too.
    await user.click(screen.getByRole('button', { name: 'Search flights' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/age of each child/);
    expect(screen.queryByTestId('location')).not.toBeInTheDocument();

    // The popover closed with the click outside it: open it again.
    await user.click(screen.getByRole('button', { name: /^Travellers: 1 adult, 1 child/ }));
    await user.selectOptions(screen.getByRole('combobox', { name: /Child 1 age/ }), '7');
    const infants = screen.getByRole('group', { name: 'Infants on lap' });
    const moreInfants = within(infants).getByRole('button', { name: 'More Infants on lap' });
    await user.click(moreInfants);
    // One lap per adult: the + is off and the picker says why.
    expect(moreInfants).toBeDisabled();
    expect(screen.getByText(/One lap infant per adult/)).toHaveAttribute('role', 'status');
    const adults = screen.getByRole('group', { name: 'Adults' });
    await user.click(within(adults).getByRole('button', { name: 'More Adults' }));
    expect(moreInfants).toBeEnabled();
    expect(
      screen.getByRole('button', { name: /^Travellers: 2 adults, 1 child, 1 lap infant/ }),
    ).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Search flights' }));
    expect(location()).toContain('adults=2');
    expect(location()).toContain('children=1');
    expect(location()).toContain('infants=1');
    expect(location()).toContain('childAges=7');
  });
});
