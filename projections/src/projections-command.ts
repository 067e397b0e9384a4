import { closePool, createEventStore, createPool, loadConfig, loadMigrations, openCommandLineDatabase, projectionsMigrationsDir, runMigrations, type EventStore, type Projector } from '@postula/platform';
import { PERSONAL_DATA } from '@postula/domain';
import type pg from 'pg';
import { projectorsFor } from './projectors.js';

export interface ProjectionsCommandContext {
  pool: pg.Pool;
  store: EventStore;
  projectors: Projector[];
  /** The projectors named on the command line (none: all). */
  names: string[];
}

/**
 * The frame of `npm run projections:rebuild|verify [-- NAME ...]`: help, configuration, the database (embedded or
 * DATABASE_URL), migrations, then `run`, whose answer is the exit code; a failure prints `failure` and exits with
 * `failedExitCode`. Everything opened is closed before the process exits.
 */
export async function runProjectionsCommand(command: { script: string; poolName: string; poolSize: number; failure: string; failedExitCode: number; run: (context: ProjectionsCommandContext) => Promise<number> }): Promise<never> {
  const names = process.argv.slice(2);
  if (names.includes('--help') || names.includes('-h')) {
    // The names do not depend on the programme's time zone: the help needs no configuration.
    console.log(`Uso: npm run ${command.script} [-- NOMBRE ...]\nProyecciones: ${projectorsFor({ timezone: 'UTC' }).map((p) => p.name).join(', ')}`);
    process.exit(0);
  }
  const config = loadConfig();
  const projectors = projectorsFor(config.programme);
  const database = await openCommandLineDatabase(config);
  const pool = createPool(database.url, { max: command.poolSize, name: command.poolName });
  let exitCode = command.failedExitCode;
  try {
    const { store } = await createEventStore(config, pool, PERSONAL_DATA);
    try {
      await runMigrations(pool, loadMigrations(projectionsMigrationsDir()));
      exitCode = await command.run({ pool, store, projectors, names });
    } finally {
      await store.close();
    }
  } catch (error) {
    console.error(`${command.failure}: ${(error as Error).message}`);
  } finally {
    await closePool(pool);
    await database.stop();
  }
  process.exit(exitCode);
}
