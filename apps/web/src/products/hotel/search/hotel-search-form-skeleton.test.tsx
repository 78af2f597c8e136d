import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { mockApi, ok } from '../../../test/mock-api';
import { gridShape } from '../../../test/grid-shape';
import { renderPage } from '../../../test/render';
import { HotelSearchForm } from './hotel-search-form';
import { HotelSearchFormSkeleton } from './hotel-search-form-skeleton';
import classes from './hotel-search-form.module.css';

afterEach(() => {
  vi.unstubAllGlobals();
});

const shape = (root: ParentNode) => gridShape(root, classes);

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
