import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen } from '@testing-library/react';
import { BookPage } from './book-page';
import { mockApi } from '../../../test/mock-api';
import { renderPage } from '../../../test/render';
import { storeDraft } from '../../../test/flight-fixtures';
import { baseApi } from '../test/book-setup';

/** An IntersectionObserver the test drives: `reach()` reports every watched frame as near. */
function stubObserver() {
  const callbacks: IntersectionObserverCallback[] = [];
  class FakeObserver {
    constructor(callback: IntersectionObserverCallback) {
      callbacks.push(callback);
    }
    observe() {}
    disconnect() {}
  }
  vi.stubGlobal('IntersectionObserver', FakeObserver);
  const near = [{ isIntersecting: true } as IntersectionObserverEntry];
  return {
    reach: () => callbacks.forEach((callback) => callback(near, {} as IntersectionObserver)),
  };
}

afterEach(() => {
  vi.unstubAllGlobals();
  sessionStorage.clear();
});

/** Contact to payment are out of the first screen: they load when the traveller gets near. */
describe('/book lower sections', { timeout: 30_000 }, () => {
  it('load on the form’s first focus, not with the page', async () => {
    stubObserver();
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
    const observer = stubObserver();
    storeDraft();
    mockApi(baseApi);
    renderPage(<BookPage />, { path: '/book' });
    await screen.findByRole('group', { name: /^Adult 1/ });
    expect(screen.queryByRole('group', { name: 'Contact details' })).not.toBeInTheDocument();

    act(() => observer.reach());
    expect(await screen.findByRole('group', { name: 'Contact details' })).toBeInTheDocument();
  });
});
