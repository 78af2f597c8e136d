import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { mockApi, ok } from '../../../test/mock-api';
import { renderPage } from '../../../test/render';
import { HotelSearchForm } from './hotel-search-form';
import { HotelSearchFormSkeleton } from './hotel-search-form-skeleton';
import classes from './hotel-search-form.module.css';

afterEach(() => {
  vi.unstubAllGlobals();
});

/** A grid cell that takes room: not a closed dropdown or a hidden input (no grid cell). */
const takesRoom = (element: Element) =>
  !(element instanceof HTMLInputElement && element.type === 'hidden') &&
  (element as HTMLElement).style.display !== 'none';

/** The form's grid, its cells and which of them is the Search button's: its height. */
const shape = (root: ParentNode) => {
  const grid = root.querySelector(`.${classes.grid}`);
  const cells = [...(grid?.children ?? [])].filter(takesRoom);
  return {
    cells: cells.length,
    submit: cells.findIndex((cell) => cell.matches(`.${classes.submit}`)),
  };
};

describe('hotel search form skeleton', () => {
  it('reserves the form’s frame: the same grid with as many cells, Search last', async () => {
    mockApi({ 'GET /api/hotel': ok([]) });
    const skeleton = renderPage(<HotelSearchFormSkeleton label="Loading…" />);
    const reserved = shape(skeleton.container);
    expect(reserved).toEqual({ cells: 4, submit: 3 });
    expect(screen.getByText('Loading…')).toBeInTheDocument();
    skeleton.unmount();

    const form = renderPage(<HotelSearchForm />);
    await screen.findByRole('button', { name: 'Search hotels' });
    expect(shape(form.container)).toEqual(reserved);
  });
});
