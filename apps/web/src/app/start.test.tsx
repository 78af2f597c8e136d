import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { waitFor } from '@testing-library/react';
import { prerender } from 'react-dom/static';
import { createMemoryRouter } from '../lib/router';
import type { Root } from 'react-dom/client';
import { renderPage, renderShell, type Prerendered } from './prerender/render';
import { createRoutes } from './router';
import { startApp, takeOverMode } from './start';

function prerendered(attributes: Record<string, string>): HTMLElement {
  const container = document.createElement('div');
  Object.assign(container.dataset, attributes);
  return container;
}

describe('takeOverMode', () => {
  const page = () => prerendered({ prerendered: 'page', url: '/login' });

  it('hydrates the page the build rendered, for that URL, in English', () => {
    expect(takeOverMode(page(), { url: '/login', language: 'en' })).toBe('hydrate');
  });

  it('renders over it when the URL or the language differs, and over the shell', () => {
    expect(takeOverMode(page(), { url: '/login?redirect=%2Forders', language: 'en' })).toBe(
      'render',
    );
    expect(takeOverMode(page(), { url: '/login', language: 'vi' })).toBe('render');
    expect(takeOverMode(prerendered({ prerendered: 'shell' }), { url: '/', language: 'en' })).toBe(
      'render',
    );
  });
});

/**
 * The browser taking over the build's HTML (issue 10 §1): hydration keeps every node the
 * server sent (no flash) and React reports no mismatch.
 */
describe('startApp over prerendered HTML', () => {
  const built = new Map<string, Prerendered>();
  let container: HTMLElement;
  let root: Root | undefined;

  // Everything prerendered first: the server renderer and the browser's share React's context
  // objects in this one test page (never in a browser), so they must not run at once.
  beforeAll(async () => {
    for (const url of ['/', '/login', '/register', '/faq']) built.set(url, await renderPage(url));
    built.set('shell', await renderShell());
    // The server renderer leaves its last context values on those objects; one more render
    // of nothing pops them.
    await prerender(<span />);
  });

  afterEach(() => {
    root?.unmount();
    root = undefined;
    container.remove();
  });

  async function takeOver(url: string, mode: 'page' | 'shell') {
    const { html, namespaces } = built.get(mode === 'page' ? url : 'shell')!;
    container = document.createElement('div');
    container.innerHTML = html;
    Object.assign(container.dataset, { prerendered: mode, url, namespaces: namespaces.join(',') });
    container.id = 'root';
    container.setAttribute('inert', '');
    document.body.append(container);
    const heading = container.querySelector('h1');
    const errors = vi.spyOn(console, 'error');
    root = await startApp(container, createMemoryRouter(createRoutes(), { initialEntries: [url] }));
    return { heading, errors };
  }

  it.each(['/', '/login', '/register', '/faq'])('hydrates %s without a mismatch', async (url) => {
    const { heading, errors } = await takeOver(url, 'page');
    expect(heading).not.toBeNull();
    // Hydrated: React has attached to the server's nodes (it keeps its fiber on each).
    await waitFor(() =>
      expect(Object.keys(heading!).some((key) => key.startsWith('__reactFiber'))).toBe(true),
    );
    expect(container.querySelector('h1')).toBe(heading);
    // Clicks and typing reach the page once React owns it.
    await waitFor(() => expect(container).not.toHaveAttribute('inert'));
    const hydrationErrors = errors.mock.calls.filter((call) =>
      /hydrat|did not match|didn't match/i.test(call.map(String).join(' ')),
    );
    expect(hydrationErrors).toEqual([]);
  });

  it('renders the page over the shell once its code is in', async () => {
    const { html } = built.get('shell')!;
    expect(html).toContain('<header');
    expect(html).not.toContain('<footer');
    await takeOver('/terms', 'shell');
    await waitFor(() =>
      expect(container.querySelector('h1')).toHaveTextContent('Terms and conditions'),
    );
  });
});
