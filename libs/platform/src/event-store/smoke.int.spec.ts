import { PostgresEventStore } from './postgres-event-store.js';
import { mainTestDatabase, testPool, uniqueName } from '../../../../test/support/databases.js';
it('appends and subscribes', async () => {
  const pool = testPool(mainTestDatabase().url);
  const store = new PostgresEventStore({ pool, schema: uniqueName('es') });
  await store.migrate();
  const r = await store.append('s-1', [{ type: 'A', data: { n: 1 } }, { type: 'B', data: { n: 2 } }], 'no_stream');
  expect(r.nextExpectedRevision).toBe(1);
  await expect(store.append('s-1', [{ type: 'C', data: {} }], 0)).rejects.toThrow('expected revision');
  const got: string[] = [];
  const sub = store.subscribeToAll({ handler: async (evs) => { got.push(...evs.map((e) => e.type)); } });
  await store.append('s-1', [{ type: 'C', data: {} }], 1);
  while (got.length < 3) await new Promise((r) => setTimeout(r, 10));
  await sub.stop();
  expect(got).toEqual(['A', 'B', 'C']);
  await store.close();
  await pool.end();
});
