import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { renderPage } from '../../../test/render';
import { StayControl } from './stay-control';

const STAY = { checkIn: '20300610', checkOut: '20300612', rooms: 1, adults: 2, children: 0 };

// A file of its own: see stay-control.press.test.tsx.
describe('the stay editor frame after a press', { timeout: 30_000 }, () => {
  it('gives way to the editor when the press was over before the code came', async () => {
    renderPage(<StayControl stay={STAY} onApply={() => undefined} />);
    const rooms = screen.getByRole('textbox', { name: 'Rooms' });
    fireEvent.pointerDown(rooms);
    fireEvent.pointerUp(rooms);
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Rooms' })).not.toBe(rooms));
  });
});
