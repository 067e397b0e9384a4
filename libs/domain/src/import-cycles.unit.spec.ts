import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = dirname(fileURLToPath(import.meta.url));

/** Every module of the domain (tests and fixtures aside) with the domain modules it imports by a relative path. */
function importGraph(): Map<string, string[]> {
  const files = readdirSync(root, { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.ts') && !f.endsWith('.spec.ts') && !f.endsWith('.fixture.ts'));
  const graph = new Map<string, string[]>();
  for (const file of files) {
    const source = readFileSync(join(root, file), 'utf8');
    const targets = [...source.matchAll(/(?:import|export)\s[^'"]*?from\s+'(\.{1,2}\/[^']+)'/g)].map((m) =>
      relative(root, resolve(root, dirname(file), m[1].replace(/\.js$/, '.ts'))),
    );
    graph.set(file, targets);
  }
  return graph;
}

/** The first cycle found, as the path of modules that closes it, or null. Index files re-export and are left out. */
function findCycle(graph: Map<string, string[]>): string[] | null {
  const done = new Set<string>();
  const path: string[] = [];
  const visit = (file: string): string[] | null => {
    const at = path.indexOf(file);
    if (at >= 0) return [...path.slice(at), file];
    if (done.has(file) || file.endsWith('index.ts')) return null;
    path.push(file);
    for (const next of graph.get(file) ?? []) {
      const cycle = visit(next);
      if (cycle) return cycle;
    }
    path.pop();
    done.add(file);
    return null;
  };
  for (const file of graph.keys()) {
    const cycle = visit(file);
    if (cycle) return cycle;
  }
  return null;
}

describe('the domain library', () => {
  it('reads its relative imports', () => {
    const graph = importGraph();
    expect(graph.get('applications/application.decider.ts')).toEqual(
      expect.arrayContaining(['applications/applicant-side.decide.ts', 'applications/review.decide.ts', 'applications/application.state.ts']),
    );
  });

  it('has no import cycle between its modules', () => {
    expect(findCycle(importGraph())).toBeNull();
  });

  it('would report a cycle', () => {
    expect(findCycle(new Map([['a.ts', ['b.ts']], ['b.ts', ['c.ts']], ['c.ts', ['a.ts']]]))).toEqual(['a.ts', 'b.ts', 'c.ts', 'a.ts']);
  });
});
