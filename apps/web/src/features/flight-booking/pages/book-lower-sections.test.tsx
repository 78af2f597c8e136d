import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen } from '@testing-library/react';
import { BookPage } from './book-page';
import { mockApi } from '../../../test/mock-api';
import { renderPage } from '../../../test/render';
import { storeDraft } from '../../../test/flight-fixtures';
import { baseApi } from '../test/book-setup';
import { stubIntersectionObserver } from '../../../test/intersection-observer';

afterEach(() => {
  vi.unstubAllGlobals();
  sessionStorage.clear();
});

/** Contact to payment are out of the first screen: they load when the traveller gets near. */
describe('/book lower sections', { timeout: 30_000 }, () => {
  it('load on the form’s first focus, not with the page', async () => {
    stubIntersectionObserver();
    storeDraft();
    mockApi(baseApi);
    renderPage(<BookPage />, { path: '/book' });
    const adult = await screen.findByRole('group', { name: /^Adult 1/ });
    // Long enough for the sections' chunk, were it loaded with the page (as before).
    await expect(
      screen.findByRole('group', { name: 'Contact details' }, { timeout: 800 }),
    ).rejects.toThrow();
    expect(screen.queryByText('Card details')).not.toBeInTheDocument();

    act(() => {
      fireEvent.focus(adult.querySelector('input')!);
    });
    expect(await screen.findByRole('group', { name: 'Contact details' })).toBeInTheDocument();
  });

  it('load when their place comes near the viewport', async () => {
    const observer = stubIntersectionObserver();
    storeDraft();
    mockApi(baseApi);
    renderPage(<BookPage />, { path: '/book' });
    await screen.findByRole('group', { name: /^Adult 1/ });
    expect(screen.queryByRole('group', { name: 'Contact details' })).not.toBeInTheDocument();

    act(() => observer.reach());
    expect(await screen.findByRole('group', { name: 'Contact details' })).toBeInTheDocument();
  });
});
