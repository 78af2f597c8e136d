import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { renderApp } from '../../test/render';

describe('Footer', () => {
  it('shows the information and company columns with links to pages that exist', async () => {
    renderApp('/');
    const footer = await screen.findByRole('contentinfo');

    const information = within(footer).getByRole('navigation', { name: 'Information' });
    expect(within(information).getByRole('link', { name: 'FAQ' })).toHaveAttribute('href', '/faq');
    expect(within(information).getByRole('link', { name: 'Contact us' })).toHaveAttribute(
      'href',
      '/contact-us',
    );

    const company = within(footer).getByRole('navigation', { name: 'Company' });
    expect(within(company).getByRole('link', { name: 'About us' })).toHaveAttribute(
      'href',
      '/about-us',
    );
    expect(within(company).getByRole('link', { name: 'Privacy policy' })).toHaveAttribute(
      'href',
      '/policy',
    );
    expect(within(company).getByRole('link', { name: 'Terms and conditions' })).toHaveAttribute(
      'href',
      '/terms',
    );
  });

  it('hides the social column when no social link is configured', async () => {
    renderApp('/');
    const footer = await screen.findByRole('contentinfo');
    expect(within(footer).queryByRole('navigation', { name: 'Follow us' })).toBeNull();
  });

  it('lists the accepted cards, the fare notice, the seller of travel and the copyright', async () => {
    renderApp('/');
    const footer = await screen.findByRole('contentinfo');

    for (const card of ['MasterCard', 'Visa', 'American Express', 'Discover']) {
      expect(within(footer).getByRole('img', { name: card })).toBeInTheDocument();
    }
    expect(footer).toHaveTextContent('Savings of up to 30%');
    expect(footer).toHaveTextContent('purchase 21 days in advance');
    expect(footer).toHaveTextContent('quoted in USD');
    expect(footer).toHaveTextContent('Seller of Travel: CST registration pending.');
    expect(footer).toHaveTextContent('simulated and illustrative');
    expect(footer).toHaveTextContent(`© ${new Date().getFullYear()} Travel Outlet.`);
  });
});
