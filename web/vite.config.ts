// Build and dev-server configuration of the web app.
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/**
 * Where the API listens in development (override with API_PROXY_TARGET); the browser only ever
 * talks to its own origin.
 */
const apiOrigin = process.env.API_PROXY_TARGET ?? 'http://localhost:3000';
const apiProxy = {
  '/api': { target: apiOrigin, changeOrigin: true },
  '/uploads': { target: apiOrigin, changeOrigin: true },
};

export default defineConfig({
  plugins: [react()],
  resolve: {
    alias: {
      // The shared search vocabulary is compiled from source so the web app never carries a copy.
      '@venue-finder/core/search-schema': fileURLToPath(
        new URL('../core/src/search/search-schema.ts', import.meta.url),
      ),
      // Types only: nothing of it reaches the bundle.
      '@venue-finder/core/venue-detail-view': fileURLToPath(
        new URL('../core/src/venues/venue-detail-view.ts', import.meta.url),
      ),
    },
  },
  server: { proxy: apiProxy },
  preview: { proxy: apiProxy },
  build: { outDir: 'dist', emptyOutDir: true },
});
