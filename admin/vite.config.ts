/// <reference types="vitest/config" />
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';

/** Libraries only lazily loaded screens use: the dashboard's charts, the second factor's QR code. */
const LAZY_LIBRARIES = /node_modules[\\/](@mui[\\/]x-|@base-ui|d3-|internmap|qrcode)/;

// Served by the API under `/admin/`.
export default defineConfig({
  base: '/admin/',
  plugins: [react()],
  resolve: {
    // The shared libraries (correction fields, statuses, catalogs) straight from their sources; one copy of React and zod.
    alias: [{ find: /^@postula\/([a-z-]+)$/, replacement: fileURLToPath(new URL('../libs/$1/src/index.ts', import.meta.url)) }],
    dedupe: ['react', 'react-dom', 'react-router', 'react-router-dom', 'zod'],
  },
  build: {
    rolldownOptions: {
      // The shared libraries only declare (schemas, labels, rules): what the panel does not use of them is left out,
      // such as the contract's request schemas (zod) behind the two labels the login needs.
      treeshake: { moduleSideEffects: [{ test: /[\\/]libs[\\/][a-z-]+[\\/]src[\\/]/, sideEffects: false }] },
      output: {
        // Libraries change less often than the panel: separate chunks stay cached across releases. Those only a lazy
        // screen uses (the dashboard's charts, the second factor's QR code) stay out of them, loaded with that screen.
        codeSplitting: {
          groups: [
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom)[\\/]/, priority: 3 },
            { name: 'mui', test: (id) => /node_modules[\\/](@mui|@emotion)[\\/]/.test(id) && !LAZY_LIBRARIES.test(id), priority: 2 },
            { name: 'react-admin', test: (id) => /node_modules[\\/]/.test(id) && !LAZY_LIBRARIES.test(id), priority: 1 },
          ],
        },
      },
    },
  },
  // `npm run dev -w admin` talks to a local `npm start` on port 3000.
  server: { proxy: { '/backend': 'http://localhost:3000' } },
  // The panel's pure logic (data provider mapping, highlight rules, messages): `npm test -w admin`.
  test: { include: ['src/**/*.unit.spec.ts'], environment: 'node' },
});
