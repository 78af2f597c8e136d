import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { AirlineMonogram, airlineHue } from './airline-monogram';

describe('AirlineMonogram', () => {
  it('is an image named after the airline when the name is given', () => {
    render(<AirlineMonogram code="ua" name="United Airlines" />);
    const mark = screen.getByRole('img', { name: 'United Airlines' });
    expect(mark).toHaveTextContent('UA');
  });

  it('is hidden from assistive technology without a name (the text beside it names it)', () => {
    const { container } = render(<AirlineMonogram code="DL" />);
    expect(container.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
    expect(screen.queryByRole('img')).toBeNull();
  });

  it('gives one airline one colour and spreads codes over the hues', () => {
    expect(airlineHue('AA')).toBe(airlineHue('aa'));
    const hues = new Set(['AA', 'UA', 'DL', 'AS', 'B6', 'WN', 'LH', 'BA'].map(airlineHue));
    expect(hues.size).toBeGreaterThan(5);
  });
});
