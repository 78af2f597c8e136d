import { describe, expect, it } from 'vitest';
import { act, fireEvent, screen } from '@testing-library/react';
import { renderPage } from '../../../test/render';
import { StayControl } from './stay-control';

const STAY = { checkIn: '20300610', checkOut: '20300612', rooms: 1, adults: 2, children: 0 };

// A file of its own (as stay-control.release.test.tsx): once the editor's code has loaded, every
// later render in the file draws the editor at once, without the frame.
describe('the stay editor frame under a press', { timeout: 30_000 }, () => {
  it('stays until the press is over, so the click that asked for the picker opens it', async () => {
    renderPage(<StayControl stay={STAY} onApply={() => undefined} />);
    const dates = screen.getByRole('button', { name: 'Check-in and check-out' });
    // Mouse down on the dates: the pointer's press, then the focus it gives.
    fireEvent.pointerDown(dates);
    fireEvent.focus(dates);
    // The editor's code arrives while the button is still held.
    await act(async () => {
      await import('./stay-editor');
      await new Promise((resolve) => setTimeout(resolve, 50));
    });
    expect(screen.getByRole('button', { name: 'Check-in and check-out' })).toBe(dates);
    // Mouse up and its click, on the frame's button: the editor takes over and opens the picker.
    fireEvent.pointerUp(dates);
    fireEvent.click(dates);
    expect(await screen.findAllByRole('table')).not.toHaveLength(0);
    expect(screen.getByRole('button', { name: 'Check-in and check-out' })).not.toBe(dates);
  });
});
