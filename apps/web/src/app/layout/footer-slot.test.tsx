import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, screen } from '@testing-library/react';
import { stubIntersectionObserver } from '../../test/intersection-observer';

describe('FooterSlot', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.resetModules();
  });

  it('loads the footer only once its place comes near the viewport', async () => {
    const observer = stubIntersectionObserver();
    vi.resetModules();
    // The app and its layout are imported after the stub: the footer's gate reads it on load.
    const { renderApp } = await import('../../test/render');
    renderApp('/');
    expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
    // Long enough for the footer's chunk to load, were it loaded with the page (as before).
    await expect(screen.findByRole('contentinfo', {}, { timeout: 800 })).rejects.toThrow();

    await act(async () => observer.reach());
    expect(await screen.findByRole('contentinfo')).toBeInTheDocument();
  });
});
