import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// The API serves this build at `/pro` and the catalogues at `/locales`; in dev, the API is proxied.
const api = 'http://localhost:3000';

export default defineConfig({
  base: '/pro/',
  plugins: [react()],
  resolve: { tsconfigPaths: true },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // react-admin and MUI are one large, rarely changing chunk; the back office is not a landing page.
    chunkSizeWarningLimit: 1500,
    rolldownOptions: { output: { codeSplitting: { groups: [{ name: 'vendor', test: /node_modules/ }] } } },
  },
  server: { proxy: { '/api': api, '/locales': api } },
});
