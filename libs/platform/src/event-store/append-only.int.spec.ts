import { uniqueName } from '../../../../test/support/databases.js';
import { storeInOwnSchema } from './own-schema.fixture.js';

/**
 * The event log is append-only in practice: the role the app connects as (in tests, as in the embedded
 * mode, the PostgreSQL superuser that owns the schema) can neither change nor remove an event. A correction is a new event.
 */
describe('PostgreSQL event store: append-only', () => {
  const { pool, schema, store } = storeInOwnSchema(2);

  it('refuses UPDATE, DELETE and TRUNCATE of events, even by the owner; appends still work', async () => {
    const stream = uniqueName('s');
    await store.append(stream, [{ type: 'Happened', data: { n: 1 } }], 'no_stream');
    const { rows: who } = await pool.query<{ superuser: string }>("SELECT current_setting('is_superuser') AS superuser");
    expect(who[0].superuser).toBe('on');

    for (const sql of [
      `UPDATE ${schema}.events SET data = '{"n": 2}' WHERE stream_name = '${stream}'`,
      `DELETE FROM ${schema}.events WHERE stream_name = '${stream}'`,
      `TRUNCATE ${schema}.events`,
    ]) {
      await expect(pool.query(sql)).rejects.toMatchObject({ code: '42501', message: expect.stringContaining('append-only') });
    }

    await store.append(stream, [{ type: 'Corrected', data: { n: 2 } }], 0);
    expect((await store.readStream(stream)).map((e) => [e.type, e.data])).toEqual([
      ['Happened', { n: 1 }],
      ['Corrected', { n: 2 }],
    ]);
  });

  it('keeps refusing after a second migration (every start migrates)', async () => {
    await store.migrate();
    await expect(pool.query(`DELETE FROM ${schema}.events`)).rejects.toMatchObject({ code: '42501' });
  });
});
