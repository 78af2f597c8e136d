import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { MantineProvider } from '@mantine/core';
import { fireEvent, render, screen } from '@testing-library/react';
import { PhoneInput } from './phone-input';

function Harness({ initial = '' }: { initial?: string }) {
  const [value, setValue] = useState(initial);
  return (
    <MantineProvider env="test">
      <PhoneInput
        id="phone"
        label="Phone"
        countryLabel="Country code"
        localeTag="en-US"
        value={value}
        onChange={setValue}
      />
      <output data-testid="value">{value}</output>
    </MantineProvider>
  );
}

/** The country picker's input (its listbox carries the same name). */
const countryInput = () =>
  document.querySelector<HTMLInputElement>('input[aria-label="Country code"]')!;

describe('the international phone input (spec part 2 §5)', () => {
  it('lists France, China and the United States first, France chosen', () => {
    render(<Harness />);
    const country = countryInput();
    expect(country).toHaveValue('France +33');
    fireEvent.click(country);
    const options = screen
      .getAllByRole('option')
      .slice(0, 4)
      .map((option) => option.textContent);
    expect(options.slice(0, 3)).toEqual(['France +33', 'China +86', 'United States +1']);
  });

  it('writes the number with the chosen calling code', () => {
    render(<Harness />);
    fireEvent.change(screen.getByRole('textbox', { name: 'Phone' }), {
      target: { value: '612345678' },
    });
    expect(screen.getByTestId('value')).toHaveTextContent('+33 612345678');
    fireEvent.click(countryInput());
    fireEvent.click(screen.getByRole('option', { name: 'China +86' }));
    expect(screen.getByTestId('value')).toHaveTextContent('+86 612345678');
  });

  it('shows a stored number split into its country and national number', () => {
    render(<Harness initial="+1 4155550100" />);
    expect(countryInput()).toHaveValue('United States +1');
    expect(screen.getByRole('textbox', { name: 'Phone' })).toHaveValue('4155550100');
  });
});
