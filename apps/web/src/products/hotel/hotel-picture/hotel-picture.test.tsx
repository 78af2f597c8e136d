import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import type { HotelPicture as Picture } from '@travel/contracts/hotels';
import { HotelPicture } from './hotel-picture';

const KINDS: Picture['kind'][] = ['facade', 'room', 'lobby', 'pool', 'view'];

/** The drawing without the per-instance gradient ids. */
function drawing(picture: Picture): string {
  const { container } = render(<HotelPicture picture={picture} />);
  const html = container.innerHTML.replace(/id="[^"]*"|url\(#[^)]*\)/g, '');
  container.remove();
  return html;
}

describe('HotelPicture', () => {
  it('is an image named by its caption', () => {
    render(<HotelPicture picture={{ kind: 'facade', seed: 3, caption: 'The hotel at dusk' }} />);
    expect(screen.getByRole('img', { name: 'The hotel at dusk' })).toHaveAttribute(
      'data-picture-kind',
      'facade',
    );
  });

  it('can be decorative when the caption is written beside it', () => {
    const { container } = render(
      <HotelPicture picture={{ kind: 'room', seed: 3, caption: 'Room' }} decorative />,
    );
    expect(screen.queryByRole('img')).toBeNull();
    expect(container.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
  });

  it.each(KINDS)('paints %s the same for the same seed and differently for others', (kind) => {
    const first = drawing({ kind, seed: 42, caption: 'x' });
    expect(drawing({ kind, seed: 42, caption: 'x' })).toBe(first);
    const others = new Set([1, 2, 3, 4, 5].map((seed) => drawing({ kind, seed, caption: 'x' })));
    expect(others.size).toBeGreaterThan(3);
  });

  it('gives two pictures on one page their own gradient ids', () => {
    const { container } = render(
      <>
        <HotelPicture picture={{ kind: 'pool', seed: 1, caption: 'a' }} />
        <HotelPicture picture={{ kind: 'pool', seed: 1, caption: 'b' }} />
      </>,
    );
    const ids = [...container.querySelectorAll('linearGradient')].map((node) => node.id);
    expect(new Set(ids).size).toBe(4);
  });
});
