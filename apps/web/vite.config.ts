import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { hotelAtlas } from './src/features/hotels/components/map/atlas-plugin.ts';

const root = fileURLToPath(new URL('.', import.meta.url));
const api = 'http://localhost:3000';

export default defineConfig(({ isSsrBuild }) => ({
  root,
  // The hotel map's offline atlas, cut into tiles at build time (atlas-plugin.ts).
  plugins: [react(), hotelAtlas()],
  server: {
    port: 5173,
    proxy: {
      '/api': { target: api, changeOrigin: false },
      '/airticket': { target: api, changeOrigin: false },
    },
  },
  preview: { port: 4173 },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
    // scripts/prerender.mjs reads it to preload each prerendered page's chunk, then deletes it.
    manifest: !isSsrBuild,
    // Every browser the storefront supports has <link rel="modulepreload">: no polyfill in the
    // first bundle.
    modulePreload: { polyfill: false },
    // Every route is a lazy import, so Rolldown's default splitting already gives one chunk per
    // page plus shared chunks; vendor groups by package would pull page-only code into the first
    // load. One group does pay: what the entry imports statically (`$initial`) goes into a single
    // chunk instead of some twenty small ones, which gzip separately and compress worse.
    // Shared chunks under 4 kB of source (a Mantine hook, an icon, a small component) are copied
    // into the chunks that use them rather than fetched on their own: over HTTP/1.1 each file
    // costs a request and its headers, and a first visit fetched some twenty of them (bench:
    // 6–11 KB less script on the wire per page, half the files). Rolldown's option for this is
    // marked experimental; it needs entry signatures off (an app has no consumers of its
    // exports) and strict execution order, which it turns on.
    // The prerender's server bundle (scripts/prerender.mjs) is not downloaded: no grouping.
    rolldownOptions: isSsrBuild
      ? {}
      : {
          preserveEntrySignatures: false,
          output: {
            codeSplitting: {
              groups: [{ name: 'first-load', tags: ['$initial'] }],
              experimentalInlineCommonChunks: { maxSize: 4 * 1024 },
            },
          },
        },
    // That chunk is ~520 kB raw (~138 kB brotli: React, React Router, i18next, Mantine's core):
    // the size is deliberate; `npm run bench` watches each page's script as it travels.
    chunkSizeWarningLimit: 600,
  },
}));
