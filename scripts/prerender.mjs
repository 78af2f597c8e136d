// The first paint without JavaScript (issue 10 §1): after `vite build`, the pages whose first
// screen needs neither the user nor the API are rendered to HTML (React's server renderer, on a
// server build of apps/web/src/app/prerender/render.tsx) and written to
// apps/web/dist/_pages/<path>/index.html; the server sends that file for its path. Every other
// path gets dist/index.html, which now carries the shell (header and page skeleton). The
// browser hydrates a page file, or replaces the shell once the page's code has arrived.
// /book gets a frame of its own (PAGE_SHELLS). The results pages, whose heading depends on the
// query, the hotel and tour detail pages, whose header depends on the id, and the tour booking
// pages, whose summary names the tour, are rendered at a sample URL into
// dist/_templates/<name>.html with `{{fill:key}}`
// markers; the server fills them in per request with dist/_templates/fill.mjs (built here from
// apps/web/src/app/prerender/page-fill.ts) and renders them like the shell.
import { createHash } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { bin, root, runOrThrow } from './lib.mjs';

const WEB = path.join(root, 'apps/web');
const DIST = path.join(WEB, 'dist');
const SERVER_OUT = path.join(root, 'node_modules/.cache/prerender');

/** Paths prerendered whole, each with the module of its page (its chunk is preloaded). */
export const PRERENDERED = [
  { url: '/', page: 'src/app/home/home-page.tsx' },
  { url: '/login', page: 'src/features/accounts/pages/login-page.tsx' },
  { url: '/register', page: 'src/features/accounts/pages/register-page.tsx' },
  ...['about-us', 'policy', 'terms', 'faq', 'contact-us', 'user-agreement'].map((slug) => ({
    url: `/${slug}`,
    page: 'src/features/static-pages/static-page.tsx',
  })),
];

/**
 * Paths whose HTML is the page's own frame (apps/web/src/app/prerender/render.tsx PAGE_SHELLS),
 * each with its page module; the scripts render over it, as over the shell.
 */
export const PAGE_SHELLS = {
  '/book': 'src/features/flight-booking/pages/book-page.tsx',
};

/** dist/_templates: the results pages as templates, and fill.mjs, which fills them in. */
export const TEMPLATES_DIR = path.join(DIST, '_templates');

/** dist/_pages/<path>/index.html: the file the server looks up for a page path. */
export const pageFile = (url) => path.join(DIST, '_pages', url, 'index.html');

const classNamesOf = (html) =>
  new Set([...html.matchAll(/class="([^"]*)"/g)].flatMap((match) => match[1].split(/\s+/)));

/**
 * The stylesheets of the page's lazy parts (CSS modules, the date picker's styles): without
 * them the HTML paints unstyled until the scripts fetch them. A stylesheet is needed when one
 * of its class selectors is used in the markup (CSS module names are unique hashes).
 */
function stylesheetsFor(html, template) {
  const used = classNamesOf(html);
  const assets = path.join(DIST, 'assets');
  return readdirSync(assets)
    .filter((file) => file.endsWith('.css') && !template.includes(`/assets/${file}`))
    .filter((file) => {
      const css = readFileSync(path.join(assets, file), 'utf8');
      for (const match of css.matchAll(/\.(-?[_a-zA-Z][\w-]*)/g)) {
        if (used.has(match[1])) return true;
      }
      return false;
    })
    .map((file) => `/assets/${file}`);
}

/** The page's chunk and its static imports, so the browser fetches them beside the entry. */
function chunksFor(manifest, page) {
  const files = new Set();
  const visit = (key) => {
    const entry = manifest[key];
    if (!entry || entry.isEntry || files.has(`/${entry.file}`)) return;
    files.add(`/${entry.file}`);
    for (const imported of entry.imports ?? []) visit(imported);
  };
  visit(page);
  return [...files];
}

/** As React escapes text and attribute values (and as the server escapes what it fills in). */
export function escapeHtml(value) {
  return value
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#x27;');
}

/**
 * A page rendered at its sample URL becomes a template: each text of the sample (a whole text
 * node or attribute value) becomes `{{fill:key}}`. Longest first, so a date inside a longer
 * line is taken with its line. A text found nowhere, or a sample text left over, fails the build.
 */
export function toTemplate(html, values) {
  let template = html;
  const entries = Object.entries(values).sort(([, a], [, b]) => b.length - a.length);
  for (const [key, value] of entries) {
    const escaped = escapeHtml(value);
    const marker = `{{fill:${key}}}`;
    const before = template;
    template = template
      .replaceAll(`>${escaped}<`, `>${marker}<`)
      .replaceAll(`="${escaped}"`, `="${marker}"`);
    if (template === before) {
      throw new Error(`the sample text "${value}" (${key}) is not in the page`);
    }
  }
  for (const [key, value] of entries) {
    if (template.includes(escapeHtml(value))) {
      throw new Error(`the sample text "${value}" (${key}) is still in the template`);
    }
  }
  return template;
}

/** The module the server runs to fill the templates in: one file, nothing to resolve. */
async function buildFillModule() {
  const esbuild = await import('esbuild');
  await esbuild.build({
    entryPoints: [path.join(WEB, 'src/app/prerender/page-fill.ts')],
    outfile: path.join(TEMPLATES_DIR, 'fill.mjs'),
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node22',
    minify: true,
    legalComments: 'none',
    logLevel: 'warning',
  });
  await esbuild.stop();
}

function escapeAttribute(value) {
  return value.replaceAll('&', '&amp;').replaceAll('"', '&quot;');
}

/**
 * The prerendered HTML (a page, or the shell) is drawn without scripts, so they start after the
 * first paint instead of sharing the connection with the stylesheets it waits for. The content security policy
 * allows no inline script, hence a file. rAF then a task: after the frame is painted; the timer
 * covers a tab in the background, where frames do not run.
 */
const AFTER_PAINT = `(function () {
  var me = document.currentScript;
  var started = false;
  function start() {
    if (started) return;
    started = true;
    (me.getAttribute('data-preload') || '').split(' ').forEach(function (href) {
      if (!href) return;
      var link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = href;
      document.head.appendChild(link);
    });
    var entry = document.createElement('script');
    entry.type = 'module';
    entry.crossOrigin = '';
    entry.src = me.getAttribute('data-entry');
    document.head.appendChild(entry);
  }
  requestAnimationFrame(function () {
    setTimeout(start, 0);
  });
  setTimeout(start, 1000);
})();
`;

function writeAfterPaintScript() {
  const hash = createHash('sha256').update(AFTER_PAINT).digest('base64url').slice(0, 8);
  const file = `/assets/after-paint-${hash}.js`;
  writeFileSync(path.join(DIST, file), AFTER_PAINT);
  return file;
}

const ENTRY_SCRIPT = /\s*<script type="module" crossorigin src="([^"]+)"><\/script>/;
/**
 * Vite's hints for the chunks the entry imports (with Rolldown's strict execution order the
 * entry is a small module that imports the first-load chunk and the runtime). In the head they
 * would fetch ~140 KB of script beside the stylesheets the first paint waits for, so they move
 * to the after-paint loader's list.
 */
const MODULE_PRELOAD = /\s*<link rel="modulepreload" crossorigin href="([^"]+)">/g;

export function inject(
  template,
  { url, html, mode, namespaces, stylesheets = [], chunks = [], loader, apiPreload },
) {
  if (!template.includes('<div id="root"></div>')) throw new Error('index.html has no empty #root');
  const entry = ENTRY_SCRIPT.exec(template)?.[1];
  if (!entry) throw new Error('index.html has no entry module script');
  const attributes = [
    `data-prerendered="${mode}"`,
    url ? `data-url="${escapeAttribute(url)}"` : '',
    `data-namespaces="${escapeAttribute(namespaces.join(','))}"`,
    // Nothing is clicked or typed into before the scripts own it (a form would submit as a
    // plain GET, a password in the URL): the app lifts this once it has taken over.
    'inert',
  ].filter(Boolean);
  const rootDiv = `<div id="root" ${attributes.join(' ')}>${html}</div>`;
  const links = stylesheets.map((file) => `<link rel="stylesheet" crossorigin href="${file}">`);
  // The page's first API call, fetched beside the stylesheets: the same URL, mode and
  // credentials as the app's fetch (cors, same-origin), so the app's request takes this reply.
  if (apiPreload) {
    links.push(`<link rel="preload" as="fetch" crossorigin href="${escapeHtml(apiPreload)}">`);
  }
  const entryImports = [...template.matchAll(MODULE_PRELOAD)].map((match) => match[1]);
  const preload = [...new Set([...entryImports, ...chunks])];
  const page = template
    .replace(ENTRY_SCRIPT, '')
    .replace(MODULE_PRELOAD, '')
    .replace(
      '</body>',
      `  <script src="${loader}" data-entry="${entry}" data-preload="${preload.join(' ')}" async></script>\n  </body>`,
    );
  return page
    .replace('</head>', links.length > 0 ? `  ${links.join('\n    ')}\n  </head>` : '</head>')
    .replace('<div id="root"></div>', rootDiv);
}

export async function prerender() {
  await runOrThrow(
    bin('vite', 'apps/web'),
    [
      'build',
      '--ssr',
      'src/app/prerender/render.tsx',
      '--outDir',
      SERVER_OUT,
      '--emptyOutDir',
      '--sourcemap',
      'false',
      '--logLevel',
      'warn',
    ],
    { cwd: WEB },
  );
  const render = await import(pathToFileURL(path.join(SERVER_OUT, 'render.js')).href);
  const template = readFileSync(path.join(DIST, 'index.html'), 'utf8');
  const manifestFile = path.join(DIST, '.vite/manifest.json');
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8'));

  const loader = writeAfterPaintScript();
  /** A rendered screen as a page file: its stylesheets, its page module's chunks, the loader. */
  const htmlOf = ({ html, namespaces }, { page, ...options }) =>
    inject(template, {
      html,
      namespaces,
      stylesheets: stylesheetsFor(html, template),
      chunks: page ? chunksFor(manifest, page) : [],
      loader,
      ...options,
    });
  for (const { url, page } of PRERENDERED) {
    const rendered = await render.renderPage(url);
    const file = pageFile(url);
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, htmlOf(rendered, { url, mode: 'page', page }));
  }
  for (const url of render.PAGE_SHELL_URLS) {
    const rendered = await render.renderPageShell(url);
    const file = pageFile(url);
    mkdirSync(path.dirname(file), { recursive: true });
    const page = PAGE_SHELLS[url];
    if (!page) throw new Error(`prerender.mjs does not know the page module of ${url}`);
    writeFileSync(file, htmlOf(rendered, { mode: 'shell', page }));
  }
  rmSync(TEMPLATES_DIR, { recursive: true, force: true });
  mkdirSync(TEMPLATES_DIR, { recursive: true });
  await buildFillModule();
  const { TEMPLATES, pageFill, sampleHotels, sampleTours } = await import(
    pathToFileURL(path.join(TEMPLATES_DIR, 'fill.mjs')).href
  );
  for (const { name, sampleUrl, page } of TEMPLATES) {
    const fill = pageFill(sampleUrl, undefined, sampleHotels, sampleTours);
    if (fill?.template !== name) throw new Error(`${sampleUrl} is no sample of ${name}`);
    const rendered = await render.renderPage(sampleUrl, {
      hotel: fill.heading,
      tour: fill.tourHeading,
      tourBook: fill.summaryHead,
    });
    // Taken over like the shell (rendered over, not hydrated): the build saw another URL.
    const filled = htmlOf(rendered, { mode: 'shell', page, apiPreload: fill.values.preload });
    writeFileSync(path.join(TEMPLATES_DIR, `${name}.html`), toTemplate(filled, fill.values));
  }
  const shell = await render.renderShell();
  writeFileSync(path.join(DIST, 'index.html'), htmlOf(shell, { mode: 'shell' }));
  // The manifest was for this step only; it is not served.
  rmSync(path.join(DIST, '.vite'), { recursive: true, force: true });
  rmSync(SERVER_OUT, { recursive: true, force: true });
  return PRERENDERED.length + render.PAGE_SHELL_URLS.length + TEMPLATES.length + 1;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  prerender()
    .then((count) => console.info(`prerender: ${count} pages into apps/web/dist`))
    .catch((error) => {
      console.error(`prerender failed: ${error.stack ?? error.message}`);
      process.exit(1);
    });
}
