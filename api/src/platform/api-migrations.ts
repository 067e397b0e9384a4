import { join } from 'node:path';
import { repoRoot } from '@postula/platform';

/**
 * The folder of the API's own SQL migrations (the `auth` schema: sessions, login throttle, account positions), read
 * from the repository's `api/migrations` both under Jest and from `dist/`. Their ids are their file names, recorded in
 * the one `public.schema_migrations` table every folder shares, so a migration applied when its file lived in another
 * folder counts as applied here too.
 */
export function apiMigrationsDir(): string {
  return join(repoRoot(), 'api', 'migrations');
}
