/// <reference types="vitest/config" />
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';

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
        // React changes less often than the panel: its chunk stays cached across releases. The rest is split along the
        // lazy screens, so the login loads only what it renders and each screen what it adds (the dashboard its charts).
        codeSplitting: {
          groups: [
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/ },
            // Apart from React: the first login renders without a router.
            { name: 'react-router', test: /node_modules[\\/](react-router|react-router-dom)[\\/]/ },
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
