import { mainTestDatabase, testPool, uniqueName } from '../../../../test/support/databases.js';
import { PostgresEventStore } from './postgres-event-store.js';

/** A PostgreSQL event store in a schema of the calling test file's own: migrated before its tests, dropped after them. */
export function storeInOwnSchema(poolSize: number) {
  const pool = testPool(mainTestDatabase().url, poolSize);
  const schema = uniqueName('es');
  const store = new PostgresEventStore({ pool, schema });
  beforeAll(() => store.migrate());
  afterAll(async () => {
    await store.close();
    await pool.query(`DROP SCHEMA ${schema} CASCADE`);
    await pool.end();
  });
  return { pool, schema, store };
}
