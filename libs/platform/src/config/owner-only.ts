import { chmodSync, lstatSync, mkdirSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

/**
 * What lives under var/ (e-mails with temporary passwords and reset links, identity documents, the keys, the database)
 * is readable by its owner only: folders 0700, files 0600.
 */
export const OWNER_ONLY_DIR = 0o700;
export const OWNER_ONLY_FILE = 0o600;
/**
 * As root, the embedded PostgreSQL runs as the `postgres` system user, which must pass through var/ to reach its own
 * data folder: var/ itself then lets others through (search, not list); what it holds stays owner-only.
 */
const VAR_DIR_AS_ROOT = 0o711;

/** Creates `dir` (and missing parents) owner-only; an existing folder is left as it is. */
export function makeOwnerOnlyDir(dir: string): void {
  mkdirSync(dir, { recursive: true, mode: OWNER_ONLY_DIR });
}

/**
 * Makes var/ and everything in it owner-only, files written before included (an installation from before this rule
 * is fixed at its next start). The database's folder is left to PostgreSQL, which keeps it owner-only itself.
 */
export function restrictToOwner(varDir: string, leave: readonly string[] = ['postgres']): void {
  makeOwnerOnlyDir(varDir);
  chmodSync(varDir, process.getuid?.() === 0 ? VAR_DIR_AS_ROOT : OWNER_ONLY_DIR);
  for (const name of readdirSync(varDir)) if (!leave.includes(name)) restrictTree(join(varDir, name));
}

function restrictTree(path: string): void {
  const info = lstatSync(path);
  if (info.isSymbolicLink()) return;
  if (info.isDirectory()) {
    if ((info.mode & 0o777) !== OWNER_ONLY_DIR) chmodSync(path, OWNER_ONLY_DIR);
    for (const name of readdirSync(path)) restrictTree(join(path, name));
  } else if ((info.mode & 0o777) !== OWNER_ONLY_FILE) chmodSync(path, OWNER_ONLY_FILE);
}
