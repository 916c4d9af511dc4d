import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// In development the API runs on :3000 (npm run dev); Vite proxies every server path to it.
const api = 'http://127.0.0.1:3000';
const routerDist = (file: string) => fileURLToPath(new URL(`../../node_modules/react-router/dist/production/${file}`, import.meta.url));

export default defineConfig(({ command }) => ({
  plugins: [react()],
  resolve: {
    dedupe: command === 'build' ? ['preact'] : [],
    // react-router's package exports only its development build; production bundles take the production one.
    // Production bundles run on Preact's React compatibility layer instead of react-dom (decision 45): 58 KB less
    // gzipped JavaScript on every page. Development and unit tests keep React and its warnings; the browser tests
    // drive the production build.
    alias: command === 'build'
      ? [
        { find: /^react-router\/dom$/, replacement: routerDist('dom-export.mjs') },
        { find: /^react-router$/, replacement: routerDist('index.mjs') },
        { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
        { find: /^react(?:-dom)?\/jsx-(dev-)?runtime$/, replacement: 'preact/jsx-runtime' },
        { find: /^react-dom\/test-utils$/, replacement: 'preact/test-utils' },
        { find: /^react-dom$/, replacement: 'preact/compat' },
        { find: /^react$/, replacement: 'preact/compat' },
      ]
      : [],
  },
  server: {
    port: 5173,
    proxy: {
      '/api': api,
      '/uploads': api,
      '/docs': api,
      '/socket.io': { target: api, ws: true },
    },
  },
  build: {
    target: 'es2022',
    sourcemap: false,
    chunkSizeWarningLimit: 400,
  },
}));
