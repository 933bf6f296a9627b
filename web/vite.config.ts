import react from '@vitejs/plugin-react';
import { defineConfig, type UserConfig } from 'vite';

// The API serves this build at `/` and the catalogues at `/locales`; in dev, the API is proxied.
const api = 'http://localhost:3000';

const site: UserConfig = {
  base: '/',
  plugins: [react()],
  resolve: { tsconfigPaths: true },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // dist/.vite/manifest.json: which chunks each page loads, for the bundle-size figure of `npm run bench` (P12).
    manifest: true,
    // Libraries change less often than our code: chunks of their own stay cached across deploys. Only those
    // every page runs are grouped (React, the router, i18next); any other library (libphonenumber's metadata,
    // for the booking form) stays in the chunks of the pages that import it, instead of every page's vendor.
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            {
              name: 'vendor',
              test: /node_modules[\\/](react|react-dom|scheduler|react-router|i18next|react-i18next|i18next-http-backend|cookie|set-cookie-parser|use-sync-external-store)[\\/]/,
            },
          ],
        },
      },
    },
  },
  server: { proxy: { '/api': api, '/locales': api } },
};

// `vite build --mode widget`: the widget loader (src/widget/loader.ts) is a script of its own, not a chunk
// of the site: one small classic script at a stable address, /widget.js, that agencies paste into their
// pages. Built after the site, into the same dist, which it must not empty.
const widget: UserConfig = {
  publicDir: false,
  build: {
    outDir: 'dist',
    emptyOutDir: false,
    target: 'es2020',
    minify: true,
    lib: { entry: 'src/widget/loader.ts', formats: ['iife'], name: 'CreneauWidget', fileName: () => 'widget.js' },
  },
};

// `vite build --ssr`: the public pages' server renderer (src/entry-server.tsx) for the API, in dist-ssr,
// outside dist so that it is never served. One CommonJS file holding React and every library it uses: the
// API requires it, and the image installs no front-end package (test/e2e/install).
const server: UserConfig = {
  plugins: [react()],
  resolve: { tsconfigPaths: true },
  ssr: { noExternal: true, target: 'node' },
  publicDir: false,
  build: {
    ssr: 'src/entry-server.tsx',
    outDir: 'dist-ssr',
    emptyOutDir: true,
    minify: false,
    rolldownOptions: { output: { format: 'cjs', entryFileNames: 'entry-server.cjs', codeSplitting: false } },
  },
};

export default defineConfig(({ mode, isSsrBuild }) => (mode === 'widget' ? widget : isSsrBuild ? server : site));
