import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('.', import.meta.url));
const api = 'http://localhost:3000';

export default defineConfig(({ isSsrBuild }) => ({
  root,
  plugins: [react()],
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
    // The prerender's server bundle (scripts/prerender.mjs) is not downloaded: no grouping.
    rolldownOptions: isSsrBuild
      ? {}
      : { output: { codeSplitting: { groups: [{ name: 'first-load', tags: ['$initial'] }] } } },
    // That chunk is ~520 kB raw (~138 kB brotli: React, React Router, i18next, Mantine's core):
    // the size is deliberate; `npm run bench` watches each page's script as it travels.
    chunkSizeWarningLimit: 600,
  },
}));
