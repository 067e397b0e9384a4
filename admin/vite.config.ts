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
      output: {
        // Libraries change less often than the panel: separate chunks stay cached across releases.
        codeSplitting: {
          groups: [
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom)[\\/]/, priority: 3 },
            { name: 'mui', test: /node_modules[\\/](@mui|@emotion)[\\/]/, priority: 2 },
            { name: 'react-admin', test: /node_modules[\\/]/, priority: 1 },
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
