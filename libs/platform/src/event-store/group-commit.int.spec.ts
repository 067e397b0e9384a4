import { randomUUID } from 'node:crypto';
import { jest } from '@jest/globals';
import pg from 'pg';
import { freePort } from '../database/index.js';
import { uniqueName } from '../../../../test/support/databases.js';
import { storeInOwnSchema } from './own-schema.fixture.js';
import { PostgresEventStore } from './postgres-event-store.js';

/** Appends asked during a rush share transactions (a group commit), and each keeps an outcome of its own. */
describe('PostgreSQL event store group commit', () => {
  const { pool, schema, store } = storeInOwnSchema(8);

  const event = (n: number, id?: string) => ({ id, type: 'Saved', data: { n } });

  it('writes 100 appends asked at once in fewer transactions than appends', async () => {
    const streams = Array.from({ length: 100 }, () => uniqueName('rush'));
    const results = await Promise.all(streams.map((s, n) => store.append(s, [event(n)], 'no_stream')));
    expect(results.map((r) => r.nextExpectedRevision)).toEqual(streams.map(() => 0));
    const { rows } = await pool.query(`SELECT count(*)::int AS events, count(DISTINCT transaction_id)::int AS transactions FROM ${schema}.events WHERE stream_name = ANY($1)`, [streams]);
    expect(rows[0].events).toBe(100);
    expect(rows[0].transactions).toBeLessThan(50);
  });

  it('fails only the append whose event id is taken, when it shares a transaction with others', async () => {
    const taken = randomUUID();
    await store.append(uniqueName('first'), [event(0, taken)], 'no_stream');
    const streams = Array.from({ length: 40 }, () => uniqueName('others'));
    // The first appends of a burst go alone; the duplicate comes last, in a transaction with others.
    const results = await Promise.allSettled(streams.map((s, n) => store.append(s, [event(n, n === 39 ? taken : undefined)], 'no_stream')));
    expect(results.slice(0, 39).map((r) => r.status)).toEqual(streams.slice(0, 39).map(() => 'fulfilled'));
    expect(results[39]).toMatchObject({ status: 'rejected', reason: { code: '23505' } });
    const { rows } = await pool.query(`SELECT stream_name FROM ${schema}.events WHERE stream_name = ANY($1)`, [streams]);
    expect(rows.map((r) => r.stream_name).sort()).toEqual(streams.slice(0, 39).sort());
  });

  it('fails every append of a shared transaction at once when the database cannot be reached, without trying each alone', async () => {
    const unreachable = new pg.Pool({ connectionString: `postgres://postgres@127.0.0.1:${await freePort()}/none`, max: 4 });
    const away = new PostgresEventStore({ pool: unreachable, schema });
    const query = jest.spyOn(unreachable, 'query');
    const results = await Promise.allSettled(Array.from({ length: 40 }, (_, n) => away.append(uniqueName('away'), [event(n)], 'no_stream')));
    expect(results.every((r) => r.status === 'rejected')).toBe(true);
    // The first four go alone, the other 36 together: tried alone, each would be one more query.
    expect(query.mock.calls.length).toBeLessThan(10);
    await unreachable.end();
  });
});
