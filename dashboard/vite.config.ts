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
    // No single vendor chunk: each screen's chunk brings the parts of react-admin and MUI only it uses, so
    // that sign-in and the agent's home load what they show and not every form and table (issue 32).
  },
  server: { proxy: { '/api': api, '/locales': api } },
});
