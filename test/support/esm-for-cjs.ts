import { mkdirSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { transformFileSync } from '@swc/core';

/**
 * ESM-only packages that CommonJS dependencies `require` (e.g. @fastify/static → content-disposition).
 * Node ≥ 20.19 allows that, Jest's module runtime does not before Node 24.9: tests load a CommonJS
 * build of them, compiled here once per run and mapped in jest.config.js.
 */
export const ESM_REQUIRED_FROM_CJS = ['content-disposition'];
export const CJS_CACHE = join(process.cwd(), 'node_modules', '.cache', 'postula-jest-cjs');

export function buildCommonJsCopies(): void {
  const require = createRequire(join(process.cwd(), 'node_modules', '@fastify', 'static', 'index.js'));
  mkdirSync(CJS_CACHE, { recursive: true });
  for (const name of ESM_REQUIRED_FROM_CJS) {
    const entry = require.resolve(name);
    const { code } = transformFileSync(entry, { module: { type: 'commonjs' }, jsc: { target: 'es2022' }, swcrc: false });
    writeFileSync(join(CJS_CACHE, `${name}.cjs`), code);
  }
}
