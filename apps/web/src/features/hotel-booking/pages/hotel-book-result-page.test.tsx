import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { HotelBookResultPage } from './hotel-book-result-page';
import { mockApi, ok } from '../../../test/mock-api';
import { renderPage } from '../../../test/render';
import { rememberOrderEmail } from '../../../lib/order-access';
import { hotelOrder } from '../test/hotel-fixtures';

afterEach(() => {
  vi.unstubAllGlobals();
  sessionStorage.clear();
});

describe('/hotel/book-detail', { timeout: 30_000 }, () => {
  it('shows a visitor the confirmed stay, read with the booking email kept by this tab', async () => {
    rememberOrderEmail('TO2030000042', 'ada@example.com');
    const api = mockApi({ 'GET /api/SearchHotelOrder': ok(hotelOrder()) });
    renderPage(<HotelBookResultPage />, {
      path: '/hotel/book-detail',
      url: '/hotel/book-detail?orderNo=TO2030000042',
    });
    expect(await screen.findByRole('heading', { name: 'Your stay is confirmed' })).toBeVisible();
    expect(screen.getByTestId('order-no')).toHaveTextContent('TO2030000042');
    expect(screen.getByTestId('confirmation-number')).toHaveTextContent('GT-7781234');
    expect(screen.getAllByText('Confirmed').length).toBeGreaterThan(0);
    expect(screen.getByTestId('cancellation')).toHaveTextContent(/Jun 8.*18:00/);
    expect(screen.getByRole('row', { name: /Ada Lovelace/ })).toBeInTheDocument();
    const query = api.callsTo('GET', '/api/SearchHotelOrder')[0]!.query;
    expect(query.get('orderNo')).toBe('TO2030000042');
    expect(query.get('email')).toBe('ada@example.com');
    // Visitors have no My orders; home is always there.
    expect(screen.queryByRole('link', { name: 'My orders' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/');
  });
});
