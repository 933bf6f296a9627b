import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// The API serves this build at `/` and the catalogues at `/locales`; in dev, the API is proxied.
const api = 'http://localhost:3000';

export default defineConfig({
  base: '/',
  plugins: [react()],
  resolve: { tsconfigPaths: true },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // dist/.vite/manifest.json: which chunks each page loads, for the bundle-size figure of `npm run bench` (P12).
    manifest: true,
    // Libraries change less often than our code: a chunk of their own stays cached across deploys.
    rolldownOptions: { output: { codeSplitting: { groups: [{ name: 'vendor', test: /node_modules/ }] } } },
  },
  server: { proxy: { '/api': api, '/locales': api } },
});
