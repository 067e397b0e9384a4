import { readFileSync } from 'node:fs';
import { builtinModules } from 'node:module';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const LIBS = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const IMPORT = /(?:^|\n)\s*(?:import|export)\s[^'"]*?from\s*['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g;
const NODE_BUILT_INS = new Set(builtinModules.flatMap((m) => [m, `node:${m}`]));

/** Every module the contract loads, following relative and `@postula/*` imports; `outside` collects the packages. */
function importGraph(entry: string) {
  const files = new Map<string, string[]>();
  const pending = [entry];
  while (pending.length) {
    const file = pending.pop()!;
    if (files.has(file)) continue;
    const specifiers = [...readFileSync(file, 'utf8').matchAll(IMPORT)].map((m) => m[1] ?? m[2]);
    files.set(file, specifiers);
    for (const specifier of specifiers) {
      if (specifier.startsWith('.')) pending.push(resolve(dirname(file), specifier.replace(/\.js$/, '.ts')));
      else if (specifier.startsWith('@postula/')) pending.push(join(LIBS, specifier.slice('@postula/'.length), 'src/index.ts'));
    }
  }
  return files;
}

describe('@postula/contract is browser-safe', () => {
  const graph = importGraph(join(LIBS, 'contract/src/index.ts'));

  it('walks the libraries the contract imports', () => {
    const libraries = new Set([...graph.keys()].map((file) => relative(LIBS, file).split('/')[0]));
    expect([...libraries].sort()).toEqual(['catalogs', 'contract', 'domain', 'validation']);
  });

  it('imports no Node built-in anywhere in its import graph', () => {
    const nodeImports = [...graph].flatMap(([file, specifiers]) => specifiers.filter((s) => NODE_BUILT_INS.has(s)).map((s) => `${relative(LIBS, file)}: ${s}`));
    expect(nodeImports).toEqual([]);
  });

  it('imports no package but zod', () => {
    const packages = new Set([...graph.values()].flat().filter((s) => !s.startsWith('.') && !s.startsWith('@postula/')));
    expect([...packages]).toEqual(['zod']);
  });
});
