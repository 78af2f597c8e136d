import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { mockApi, ok } from '../../../test/mock-api';
import { renderPage } from '../../../test/render';
import { FlightSearchForm } from './flight-search-form';
import { FlightSearchFormSkeleton } from './flight-search-form-skeleton';
import classes from './flight-search-form.module.css';

afterEach(() => {
  vi.unstubAllGlobals();
});

/** A grid cell that takes room: not a closed dropdown or a hidden input (no grid cell). */
const takesRoom = (element: Element) =>
  !(element instanceof HTMLInputElement && element.type === 'hidden') &&
  (element as HTMLElement).style.display !== 'none';

/** The form's grids and how many cells each holds: what sets the form's height. */
const shape = (root: ParentNode) =>
  [classes.row, classes.places, classes.extras].map(
    (name) => [...(root.querySelector(`.${name}`)?.children ?? [])].filter(takesRoom).length,
  );

describe('flight search form skeleton', () => {
  it('reserves the round-trip form’s frame: the same grids with as many cells', async () => {
    mockApi({ 'GET /api/Airports/Recommended': ok([]), 'GET /api/Airports/Search': ok([]) });
    const skeleton = renderPage(<FlightSearchFormSkeleton label="Loading…" />);
    const reserved = shape(skeleton.container);
    expect(reserved).toEqual([2, 3, 3]);
    expect(screen.getByText('Loading…')).toBeInTheDocument();
    skeleton.unmount();

    const form = renderPage(<FlightSearchForm />);
    await screen.findByRole('form', { name: 'Flight search' });
    expect(shape(form.container)).toEqual(reserved);
  });
});
