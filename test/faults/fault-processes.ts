import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import pg from 'pg';
import { freePort, READ_MODELS } from '@postula/platform';
import { eventReader } from '../support/accounts.js';
import { uniqueName } from '../support/databases.js';
import { TEST_DATA_KEY, TEST_JWT_SECRET, UNTHROTTLED_REGISTRATION, eventually } from '../support/test-system.js';
import { expectOk, newApplicant, personalDetails, takeExam, type ApplicantClient } from '../e2e/applications.fixture.js';

/**
 * The fault suite runs the services as docker-compose does: `api`, `projections` and `worker` as processes of their
 * own, built by SWC into dist/, so a test can kill -9 one of them. It needs a PostgreSQL server (DATABASE_URL) and
 * Redis (REDIS_URL); without them it is skipped with a message. The scale-out suite (test/e2e) starts its services
 * with the same helpers on the run's own database.
 */
export const FAULTS_READY = Boolean(process.env.DATABASE_URL && process.env.REDIS_URL);
/** The skip message is said when a fault suite is skipped, not when another suite imports these helpers. */
export function describeFaults(name: string, suite: () => void): void {
  if (FAULTS_READY) return describe(name, suite);
  console.log('[faults] DATABASE_URL y REDIS_URL son necesarias: la batería de fallos se omite.');
  describe.skip(name, suite);
}

const BUILD_LOCK = 'dist/.faults-build-lock';

/** This test run's name (one per `jest` invocation, from test/support/global-setup.ts). */
const runName = () => new URL(JSON.parse(process.env.TEST_DATABASES ?? '[{"url":"postgres://x/none"}]')[0].url).pathname.slice(1);

/**
 * Builds the server once per test run: files of the suite that run in parallel wait on a lock directory, and the
 * first one leaves a mark naming the run.
 */
export async function buildServerOnce(): Promise<void> {
  const mark = `dist/.faults-built-${runName()}`;
  mkdirSync('dist', { recursive: true });
  for (;;) {
    try {
      mkdirSync(BUILD_LOCK);
      break;
    } catch {
      // A lock older than a build can take is left over from a killed run.
      if (Date.now() - statSync(BUILD_LOCK).mtimeMs > 120_000) rmSync(BUILD_LOCK, { recursive: true, force: true });
      await new Promise((r) => setTimeout(r, 200));
    }
  }
  try {
    if (!existsSync(mark)) {
      execFileSync('npm', ['run', '--silent', 'build:server'], { stdio: 'inherit' });
      writeFileSync(mark, '');
    }
  } finally {
    rmSync(BUILD_LOCK, { recursive: true, force: true });
  }
}

/** The three services, and the rebuild command (`npm run projections:rebuild`). */
export type ServiceName = 'api' | 'projections' | 'worker' | 'rebuild';

export interface Service {
  name: ServiceName;
  child: ChildProcess;
  /** Everything the process wrote, for a failing test's message. */
  output(): string;
  /** Resolves with the exit code or signal. */
  exited: Promise<string>;
  kill9(): Promise<string>;
  stop(): Promise<string>;
}

/** The environment of one isolated system: its own database, queue namespace and files (BullMQ on PostgreSQL without REDIS_URL). */
export function faultEnv(databaseUrl: string, extra: Record<string, string> = {}): Record<string, string> {
  return {
    DATABASE_URL: databaseUrl,
    ...(process.env.REDIS_URL ? { REDIS_URL: process.env.REDIS_URL } : {}),
    QUEUE_NAMESPACE: uniqueName('faults'),
    JWT_SECRET: TEST_JWT_SECRET,
    DATA_KEY: TEST_DATA_KEY,
    VAR_DIR: `var/test/${uniqueName('faults')}`,
    APPLICATION_DEADLINE: new Date(Date.now() + 2 * 3600_000).toISOString(),
    PUBLIC_URL: 'http://localhost:3000',
    TRUST_PROXY: '1',
    ...UNTHROTTLED_REGISTRATION,
    // The tests read the services' progress lines (which projector is active).
    LOG_LEVEL: 'info',
    ...extra,
  };
}

const SCRIPTS: Record<ServiceName, string> = { api: 'dist/api/src/main.js', projections: 'dist/projections/src/main.js', worker: 'dist/worker/src/main.js', rebuild: 'dist/projections/src/rebuild.js' };

/** Starts one service as its own process; stdout and stderr are kept, not shown. */
export function startService(name: ServiceName, env: Record<string, string>): Service {
  const child = spawn(process.execPath, [SCRIPTS[name]], { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const orphaned = () => child.kill('SIGKILL');
  process.once('exit', orphaned);
  const exited = new Promise<string>((resolve) =>
    child.once('exit', (code, signal) => {
      process.off('exit', orphaned);
      resolve(signal ?? String(code));
    }),
  );
  return {
    name,
    child,
    output: () => output,
    exited,
    kill9: () => {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
      return exited;
    },
    stop: () => {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      return exited;
    },
  };
}

/** Starts the api process on a free port and waits until it says it listens (its start-up takes long on a busy machine). */
export async function startApi(env: Record<string, string>): Promise<Service & { url: string }> {
  const port = await freePort();
  const service = startService('api', { ...env, PORT: String(port), HOST: '127.0.0.1' });
  try {
    await eventually(() => {
      if (service.child.exitCode !== null) throw new Error('exited');
      return service.output().includes('API listening');
    }, 240_000);
  } catch (error) {
    await service.kill9();
    throw new Error(`api did not start (${(error as Error).message}): ${service.output()}`);
  }
  return Object.assign(service, { url: `http://127.0.0.1:${port}` });
}

/**
 * Every read model table, except the bookkeeping (projectors' checkpoints; the list's table versions, which count
 * statements, so a rebuild raises them), as sorted JSON rows: equal snapshots, equal read models.
 */
export async function readModels(databaseUrl: string): Promise<Record<string, string[]>> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows: tables } = await client.query<{ table_name: string }>(
      "SELECT table_name FROM information_schema.tables WHERE table_schema = 'read' AND table_type = 'BASE TABLE' AND table_name NOT IN ('projection_checkpoints', 'table_versions') ORDER BY table_name",
    );
    const snapshot: Record<string, string[]> = {};
    for (const { table_name } of tables) {
      const { rows } = await client.query<{ row: string }>(`SELECT to_jsonb(t)::text AS row FROM read."${table_name}" t`);
      snapshot[table_name] = rows.map((r) => r.row).sort();
    }
    return snapshot;
  } finally {
    await client.end();
  }
}

/** Waits until every projector's checkpoint has reached the store's newest event. */
export async function projectionsCaughtUp(databaseUrl: string, timeoutMs = 90_000): Promise<void> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    // Every read model must have a checkpoint: a projections process still starting has none, and "none behind" alone
    // would then be true before anything was projected.
    await eventually(async () => {
      const { rows } = await client.query<{ behind: string; present: string }>(
        `WITH head AS (SELECT transaction_id, global_position FROM events.events ORDER BY transaction_id DESC, global_position DESC LIMIT 1)
         SELECT count(*) FILTER (WHERE c.position IS NULL OR (split_part(c.position, '-', 1)::xid8, split_part(c.position, '-', 2)::bigint) < (head.transaction_id, head.global_position)) AS behind,
                count(*) FILTER (WHERE c.name = ANY($1)) AS present
           FROM read.projection_checkpoints c, head`,
        [READ_MODELS],
      );
      return Number(rows[0].behind) === 0 && Number(rows[0].present) === READ_MODELS.length;
    }, timeoutMs);
  } finally {
    await client.end();
  }
}

/** `count` applicants registered at once, each with the exam taken and personal details saved: the traffic's subjects. */
export async function applicantsWithPersonalDetails(apiUrl: string, databaseUrl: string, count: number): Promise<ApplicantClient[]> {
  const reader = eventReader(databaseUrl);
  let applicants: ApplicantClient[];
  try {
    applicants = await Promise.all(Array.from({ length: count }, () => newApplicant(apiUrl, reader)));
  } finally {
    await reader.close();
  }
  for (const applicant of applicants) {
    expectOk(await takeExam(applicant));
    expectOk(await applicant.send('post', 'application/personal-details', personalDetails()));
  }
  return applicants;
}
