import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { fail, mockApi, ok } from '../../../test/mock-api';
import { renderPage } from '../../../test/render';
import { SeatPicker } from './seat-picker';
import { initialChoices, seatState, seatSubmission, toggleSeat } from './seat-rules';
import { seatMapFixture } from './test/seat-fixtures';

const FLIGHT_1 = 'AA1-20270415';
const seatOf = (map: ReturnType<typeof seatMapFixture>, index: number, seatNumber: string) =>
  map.SeatMapResponses[index]!.SeatMapDetails.airRows.flatMap((r) => r.airSeats).find(
    (s) => s.seatNumber === seatNumber,
  )!;

describe('seat rules', () => {
  const map = seatMapFixture();

  it('assigns a free seat to the active passenger and clears it on a second click', () => {
    const seat = seatOf(map, 0, '1A');
    const once = toggleSeat(initialChoices(map), FLIGHT_1, 'PAX1', seat);
    expect(once[FLIGHT_1]).toEqual({ PAX1: '1A' });
    expect(seatState(seat, once[FLIGHT_1]!, 'PAX1')).toBe('mine');
    // Another passenger cannot take it.
    expect(seatState(seat, once[FLIGHT_1]!, 'PAX2')).toBe('other');
    expect(toggleSeat(once, FLIGHT_1, 'PAX2', seat)).toBe(once);
    const twice = toggleSeat(once, FLIGHT_1, 'PAX1', seat);
    expect(twice[FLIGHT_1]).toEqual({});
  });

  it('moves a passenger to the seat clicked next, and never onto taken or forbidden seats', () => {
    let choices = toggleSeat(initialChoices(map), FLIGHT_1, 'PAX1', seatOf(map, 0, '1A'));
    choices = toggleSeat(choices, FLIGHT_1, 'PAX1', seatOf(map, 0, '4D'));
    expect(choices[FLIGHT_1]).toEqual({ PAX1: '4D' });
    const occupied = seatOf(map, 0, '3A');
    expect(seatState(occupied, {}, 'PAX1')).toBe('unavailable');
    expect(toggleSeat(choices, FLIGHT_1, 'PAX1', occupied)).toBe(choices);
    // Exit rows are not sold to children.
    const exit = seatOf(map, 0, '2C');
    expect(seatState(exit, {}, 'PAX1')).toBe('free');
    expect(seatState(exit, {}, 'PAX2')).toBe('unavailable');
  });

  it('submits only changed seats, naming the seat each one replaces', () => {
    const held = seatMapFixture({
      assigned: [
        { PassengerKey: 'PAX1', seatNumber: '4A' },
        { PassengerKey: 'PAX2', seatNumber: '4C' },
      ],
    });
    let choices = initialChoices(held);
    expect(choices[FLIGHT_1]).toEqual({ PAX1: '4A', PAX2: '4C' });
    choices = toggleSeat(choices, FLIGHT_1, 'PAX1', seatOf(held, 0, '2A'));
    choices = toggleSeat(choices, FLIGHT_1, 'PAX2', seatOf(held, 0, '4C'));
    const seats = seatSubmission(held, choices);
    expect(seats).toEqual([
      expect.objectContaining({
        passengerRef: 'PAX1',
        seatNumber: '2A',
        rowNumber: 2,
        offerItemRef: `${FLIGHT_1}.2A`,
        totalPrice: 4500,
        oldorderitemId: held.SeatMapResponses[0]!.assignedSeats[0]!.orderItemId,
        flightId: FLIGHT_1,
        airline: 'AA',
        flightNumber: '1',
        shoppingResponseId: 'SMR-TO12345678',
        offerId: 'SMO-TO12345678',
        owner: 'AA',
      }),
      // Giving a seat up: an empty seat number with the item it frees.
      expect.objectContaining({
        passengerRef: 'PAX2',
        seatNumber: '',
        rowNumber: 0,
        totalPrice: 0,
        oldorderitemId: held.SeatMapResponses[0]!.assignedSeats[1]!.orderItemId,
      }),
    ]);
    expect(seatSubmission(held, initialChoices(held))).toEqual([]);
  });
});

describe('SeatPicker', () => {
  const show = (onDone = vi.fn()) => ({
    onDone,
    ...renderPage(<SeatPicker orderNo="TO12345678" email="ada@example.com" onDone={onDone} />),
  });

  it('lets the active traveller pick and clear seats, flight by flight, then submits', async () => {
    const api = mockApi({
      'GET /api/Seatmap/order': ok(seatMapFixture()),
      'POST /api/ReserveSeats': ok({ orderNo: 'TO12345678', totalPrice: 1, seats: [] }),
    });
    const { user, onDone } = show();
    expect(screen.getByRole('status')).toHaveTextContent('Loading the seat map');
    const seat1A = await screen.findByRole('button', {
      name: 'Seat 1A, window, $25',
    });
    expect(api.callsTo('GET', '/api/Seatmap/order')[0]!.query.get('email')).toBe('ada@example.com');

    await user.click(seat1A);
    expect(
      screen.getByRole('button', { name: /Seat 1A.*chosen for Ada Lovelace/ }),
    ).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('tab', { name: /Ada Lovelace · 1A/ })).toBeInTheDocument();
    // Clicking again clears it.
    await user.click(screen.getByRole('button', { name: /Seat 1A.*chosen for Ada Lovelace/ }));
    expect(screen.getByRole('tab', { name: /Ada Lovelace · no seat/ })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Seat 1A, window, $25' }));

    // The child's tab: Ada's seat is blocked, taken seats and exit rows too.
    await user.click(screen.getByRole('tab', { name: /Kid Lovelace/ }));
    expect(screen.getByRole('button', { name: 'Seat 1A, chosen for Ada Lovelace' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Seat 3A, unavailable' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Seat 2C, unavailable' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Seat 4C, aisle, free' }));

    // Prev Flight is off on the first flight; Submit shows only on the last.
    expect(screen.getByRole('button', { name: 'Prev Flight' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Submit' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Next Flight' }));
    expect(screen.getByText('Flight 2 of 2')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Next Flight' })).toBeNull();
    await user.click(screen.getByRole('tab', { name: /Ada Lovelace/ }));
    await user.click(screen.getByRole('button', { name: 'Seat 2D, aisle, exit row, $45' }));
    await user.click(screen.getByRole('button', { name: 'Prev Flight' }));
    expect(screen.getByRole('tab', { name: /Ada Lovelace · 1A/ })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next Flight' }));

    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await vi.waitFor(() => expect(onDone).toHaveBeenCalled());
    const [call] = api.callsTo('POST', '/api/ReserveSeats');
    const body = call!.body as {
      orderNo: string;
      email: string;
      seats: { passengerRef: string; flightId: string; seatNumber: string }[];
    };
    expect(body.orderNo).toBe('TO12345678');
    expect(body.email).toBe('ada@example.com');
    expect(body.seats.map((s) => [s.passengerRef, s.flightId, s.seatNumber])).toEqual([
      ['PAX1', FLIGHT_1, '1A'],
      ['PAX2', FLIGHT_1, '4C'],
      ['PAX1', 'AA2-20270415', '2D'],
    ]);
  }, 20_000);

  it('submits nothing when nothing changed', async () => {
    const api = mockApi({
      'GET /api/Seatmap/order': ok({
        ...seatMapFixture(),
        SeatMapResponses: seatMapFixture().SeatMapResponses.slice(0, 1),
      }),
    });
    const { user, onDone } = show();
    await user.click(await screen.findByRole('button', { name: 'Submit' }));
    expect(onDone).toHaveBeenCalled();
    expect(api.callsTo('POST', '/api/ReserveSeats')).toHaveLength(0);
  });

  it("shows 'no seatmap data' for an empty map and the error text for a failed fetch", async () => {
    mockApi({ 'GET /api/Seatmap/order': ok({ ...seatMapFixture(), SeatMapResponses: [] }) });
    const first = show();
    expect(await screen.findByText('no seatmap data')).toBeInTheDocument();
    await first.user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(first.onDone).toHaveBeenCalled();
    first.unmount();

    mockApi({ 'GET /api/Seatmap/order': fail(409, 1405, 'order status abnormal') });
    show();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Seats can only be chosen before the order is paid.',
    );
  });

  it('says why a seat could not be saved and reads the map again', async () => {
    const api = mockApi({
      'GET /api/Seatmap/order': ok({
        ...seatMapFixture(),
        SeatMapResponses: seatMapFixture().SeatMapResponses.slice(0, 1),
      }),
      'POST /api/ReserveSeats': fail(409, 'seatSaveFailed', 'Seat 1A on AA is already taken'),
    });
    const { user, onDone } = show();
    await user.click(await screen.findByRole('button', { name: 'Seat 1A, window, $25' }));
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/Seat save failed/);
    expect(onDone).not.toHaveBeenCalled();
    await vi.waitFor(() => expect(api.callsTo('GET', '/api/Seatmap/order')).toHaveLength(2));
  });
});
