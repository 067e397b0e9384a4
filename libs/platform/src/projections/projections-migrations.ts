import { join } from 'node:path';
import { repoRoot } from '../config/paths.js';

/**
 * The folder of the projections' SQL migrations: `projections/migrations` at the repository root,
 * read from there both under Jest and from `dist/` (the build copies only `projections/src`).
 */
export function projectionsMigrationsDir(): string {
  return join(repoRoot(), 'projections', 'migrations');
}
