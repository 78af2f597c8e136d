import { describe, expect, it } from 'vitest';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { LazySelect } from './lazy-select';

const DATA = [
  { value: 'VI', label: 'Visa (VI)' },
  { value: 'CA', label: 'Mastercard (CA)' },
];

// A file of its own: once the dropdowns' code has loaded, every later field in the file is the
// real Select from its first render, with no stand-in to press.
describe('LazySelect under a press', { timeout: 30_000 }, () => {
  it('keeps the stand-in until the press is over, so the click opens the list', async () => {
    render(
      <MantineProvider env="test">
        <LazySelect label="Card type" data={DATA} value={null} onChange={() => undefined} />
      </MantineProvider>,
    );
    const standIn = screen.getByRole('combobox', { name: 'Card type' });
    // Mouse down: the press, then the focus it gives (which starts loading the dropdowns).
    fireEvent.pointerDown(standIn);
    fireEvent.focus(standIn);
    // The code arrives while the button is still held: the field under the pointer stays.
    await act(async () => {
      await import('./select-module');
      await new Promise((resolve) => setTimeout(resolve, 50));
    });
    expect(screen.getByRole('combobox', { name: 'Card type' })).toBe(standIn);
    // Mouse up and its click, on the stand-in: the real field takes over with its list open.
    fireEvent.pointerUp(standIn);
    fireEvent.click(standIn);
    expect(await screen.findByRole('option', { name: 'Visa (VI)' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Card type' })).not.toBe(standIn);
  });
});
