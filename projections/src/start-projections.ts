import pg from 'pg';
import { EventStore, loadMigrations, Programme, ProjectionLog, ProjectionRunner, projectionsMigrationsDir, runMigrations } from '@postula/platform';
import { projectorsFor } from './projectors.js';

/**
 * After a batch this large the log is busy (a rush of saves): the projectors wait a little before the next read, so
 * that a read of the log and a turn's transaction serve many events. A quiet log's events are projected at once.
 */
const PAUSE_WHEN_BUSY = { events: 8, ms: 100 };

/** Migrates the read models and starts every projector; used by the projections service and by the embedded mode. */
export async function startProjections(options: { pool: pg.Pool; store: EventStore; programme: Programme; log?: ProjectionLog }): Promise<ProjectionRunner> {
  await runMigrations(options.pool, loadMigrations(projectionsMigrationsDir()));
  const { programme, ...runnerOptions } = options;
  const runner = new ProjectionRunner({ ...runnerOptions, projectors: projectorsFor(programme), pauseWhenBusy: PAUSE_WHEN_BUSY });
  runner.start();
  return runner;
}
