import { describe, expect, it } from 'vitest';
import { escapeHtml, inject, toTemplate } from './prerender.mjs';

describe('toTemplate (a page rendered at its sample URL becomes a template)', () => {
  const page =
    '<a href="/login?redirect=%2Fx%3Fa%3D1&amp;b">Sign in</a><h1>QZA ⇄ QZB</h1>' +
    '<p>Wed, Mar 11 – Thu, Mar 19 · Round trip</p><span>Wed, Mar 11</span>';

  it('turns each whole text or attribute value into its marker, the longest first', () => {
    const template = toTemplate(page, {
      signIn: '/login?redirect=%2Fx%3Fa%3D1&b',
      route: 'QZA ⇄ QZB',
      day: 'Wed, Mar 11',
      details: 'Wed, Mar 11 – Thu, Mar 19 · Round trip',
    });
    expect(template).toBe(
      '<a href="{{fill:signIn}}">Sign in</a><h1>{{fill:route}}</h1>' +
        '<p>{{fill:details}}</p><span>{{fill:day}}</span>',
    );
  });

  it('fails the build when a sample text is missing or left over', () => {
    expect(() => toTemplate(page, { route: 'QZA → QZB' })).toThrow(/not in the page/);
    // "QZA" is also inside a text of its own: that text would keep the sample's code.
    expect(() => toTemplate(`${page}<i>QZA</i>`, { code: 'QZA' })).toThrow(/still in the template/);
  });

  it('escapes as React does', () => {
    expect(escapeHtml(`<a href="x">Tom & Jerry's</a>`)).toBe(
      '&lt;a href=&quot;x&quot;&gt;Tom &amp; Jerry&#x27;s&lt;/a&gt;',
    );
  });
});

describe('inject (the built index.html becomes a page that paints before any script)', () => {
  const template = `<!doctype html>
<html lang="en">
  <head>
    <script type="module" crossorigin src="/assets/index-a.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/runtime-b.js">
    <link rel="modulepreload" crossorigin href="/assets/web-c.js">
    <link rel="stylesheet" crossorigin href="/assets/web-d.css">
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>`;

  it('moves the entry and its imports to the after-paint loader, keeping the stylesheet', () => {
    const page = inject(template, {
      html: '<h1>Hi</h1>',
      mode: 'page',
      namespaces: ['common'],
      chunks: ['/assets/page-e.js', '/assets/web-c.js'],
      loader: '/assets/after-paint-f.js',
    });
    const head = page.slice(0, page.indexOf('</head>'));
    expect(head).not.toContain('modulepreload');
    expect(head).not.toContain('<script');
    expect(head).toContain('href="/assets/web-d.css"');
    expect(page).toContain(
      '<script src="/assets/after-paint-f.js" data-entry="/assets/index-a.js" ' +
        'data-preload="/assets/runtime-b.js /assets/web-c.js /assets/page-e.js" async></script>',
    );
    expect(page).toContain(
      '<div id="root" data-prerendered="page" data-namespaces="common" inert>',
    );
  });
});
