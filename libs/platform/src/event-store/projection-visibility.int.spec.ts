import pg from 'pg';
import { mainTestDatabase, testPool, uniqueName } from '../../../../test/support/databases.js';
import { PostgresEventStore, PROJECTION_CONNECTION_NAME } from './postgres-event-store.js';

/**
 * Readers take events below the oldest running transaction that may append. A projector's own transaction (on a
 * connection named PROJECTION_CONNECTION_NAME) is not one: it must not hold back the events every projector reads.
 */
describe('PostgreSQL event store visibility', () => {
  const url = mainTestDatabase().url;
  const pool = testPool(url, 4);
  const store = new PostgresEventStore({ pool, schema: uniqueName('es') });
  beforeAll(() => store.migrate());
  afterAll(async () => {
    await store.close();
    await pool.end();
  });

  /** A connection with a transaction that holds an xid (it has written), kept open until the returned function ends it. */
  async function openTransaction(applicationName: string): Promise<() => Promise<void>> {
    const client = new pg.Client({ connectionString: url, application_name: applicationName });
    await client.connect();
    await client.query('BEGIN');
    await client.query('SELECT pg_current_xact_id()');
    return async () => {
      await client.query('ROLLBACK');
      await client.end();
    };
  }

  it("does not wait for a projections connection's open transaction", async () => {
    const end = await openTransaction(PROJECTION_CONNECTION_NAME);
    try {
      const stream = uniqueName('s');
      await store.append(stream, [{ type: 'Happened', data: { n: 1 } }], 'no_stream');
      const read = await store.readAll({ maxCount: 1000 });
      expect(read.map((e) => e.streamName)).toContain(stream);
    } finally {
      await end();
    }
  });

  it('waits for any other open transaction, which might still append an earlier event', async () => {
    const end = await openTransaction('postula-api');
    const stream = uniqueName('s');
    await store.append(stream, [{ type: 'Happened', data: { n: 1 } }], 'no_stream');
    // Not readable while the older transaction runs (readAll waits a bounded time for it, then answers without).
    const before = await store.readAll({ maxCount: 1000 });
    expect(before.map((e) => e.streamName)).not.toContain(stream);
    await end();
    const after = await store.readAll({ maxCount: 1000 });
    expect(after.map((e) => e.streamName)).toContain(stream);
  });
});
