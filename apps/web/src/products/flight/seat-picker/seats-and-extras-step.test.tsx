import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { mockApi, ok } from '../../../test/mock-api';
import { renderPage } from '../../../test/render';
import { SeatsAndExtrasStep } from './seats-and-extras-step';
import { seatMapFixture, servicesFixture } from './test/seat-fixtures';

describe('SeatsAndExtrasStep', () => {
  it('chains seats and extras, with a short loading when returning to a cached map', async () => {
    const map = seatMapFixture();
    const api = mockApi({
      'GET /api/Seatmap/order': ok({ ...map, SeatMapResponses: map.SeatMapResponses.slice(0, 1) }),
      'GET /api/Services': ok(servicesFixture()),
      'POST /api/ReserveSeats': ok({ orderNo: 'TO12345678', totalPrice: 1, seats: [] }),
      'POST /api/ReserveServices': ok({ orderNo: 'TO12345678', totalPrice: 1, services: [] }),
    });
    const onDone = vi.fn();
    const { user } = renderPage(
      <SeatsAndExtrasStep orderNo="TO12345678" email="ada@example.com" onDone={onDone} />,
    );
    await user.click(await screen.findByRole('button', { name: 'Seat 1A, window, $25' }));
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByRole('button', { name: 'Confirm' })).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/ReserveSeats')).toHaveLength(1);

    // Back to the seats: the map is cached, yet a brief loading shows before it (no refetch).
    const reads = api.callsTo('GET', '/api/Seatmap/order').length;
    await user.click(screen.getByRole('button', { name: 'Back to seats' }));
    expect(screen.getByRole('status')).toHaveTextContent('Loading the seat map');
    expect(await screen.findByRole('button', { name: 'Submit' })).toBeInTheDocument();
    expect(api.callsTo('GET', '/api/Seatmap/order')).toHaveLength(reads);

    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await user.click(await screen.findByRole('button', { name: 'Confirm' }));
    await vi.waitFor(() => expect(onDone).toHaveBeenCalledTimes(1));
    const body = api.callsTo('POST', '/api/ReserveServices')[0]!.body as { email: string };
    expect(body.email).toBe('ada@example.com');
  });
});
