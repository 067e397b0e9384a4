import { jest } from '@jest/globals';
import pg from 'pg';
import { mainTestDatabase, uniqueName } from '../../../../test/support/databases.js';
import { ProjectionRunner } from './projection-runner.js';
import { projectionBed, range, recordingLog } from './projections.fixture.js';
import { waitForProjections } from './wait-for-projections.js';

const fast = { lockRetryMs: 100, retryDelayMs: { min: 20, max: 100 } };
/**
 * After its last batch a subscription reads once more before it waits: a read still in flight when the next append
 * comes makes that subscription read apart from the others. Long enough for those reads to end, so the append wakes
 * them all in one turn.
 */
const idle = () => new Promise((resolve) => setTimeout(resolve, 200));

describe('ProjectionRunner', () => {
  it('projects handled events and moves its checkpoint over the events it does not handle', async () => {
    const bed = await projectionBed(mainTestDatabase().url);
    const runner = new ProjectionRunner({ pool: bed.pool, store: bed.store, projectors: [bed.projector()], log: recordingLog(), ...fast });
    try {
      runner.start();
      const head = await bed.append(0, 5);
      expect(await bed.caughtUp(head)).toBe(true);
      expect(await bed.itemNumbers()).toEqual(range(0, 5));

      const { position: unhandled } = await bed.store.append(`other-${bed.schema}`, [{ type: 'SomethingElse', data: {} }], 'no_stream');
      expect(await bed.caughtUp(unhandled)).toBe(true);
      expect(await bed.checkpoint()).toBe(unhandled);
      expect(await bed.itemNumbers()).toEqual(range(0, 5));
      expect(await runner.state()).toEqual([expect.objectContaining({ name: bed.name, status: 'active', position: unhandled, caughtUp: true, lagMs: 0 })]);
    } finally {
      await runner.stop();
      await bed.close();
    }
  });

  it('moves the checkpoints of the projectors with nothing to apply, woken by one append, in one statement', async () => {
    const bed = await projectionBed(mainTestDatabase().url);
    const names = Array.from({ length: 5 }, () => uniqueName('idle'));
    const projectors = names.map((name) => ({ name, tables: [], handles: ['NeverAppended'], apply: async () => undefined }));
    const runner = new ProjectionRunner({ pool: bed.pool, store: bed.store, projectors, log: recordingLog(), ...fast });
    try {
      runner.start();
      expect(await waitForProjections(bed.pool, bed.store, await bed.append(0, 1), { timeoutMs: 30_000, names })).toBe(true);
      await idle();
      const query = jest.spyOn(bed.pool, 'query');
      const { position } = await bed.store.append(`other-${bed.schema}`, [{ type: 'SomethingElse', data: {} }], 'no_stream');
      expect(await waitForProjections(bed.pool, bed.store, position, { timeoutMs: 30_000, names })).toBe(true);
      const checkpointWrites = query.mock.calls.filter(([q]) => /UPDATE read\.projection_checkpoints/.test(typeof q === 'string' ? q : (q as pg.QueryConfig).text));
      expect(checkpointWrites).toHaveLength(1);
      expect((await runner.state()).map((s) => s.position)).toEqual(names.map(() => position));
    } finally {
      await runner.stop();
      await bed.close();
    }
  });

  /** Projectors each writing the `n` of every `Counted` event into a table of their own (no key: a double apply shows). */
  const countingProjectors = async (bed: Awaited<ReturnType<typeof projectionBed>>, count: number, failing = new Set<string>()) => {
    const projectors = Array.from({ length: count }, (_, i) => ({
      name: uniqueName(`counting${i}`),
      tables: [`${bed.schema}.counted${i}`],
      handles: ['Counted'],
      apply: async (client: pg.PoolClient, events: { data: Record<string, unknown> }[]) => {
        if (failing.has(`counting${i}`)) throw new Error(`counting${i} cannot project`);
        for (const event of events) await client.query(`INSERT INTO ${bed.schema}.counted${i} VALUES ($1)`, [event.data.n]);
      },
    }));
    await bed.pool.query(projectors.map((_, i) => `CREATE TABLE ${bed.schema}.counted${i} (n int NOT NULL);`).join(' '));
    const counted = (i: number) => bed.pool.query(`SELECT n FROM ${bed.schema}.counted${i} ORDER BY n`).then((r) => r.rows.map((row) => row.n));
    const append = async (n: number) => (await bed.store.append(uniqueName('counted'), [{ type: 'Counted', data: { n } }], 'no_stream')).position;
    return { projectors, counted, append };
  };

  it('applies the batches one append brings to several projectors in one transaction', async () => {
    const bed = await projectionBed(mainTestDatabase().url);
    const { projectors, counted, append } = await countingProjectors(bed, 4);
    const names = projectors.map((p) => p.name);
    const runner = new ProjectionRunner({ pool: bed.pool, store: bed.store, projectors, log: recordingLog(), ...fast });
    try {
      runner.start();
      expect(await waitForProjections(bed.pool, bed.store, await append(0), { timeoutMs: 30_000, names })).toBe(true);
      await idle();
      const query = jest.spyOn(pg.Client.prototype, 'query');
      expect(await waitForProjections(bed.pool, bed.store, await append(1), { timeoutMs: 30_000, names })).toBe(true);
      expect(query.mock.calls.filter(([q]) => q === 'BEGIN')).toHaveLength(1);
      query.mockRestore();
      for (const i of range(0, 4)) expect(await counted(i)).toEqual([0, 1]);
    } finally {
      await runner.stop();
      await bed.close();
    }
  });

  it('pauses after a busy batch when asked, so the appends meanwhile come in one batch, and not after a quiet one', async () => {
    const bed = await projectionBed(mainTestDatabase().url);
    const batches: number[] = [];
    const projector = { name: uniqueName('paced'), tables: [], handles: ['Counted'], apply: async (_client: pg.PoolClient, events: unknown[]) => void batches.push(events.length) };
    const runner = new ProjectionRunner({ pool: bed.pool, store: bed.store, projectors: [projector], log: recordingLog(), pauseWhenBusy: { events: 2, ms: 5000 }, ...fast });
    const append = async (count = 1) => (await bed.store.append(uniqueName('counted'), Array.from({ length: count }, (_, n) => ({ type: 'Counted', data: { n } })), 'no_stream')).position;
    const caughtUp = (position: string) => waitForProjections(bed.pool, bed.store, position, { timeoutMs: 30_000, names: [projector.name] });
    try {
      runner.start();
      expect(await caughtUp(await append())).toBe(true);
      const quiet = Date.now();
      expect(await caughtUp(await append())).toBe(true);
      expect(Date.now() - quiet).toBeLessThan(2500);
      expect(await caughtUp(await append(2))).toBe(true);
      await append();
      await append();
      expect(await caughtUp(await append())).toBe(true);
      expect(batches).toEqual([1, 1, 2, 3]);
    } finally {
      await runner.stop();
      await bed.close();
    }
  });

  it('keeps a failing projector from holding back the others of its turn, and applies its events once it recovers', async () => {
    const bed = await projectionBed(mainTestDatabase().url);
    const failing = new Set<string>();
    const { projectors, counted, append } = await countingProjectors(bed, 3, failing);
    const log = recordingLog();
    const runner = new ProjectionRunner({ pool: bed.pool, store: bed.store, projectors, log, ...fast });
    try {
      runner.start();
      expect(await waitForProjections(bed.pool, bed.store, await append(0), { timeoutMs: 30_000, names: projectors.map((p) => p.name) })).toBe(true);
      failing.add('counting1');
      const head = await append(1);
      const healthy = [projectors[0].name, projectors[2].name];
      expect(await waitForProjections(bed.pool, bed.store, head, { timeoutMs: 30_000, names: healthy })).toBe(true);
      await log.waitFor(/counting1 cannot project/, 2);
      expect([await counted(0), await counted(1), await counted(2)]).toEqual([[0, 1], [0], [0, 1]]);
      expect((await runner.state()).find((s) => s.name === projectors[1].name)).toMatchObject({ status: 'retrying', lastError: expect.stringContaining('counting1 cannot project') });
      failing.clear();
      expect(await waitForProjections(bed.pool, bed.store, head, { timeoutMs: 30_000, names: [projectors[1].name] })).toBe(true);
      expect(await counted(1)).toEqual([0, 1]);
    } finally {
      await runner.stop();
      await bed.close();
    }
  });

  it('rolls back a failing batch, never skips it, and after a restart applies every event exactly once', async () => {
    const bed = await projectionBed(mainTestDatabase().url);
    await bed.append(0, 10);
    const events = await bed.store.readAll();
    const log = recordingLog();
    // The batch holding item 5 fails every time; the batches before it commit.
    const failing = new ProjectionRunner({ pool: bed.pool, store: bed.store, projectors: [bed.projector((n) => n === 5)], batchSize: 3, log, ...fast });
    failing.start();
    try {
      await log.waitFor(/lote revertido.*cannot project item 5/, 3);
      // Batch edges depend on which transactions are visible yet, so only the shape is fixed: a prefix, 5 excluded.
      const committed = await bed.itemNumbers();
      expect(committed).toEqual(range(0, committed.length));
      expect(committed.length).toBeLessThan(6);
      const position = committed.length ? events[committed.length - 1].position : undefined;
      expect(await bed.checkpoint()).toBe(position ?? null);
      const [state] = await failing.state();
      expect(state).toMatchObject({ status: 'retrying', position, caughtUp: false });
      expect(state.lastError).toContain('cannot project item 5');
    } finally {
      await failing.stop();
    }

    const fixed = new ProjectionRunner({ pool: bed.pool, store: bed.store, projectors: [bed.projector()], batchSize: 3, log, ...fast });
    fixed.start();
    try {
      expect(await bed.caughtUp(events[events.length - 1].position)).toBe(true);
      expect(await bed.itemNumbers()).toEqual(range(0, 10));
      const { totals } = await bed.snapshot();
      expect(totals.map((t) => [t.count, t.sum])).toEqual([
        [4, 0 + 3 + 6 + 9],
        [3, 1 + 4 + 7],
        [3, 2 + 5 + 8],
      ]);
    } finally {
      await fixed.stop();
      await bed.close();
    }
  });

  it('retries a batch that failed for a passing reason and then goes on', async () => {
    const bed = await projectionBed(mainTestDatabase().url);
    let failures = 0;
    const log = recordingLog();
    const runner = new ProjectionRunner({ pool: bed.pool, store: bed.store, projectors: [bed.projector((n) => n === 3 && failures++ < 2)], batchSize: 2, log, ...fast });
    runner.start();
    try {
      const head = await bed.append(0, 8);
      expect(await bed.caughtUp(head)).toBe(true);
      expect(failures).toBe(3);
      expect(await bed.itemNumbers()).toEqual(range(0, 8));
      expect((await runner.state())[0]).toMatchObject({ status: 'active', lastError: undefined });
    } finally {
      await runner.stop();
      await bed.close();
    }
  });

  it('keeps one active instance per projector and hands over when it stops or its connection dies', async () => {
    const bed = await projectionBed(mainTestDatabase().url);
    const second = bed.secondProcess();
    const third = bed.secondProcess();
    const [logA, logB, logC] = [recordingLog(), recordingLog(), recordingLog()];
    const a = new ProjectionRunner({ pool: bed.pool, store: bed.store, projectors: [bed.projector()], batchSize: 4, log: logA, ...fast });
    const b = new ProjectionRunner({ pool: second.pool, store: second.store, projectors: [bed.projector()], batchSize: 4, log: logB, ...fast });
    const c = new ProjectionRunner({ pool: third.pool, store: third.store, projectors: [bed.projector()], batchSize: 4, log: logC, ...fast });
    try {
      a.start();
      await logA.waitFor(/activo desde/);
      b.start();
      await logB.waitFor(/en espera/);

      expect(await bed.caughtUp(await bed.append(0, 20))).toBe(true);
      expect(await bed.itemNumbers()).toEqual(range(0, 20));
      expect((await a.state())[0].status).toBe('active');
      expect((await b.state())[0].status).toBe('standby');

      await a.stop();
      expect(await bed.caughtUp(await bed.append(20, 30))).toBe(true);
      expect(await bed.itemNumbers()).toEqual(range(0, 30));
      expect((await b.state())[0].status).toBe('active');

      // The holder's lock connection dies: PostgreSQL frees the lock and an instance takes over.
      c.start();
      await logC.waitFor(/en espera/);
      const { rowCount } = await bed.pool.query(
        `SELECT pg_terminate_backend(pid) FROM pg_locks
          WHERE locktype = 'advisory' AND granted AND objsubid = 1
            AND ((classid::bigint << 32) | objid::bigint) = hashtextextended($1, 0)`,
        [`postula:projection:${bed.name}`],
      );
      expect(rowCount).toBe(1);
      await logB.waitFor(/perdió su bloqueo/);
      expect(await bed.caughtUp(await bed.append(30, 40))).toBe(true);
      expect(await bed.itemNumbers()).toEqual(range(0, 40));
      const statuses = [(await b.state())[0].status, (await c.state())[0].status].sort();
      expect(statuses).toEqual(['active', 'standby']);
    } finally {
      await Promise.all([a.stop(), b.stop(), c.stop()]);
      await Promise.all([second.store.close(), second.pool.end(), third.store.close(), third.pool.end()]);
      await bed.close();
    }
  });
});
