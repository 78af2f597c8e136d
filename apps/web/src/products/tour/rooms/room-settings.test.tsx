import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import type { RoomContext, RoomSetting } from '@travel/contracts/tour-rooms';
import { mockApi } from '../../../test/mock-api';
import { renderPage } from '../../../test/render';
import { RoomSettings, defaultRooms } from './room-settings';

afterEach(() => {
  vi.unstubAllGlobals();
});

function Harness({ ctx, start = defaultRooms() }: { ctx: RoomContext; start?: RoomSetting[] }) {
  const [rooms, setRooms] = useState(start);
  return (
    <>
      <RoomSettings ctx={ctx} rooms={rooms} onRooms={setRooms} />
      <output data-testid="rooms">{rooms.map((r) => `${r.adults}-${r.children}`).join(',')}</output>
    </>
  );
}

const rooms = () => screen.getByTestId('rooms').textContent;
const tripleTour: RoomContext = { kind: 'tour', optionCodes: ['1', '2', '3', 'child'] };

describe('room settings (spec part 2 §4, §5)', { timeout: 30_000 }, () => {
  it('keeps children within the room capacity and resets them when adults no longer leave room', async () => {
    mockApi({});
    const { user } = renderPage(<Harness ctx={tripleTour} />);
    const room1 = await screen.findByRole('group', { name: 'Room 1' });
    await user.click(within(room1).getByRole('button', { name: 'More children' }));
    expect(rooms()).toBe('2-1');
    // A triple room: 2 adults leave a place for 1 child only.
    expect(within(room1).getByRole('button', { name: 'More children' })).toBeDisabled();
    await user.click(within(room1).getByRole('button', { name: 'More adults' }));
    expect(rooms()).toBe('3-0');
    expect(within(room1).getByRole('button', { name: 'More adults' })).toBeDisabled();
  });

  it('adds rooms up to 5 and removes them down to 1', async () => {
    mockApi({});
    const { user } = renderPage(<Harness ctx={tripleTour} />);
    await screen.findByRole('group', { name: 'Room 1' });
    expect(screen.queryByRole('button', { name: 'Remove Room 1' })).toBeNull();
    for (let n = 0; n < 4; n += 1)
      await user.click(screen.getByRole('button', { name: 'Add a room' }));
    expect(rooms()).toBe('2-0,2-0,2-0,2-0,2-0');
    expect(screen.queryByRole('button', { name: 'Add a room' })).toBeNull();
    expect(screen.getByText('At most 5 rooms per booking')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Remove Room 3' }));
    expect(rooms()).toBe('2-0,2-0,2-0,2-0');
  });

  it('books a day trip as one group of up to 20 adults, with no rooms to add', async () => {
    mockApi({});
    const { user } = renderPage(
      <Harness
        ctx={{ kind: 'one-day', optionCodes: ['adult', 'child'] }}
        start={[{ key: 'r1', adults: 19, children: 0 }]}
      />,
    );
    const group = await screen.findByRole('group', { name: 'Your group' });
    await user.click(within(group).getByRole('button', { name: 'More adults' }));
    expect(rooms()).toBe('20-0');
    expect(within(group).getByRole('button', { name: 'More adults' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: /Add a/ })).toBeNull();
  });

  it('shows a cruise cabin as 2 adults and says what a party breaks', async () => {
    mockApi({});
    renderPage(
      <Harness
        ctx={{ kind: 'cruise', optionCodes: ['1', '2'], cabinCapacity: 2 }}
        start={[{ key: 'r1', adults: 3, children: 0 }]}
      />,
    );
    const cabin = await screen.findByRole('group', { name: 'Cabin 1' });
    expect(within(cabin).getByText('2 adults per cabin')).toBeVisible();
    expect(within(cabin).getByRole('alert')).toHaveTextContent('Each cabin takes 2 adults');
    expect(screen.getByText('A cruise books an even number of adults, 2 to 6')).toBeVisible();
  });
});
