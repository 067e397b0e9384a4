import pg from 'pg';
import { EventStore, loadMigrations, ProjectionLog, ProjectionRunner, projectionsMigrationsDir, runMigrations } from '@postula/platform';
import { projectors } from './projectors.js';

/** Migrates the read models and starts every projector; used by the projections service and by the embedded mode. */
export async function startProjections(options: { pool: pg.Pool; store: EventStore; log?: ProjectionLog }): Promise<ProjectionRunner> {
  await runMigrations(options.pool, loadMigrations(projectionsMigrationsDir()));
  const runner = new ProjectionRunner({ ...options, projectors });
  runner.start();
  return runner;
}
