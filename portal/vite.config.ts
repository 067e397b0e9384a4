import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { INITIAL_JS_BUDGET_KB, initialJsSize } from './initial-js-size.mjs';

/** Prints the landing's initial JavaScript, gzipped, after every build. */
const printInitialJs = (): Plugin => {
  let outDir = 'dist';
  return {
    name: 'postula-initial-js-size',
    apply: 'build',
    configResolved: (config) => void (outDir = resolve(config.root, config.build.outDir)),
    closeBundle() {
      const { gzipKb, files, withinBudget } = initialJsSize(outDir);
      console.log(`Landing initial JavaScript: ${gzipKb} KB gzipped in ${files.length} file(s) (budget ${INITIAL_JS_BUDGET_KB} KB${withinBudget ? '' : ', EXCEEDED'})`);
    },
  };
};

// Served by the API at `/`; relative asset URLs keep the build independent of that mount point.
export default defineConfig({
  base: './',
  plugins: [react(), printInitialJs()],
  resolve: {
    // The shared libraries (catalogs, validation schemas with their Spanish messages) straight from their sources.
    alias: [{ find: /^@postula\/([a-z-]+)$/, replacement: fileURLToPath(new URL('../libs/$1/src/index.ts', import.meta.url)) }],
    dedupe: ['react', 'react-dom', 'react-router', 'react-router-dom', 'zod'],
  },
  // `npm run dev -w portal` talks to a local `npm start` on port 3000.
  server: { proxy: { '/backend': 'http://localhost:3000' } },
});
