import { randomUUID } from 'node:crypto';
import type pg from 'pg';
import { loadMigrations, projectionsMigrationsDir, runMigrations } from '@postula/platform';
import type { Projector, RecordedEvent } from '@postula/platform';
import { testPool } from '../../test/support/databases.js';

let position = 0;
/** An event as the store hands it to a projector; `at` (default 2025-03-01) is when it was recorded. */
export const recorded = (streamName: string, revision: number, type: string, data: Record<string, unknown>, at = '2025-03-01T00:00:00.000Z'): RecordedEvent =>
  ({ id: randomUUID(), streamName, revision, position: `0-${++position}`, type, data, metadata: { actorId: 'actor-1' }, recordedAt: at }) as RecordedEvent;

/**
 * Test bed of a projector's integration test on the run's database: the projections migrations, and each run of
 * events in a transaction that is rolled back, so the shared read models stay untouched and tests can run side by side.
 */
export function projectorBed(url: string) {
  const pool = testPool(url, 2);
  return {
    migrate: () => runMigrations(pool, loadMigrations(projectionsMigrationsDir())),
    close: () => pool.end(),
    /** Applies the events in the given batches (one `apply` call each) and returns what `read` finds before the rollback. */
    async project<T>(projector: Projector, batches: RecordedEvent[][], read: (client: pg.PoolClient) => Promise<T>): Promise<T> {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        for (const batch of batches) await projector.apply(client, batch);
        return await read(client);
      } finally {
        await client.query('ROLLBACK');
        client.release();
      }
    },
    /**
     * What the events leave, applied once as one batch and once event by event; the test fails when the two differ,
     * so the set-based writes keep the log order's meaning.
     */
    async projectBothWays<T>(projector: Projector, events: RecordedEvent[], read: (client: pg.PoolClient) => Promise<T>): Promise<T> {
      const oneByOne = await this.project(projector, events.map((event) => [event]), read);
      const batched = await this.project(projector, [events], read);
      expect(batched).toEqual(oneByOne);
      return batched;
    },
  };
}
