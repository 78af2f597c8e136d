import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { mockApi } from '../../../test/mock-api';
import { gridShape } from '../../../test/grid-shape';
import { renderPage } from '../../../test/render';
import { tourOk, world } from './test/world-fixtures';
import { TourSearchForm } from './tour-search-form';
import { TourSearchFormSkeleton } from './tour-search-form-skeleton';
import classes from './tour-search-form.module.css';

afterEach(() => {
  vi.unstubAllGlobals();
});

const shape = (root: ParentNode) => gridShape(root, classes);

describe('tour search form skeleton', () => {
  it('reserves the form’s frame: the same grid with as many cells, Search last', async () => {
    mockApi({ 'GET /api/list': tourOk({ world }) });
    const skeleton = renderPage(<TourSearchFormSkeleton label="Loading…" />);
    const reserved = shape(skeleton.container);
    expect(reserved).toEqual({ cells: 3, submit: 2 });
    expect(screen.getByText('Loading…')).toBeInTheDocument();
    skeleton.unmount();

    const form = renderPage(<TourSearchForm kind="cruise" />);
    await screen.findByRole('button', { name: 'Search cruises' });
    expect(shape(form.container)).toEqual(reserved);
  });
});
