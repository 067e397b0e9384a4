import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

let root: string | undefined;

/** The repository root (the folder of the top package.json), whether code runs from src under jest or from dist. */
export function repoRoot(): string {
  if (root) return root;
  let dir = dirname(fileURLToPath(import.meta.url));
  while (dir !== dirname(dir)) {
    const pkg = join(dir, 'package.json');
    if (existsSync(pkg) && JSON.parse(readFileSync(pkg, 'utf8')).name === 'postula') return (root = dir);
    dir = dirname(dir);
  }
  throw new Error('Cannot find the postula package.json above ' + fileURLToPath(import.meta.url));
}
