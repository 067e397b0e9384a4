import type pg from 'pg';
import { mainTestDatabase } from '../../../../test/support/databases.js';
import { deferIndexes } from './deferred-indexes.js';
import { inTransaction } from './projection-checkpoints.js';
import { ProjectionRunner } from './projection-runner.js';
import { Projector } from './projector.js';
import { projectionBed, range, recordingLog } from './projections.fixture.js';
import { rebuildProjections } from './rebuild-projections.js';

describe('rebuildProjections', () => {
  it('waits for the running instance to let go, then replays everything into identical tables, reporting progress', async () => {
    const bed = await projectionBed(mainTestDatabase().url);
    const runner = new ProjectionRunner({ pool: bed.pool, store: bed.store, projectors: [bed.projector()], lockRetryMs: 100, log: recordingLog() });
    runner.start();
    const head = await bed.append(0, 25, 4);
    expect(await bed.caughtUp(head)).toBe(true);
    const before = await bed.snapshot();
    // A damaged read model: the rebuild must not keep anything of it.
    await bed.pool.query(`DELETE FROM ${bed.schema}.items WHERE n < 5; UPDATE ${bed.schema}.totals SET sum = -1`);

    const progress: [number, number][] = [];
    let lockHeldElsewhere!: () => void;
    const waiting = new Promise<void>((resolve) => (lockHeldElsewhere = resolve));
    const rebuild = rebuildProjections({
      pool: bed.pool,
      store: bed.store,
      projectors: [bed.projector()],
      names: [bed.name],
      batchSize: 7,
      lockRetryMs: 100,
      onWaitForLock: () => lockHeldElsewhere(),
      onProgress: (done, total) => progress.push([done, total]),
    });
    try {
      await waiting;
      await runner.stop();
      const summary = await rebuild;

      expect(await bed.snapshot()).toEqual(before);
      expect(await bed.checkpoint()).toBe(head);
      // The planner's statistics describe the rebuilt tables, not the emptied ones.
      const { rows: analyzed } = await bed.pool.query("SELECT count(*)::int AS n FROM pg_stat_user_tables WHERE schemaname = $1 AND last_analyze IS NOT NULL", [bed.schema]);
      expect(analyzed[0].n).toBe(2);
      // 25 items + one unhandled event on each of the 4 streams.
      expect(progress).toEqual([0, 7, 14, 21, 28, 29].map((done) => [done, 29]));
      expect(summary).toMatchObject({
        events: 29,
        projectors: [{ name: bed.name, tables: [{ table: `${bed.schema}.items`, rows: 25 }, { table: `${bed.schema}.totals`, rows: 4 }] }],
      });

      // The runner resumes from the rebuilt checkpoint.
      runner.start();
      expect(await bed.caughtUp(await bed.append(25, 30, 4))).toBe(true);
      expect(await bed.itemNumbers()).toEqual(range(0, 30));
    } finally {
      await runner.stop();
      await rebuild.catch(() => undefined);
      await bed.close();
    }
  });

  it('runs the projectors side by side; one failing stops the rebuild, every checkpoint left at a batch its rows match', async () => {
    const bed = await projectionBed(mainTestDatabase().url);
    try {
      await bed.append(0, 20, 4);
      const failing: Projector = {
        name: `${bed.name}_failing`,
        tables: [],
        handles: ['ItemAdded'],
        apply: async (_client, events) => {
          if (events.some((e) => e.data.n === 12)) throw new Error('cannot project item 12');
        },
      };
      const positions = (await bed.store.readAll({ maxCount: 100 })).map((e) => e.position);
      const batchEnds = [4, 9, 14, 19, 23].map((i) => positions[i]);

      await expect(rebuildProjections({ pool: bed.pool, store: bed.store, projectors: [bed.projector(), failing], batchSize: 5 })).rejects.toThrow('cannot project item 12');

      const checkpoints = new Map(
        (await bed.pool.query('SELECT name, position FROM read.projection_checkpoints WHERE name = ANY($1)', [[bed.name, failing.name]])).rows.map((r) => [r.name, r.position]),
      );
      // The failing lane stopped after the batch before item 12’s; the other applied at least that batch too (dealt to both).
      expect(checkpoints.get(failing.name)).toBe(batchEnds[1]);
      const healthy = batchEnds.indexOf(checkpoints.get(bed.name));
      expect(healthy).toBeGreaterThanOrEqual(2);
      expect(await bed.itemNumbers()).toEqual(range(0, Math.min(20, (healthy + 1) * 5)));
    } finally {
      await bed.close();
    }
  });

  describe('a projector whose tables get their indexes last', () => {
    /** The bed's projector with `rebuildBuildsIndexesLast`, secondary indexes on both tables, and a log of the indexes seen while it applies. */
    async function indexedBed() {
      const bed = await projectionBed(mainTestDatabase().url);
      // A unique index stays, as the primary key does: writes may look rows up by it (ON CONFLICT needs it).
      await bed.pool.query(`CREATE INDEX items_n_idx ON ${bed.schema}.items (n) WHERE n >= 0; CREATE INDEX totals_sum_idx ON ${bed.schema}.totals (sum DESC);
        CREATE UNIQUE INDEX items_event_idx ON ${bed.schema}.items (event_id)`);
      const indexes = async (client: Pick<pg.Pool, 'query'> = bed.pool) =>
        (await client.query('SELECT indexname, indexdef FROM pg_indexes WHERE schemaname = $1 ORDER BY indexname', [bed.schema])).rows;
      const remembered = async () => (await bed.pool.query('SELECT name FROM read.deferred_indexes WHERE table_name LIKE $1', [`${bed.schema}.%`])).rows;
      const seenWhileApplying: string[][] = [];
      const projector = (fail?: (n: number) => boolean): Projector => {
        const plain = bed.projector(fail);
        return {
          ...plain,
          rebuildBuildsIndexesLast: true,
          apply: async (client, events) => {
            seenWhileApplying.push((await indexes(client)).map((i) => i.indexname));
            await plain.apply(client, events);
          },
        };
      };
      return { bed, indexes, remembered, seenWhileApplying, projector };
    }

    it('loads them without their secondary indexes and builds the same ones at the end', async () => {
      const { bed, indexes, remembered, seenWhileApplying, projector } = await indexedBed();
      try {
        await bed.append(0, 12, 3);
        const before = await indexes();
        expect(before.map((i) => i.indexname)).toEqual(['items_event_idx', 'items_n_idx', 'totals_pkey', 'totals_sum_idx']);

        await rebuildProjections({ pool: bed.pool, store: bed.store, projectors: [projector()], batchSize: 5 });

        expect(seenWhileApplying.length).toBeGreaterThan(1);
        for (const seen of seenWhileApplying) expect(seen).toEqual(['items_event_idx', 'totals_pkey']);
        expect(await indexes()).toEqual(before);
        expect(await remembered()).toEqual([]);
        expect(await bed.itemNumbers()).toEqual(range(0, 12));
      } finally {
        await bed.close();
      }
    });

    it('builds them again when the rebuild fails', async () => {
      const { bed, indexes, remembered, projector } = await indexedBed();
      try {
        await bed.append(0, 12, 3);
        const before = await indexes();
        await expect(rebuildProjections({ pool: bed.pool, store: bed.store, projectors: [projector((n) => n === 7)], batchSize: 5 })).rejects.toThrow('cannot project item 7');
        expect(await indexes()).toEqual(before);
        expect(await remembered()).toEqual([]);
      } finally {
        await bed.close();
      }
    });

    it('leaves them to the runner when the rebuild died before building them', async () => {
      const { bed, indexes, remembered, projector } = await indexedBed();
      const runner = new ProjectionRunner({ pool: bed.pool, store: bed.store, projectors: [projector()], lockRetryMs: 100, log: recordingLog() });
      try {
        const before = await indexes();
        // What a rebuild killed mid-load leaves: the indexes dropped, their definitions remembered.
        await inTransaction(bed.pool, (client) => deferIndexes(client, [`${bed.schema}.items`, `${bed.schema}.totals`]));
        expect((await indexes()).map((i) => i.indexname)).toEqual(['items_event_idx', 'totals_pkey']);
        expect(await remembered()).toHaveLength(2);

        runner.start();
        expect(await bed.caughtUp(await bed.append(0, 6, 2))).toBe(true);
        expect(await indexes()).toEqual(before);
        expect(await remembered()).toEqual([]);
      } finally {
        await runner.stop();
        await bed.close();
      }
    });
  });

  it('reports the events replayed without a progress listener', async () => {
    const bed = await projectionBed(mainTestDatabase().url);
    try {
      await bed.append(0, 6, 2);
      const summary = await rebuildProjections({ pool: bed.pool, store: bed.store, projectors: [bed.projector()], batchSize: 4 });
      expect(summary.events).toBe(8);
      expect(await bed.itemNumbers()).toEqual(range(0, 6));
    } finally {
      await bed.close();
    }
  });

  it('refuses an unknown projector name and touches nothing', async () => {
    const bed = await projectionBed(mainTestDatabase().url);
    try {
      await expect(rebuildProjections({ pool: bed.pool, store: bed.store, projectors: [bed.projector()], names: ['no_such_projection'] })).rejects.toThrow(
        `Proyecciones desconocidas: no_such_projection. Disponibles: ${bed.name}`,
      );
    } finally {
      await bed.close();
    }
  });
});
