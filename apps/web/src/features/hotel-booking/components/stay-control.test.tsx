import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { renderPage } from '../../../test/render';
import { StayControl } from './stay-control';
import { StayEditor } from './stay-editor';
import { StayEditorFrame } from './stay-editor-frame';

const STAY = { checkIn: '20300610', checkOut: '20300612', rooms: 1, adults: 2, children: 0 };

/**
 * The section's markup without what differs by instance (generated ids and the labels pointing
 * at them, Mantine's per-instance grid style) or draws nothing (the picker's hidden input).
 */
function shape(section: Element): string {
  const copy = section.cloneNode(true) as Element;
  copy.querySelectorAll('style, input[type="hidden"]').forEach((node) => node.remove());
  for (const node of [copy, ...copy.querySelectorAll('*')]) {
    for (const name of ['id', 'for', 'aria-labelledby']) node.removeAttribute(name);
    const kept = [...node.classList].filter((name) => !name.startsWith('__m__'));
    if (node.hasAttribute('class')) node.setAttribute('class', kept.join(' '));
  }
  return copy.outerHTML;
}

describe('the stay editor frame', { timeout: 30_000 }, () => {
  it('draws the editor’s markup: the same boxes before and after its code loads', () => {
    const frame = renderPage(
      <StayEditorFrame
        stay={STAY}
        party={STAY}
        onParty={() => undefined}
        onIntent={() => undefined}
        onStart={() => undefined}
      />,
    );
    const framed = shape(frame.container.querySelector('section')!);
    frame.unmount();
    const editor = renderPage(<StayEditor stay={STAY} onApply={() => undefined} />);
    expect(framed).toBe(shape(editor.container.querySelector('section')!));
  });

  it('is labelled like the editor and loads it when the keyboard reaches a field', async () => {
    const { user } = renderPage(<StayControl stay={STAY} onApply={() => undefined} />);
    const dates = screen.getByRole('button', { name: 'Check-in and check-out' });
    expect(dates).toHaveTextContent('06/10/2030 – 06/12/2030');
    expect(screen.getByRole('textbox', { name: 'Adults' })).toHaveValue('2');
    await user.tab();
    // The editor took over and kept the focus on the dates.
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Check-in and check-out' })).not.toBe(dates),
    );
    expect(screen.getByRole('button', { name: 'Check-in and check-out' })).toHaveFocus();
  });

  it('opens the date picker where the traveller clicked', async () => {
    renderPage(<StayControl stay={STAY} onApply={() => undefined} />);
    fireEvent.click(screen.getByRole('button', { name: 'Check-in and check-out' }));
    // The picker's month grid, opened by the editor once its code is here.
    expect(await screen.findAllByRole('table')).not.toHaveLength(0);
  });

  it('keeps counts changed before the editor arrived and applies them', async () => {
    const onApply = vi.fn();
    const { user } = renderPage(<StayControl stay={STAY} onApply={onApply} />);
    const rooms = screen.getByRole('textbox', { name: 'Rooms' });
    fireEvent.change(rooms, { target: { value: '3' } });
    // Every room needs an adult: three rooms raise the adults to three, as in the editor.
    expect(screen.getByRole('textbox', { name: 'Adults' })).toHaveValue('3');
    await user.click(screen.getByRole('button', { name: 'Update rooms and prices' }));
    await waitFor(() =>
      expect(onApply).toHaveBeenCalledWith({ ...STAY, rooms: 3, adults: 3, children: 0 }),
    );
  });
});
