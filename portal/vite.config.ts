import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';

// Served by the API at `/`; relative asset URLs keep the build independent of that mount point.
export default defineConfig({
  base: './',
  plugins: [react()],
  resolve: {
    // The shared libraries (catalogs, validation schemas with their Spanish messages) straight from their sources.
    alias: [{ find: /^@postula\/([a-z-]+)$/, replacement: fileURLToPath(new URL('../libs/$1/src/index.ts', import.meta.url)) }],
    dedupe: ['react', 'react-dom', 'react-router', 'react-router-dom', 'zod'],
  },
  // `npm run dev -w portal` talks to a local `npm start` on port 3000.
  server: { proxy: { '/backend': 'http://localhost:3000' } },
});
