import { jest } from '@jest/globals';
import type pg from 'pg';
import { mainTestDatabase, testPool, uniqueName } from '../../../../test/support/databases.js';
import { PostgresEventStore } from './postgres-event-store.js';

/** Subscriptions woken by one append read the log once between them, and nobody misses an append made before asking. */
describe('PostgreSQL event store shared reads', () => {
  const url = mainTestDatabase().url;
  const schema = uniqueName('es');

  it('gives the subscriptions woken by one append a single read of the log', async () => {
    const pool = testPool(url, 4);
    const store = new PostgresEventStore({ pool, schema });
    await store.migrate();
    const received = Array.from({ length: 6 }, () => [] as string[]);
    const subscriptions: { stop(): Promise<void> }[] = [];
    const caughtUp = received.map(
      (events) =>
        new Promise<void>((resolve) => {
          subscriptions.push(store.subscribeToAll({ handler: async (batch) => void events.push(...batch.map((e) => e.streamName)), onCaughtUp: resolve }));
        }),
    );
    try {
      await Promise.all(caughtUp);
      const query = jest.spyOn(pool, 'query');
      const stream = uniqueName('s');
      await store.append(stream, [{ type: 'Happened', data: { n: 1 } }], 'no_stream');
      while (!received.every((events) => events.includes(stream))) await new Promise((r) => setTimeout(r, 10));
      const logReads = query.mock.calls.filter(([q]) => (q as unknown as pg.QueryConfig).text?.includes('pg_snapshot_xip')).length;
      // One read when the append wakes them in this process, at most one more when its NOTIFY comes back (6 each before).
      expect(logReads).toBeLessThanOrEqual(2);
    } finally {
      await Promise.all(subscriptions.map((s) => s.stop()));
      await store.close();
      await pool.end();
    }
  });

  it('never joins a read already sent: a reader sees what was appended before it asked', async () => {
    const pool = testPool(url, 1);
    const writerPool = testPool(url, 1);
    const store = new PostgresEventStore({ pool, schema });
    const writer = new PostgresEventStore({ pool: writerPool, schema });
    await store.migrate();
    const held = await pool.connect();
    try {
      // The first read is sent and waits for the only connection; the append commits; then the second read asks.
      const first = store.readAll({ maxCount: 1000 });
      await new Promise((r) => setImmediate(r));
      const stream = uniqueName('s');
      await writer.append(stream, [{ type: 'Happened', data: { n: 1 } }], 'no_stream');
      const second = store.readAll({ maxCount: 1000 });
      held.release();
      await first;
      expect((await second).map((e) => e.streamName)).toContain(stream);
    } finally {
      await Promise.all([store.close(), writer.close()]);
      await Promise.all([pool.end(), writerPool.end()]);
    }
  });
});
