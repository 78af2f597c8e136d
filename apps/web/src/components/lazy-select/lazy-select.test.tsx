import { describe, expect, it, vi } from 'vitest';
import { useState } from 'react';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { LazySelect } from './lazy-select';

const DATA = [
  { value: 'M', label: 'Male' },
  { value: 'F', label: 'Female' },
];

function Field({ onChange }: { onChange: (value: string | null) => void }) {
  const [value, setValue] = useState<string | null>('F');
  return (
    <LazySelect
      label="Gender"
      data={DATA}
      value={value}
      onChange={(next) => {
        setValue(next);
        onChange(next);
      }}
    />
  );
}

/** Issue 10: the dropdown's code loads when the field is used, not with the form. */
describe('LazySelect', () => {
  it('shows the chosen label in a stand-in, then hands the click to the real list', async () => {
    const onChange = vi.fn();
    render(
      <MantineProvider env="test">
        <Field onChange={onChange} />
      </MantineProvider>,
    );
    const standIn = screen.getByRole('combobox', { name: 'Gender' });
    expect(standIn).toHaveValue('Female');
    expect(standIn).toHaveAttribute('readonly');
    // Nothing of the dropdown yet: no list until the field is reached.
    expect(screen.queryByRole('listbox')).toBeNull();

    fireEvent.click(standIn);
    fireEvent.click(await screen.findByRole('option', { name: 'Male' }));
    expect(onChange).toHaveBeenCalledWith('M');
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: 'Gender' })).toHaveValue('Male'),
    );
  });
});
