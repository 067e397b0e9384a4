import pg from 'pg';
import { EventStore, loadMigrations, Programme, ProjectionLog, ProjectionRunner, projectionsMigrationsDir, runMigrations } from '@postula/platform';
import { projectorsFor } from './projectors.js';

/** Migrates the read models and starts every projector; used by the projections service and by the embedded mode. */
export async function startProjections(options: { pool: pg.Pool; store: EventStore; programme: Programme; log?: ProjectionLog }): Promise<ProjectionRunner> {
  await runMigrations(options.pool, loadMigrations(projectionsMigrationsDir()));
  const { programme, ...runnerOptions } = options;
  const runner = new ProjectionRunner({ ...runnerOptions, projectors: projectorsFor(programme) });
  runner.start();
  return runner;
}
