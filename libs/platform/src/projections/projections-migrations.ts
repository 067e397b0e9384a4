import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The folder of the projections' SQL migrations (`projections/migrations` at the repository root).
 * It is found by walking up from this module, so the same code works from `libs/…/src` under Jest
 * and from `dist/libs/…` after a build (the build does not copy that folder; the repository's is used).
 */
export function projectionsMigrationsDir(): string {
  let dir = dirname(fileURLToPath(import.meta.url));
  for (;;) {
    const candidate = join(dir, 'projections', 'migrations');
    if (existsSync(candidate)) return candidate;
    const parent = dirname(dir);
    if (parent === dir) throw new Error(`projections/migrations not found above ${fileURLToPath(import.meta.url)}`);
    dir = parent;
  }
}
