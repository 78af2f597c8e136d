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

describe('inject (the prerendered HTML in the built index.html)', () => {
  const built =
    '<head>\n    <script type="module" crossorigin src="/assets/index-1.js"></script>\n' +
    '    <link rel="modulepreload" crossorigin href="/assets/runtime-2.js">\n' +
    '    <link rel="modulepreload" crossorigin href="/assets/vendor-3.js">\n' +
    '    <link rel="stylesheet" crossorigin href="/assets/app-4.css">\n</head>' +
    '<body><div id="root"></div></body>';

  it("asks for the entry's imports after the first paint, not beside the stylesheets", () => {
    const page = inject(built, {
      html: '<h1>x</h1>',
      mode: 'shell',
      namespaces: ['common'],
      chunks: ['/assets/page-5.js', '/assets/vendor-3.js'],
      loader: '/assets/after-paint.js',
    });
    expect(page).not.toContain('modulepreload');
    expect(page).not.toContain('<script type="module"');
    expect(page).toContain('<link rel="stylesheet" crossorigin href="/assets/app-4.css">');
    expect(page).toContain(
      'data-entry="/assets/index-1.js" data-preload="/assets/runtime-2.js /assets/vendor-3.js /assets/page-5.js"',
    );
  });
});
