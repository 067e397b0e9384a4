import { mainTestDatabase } from '../../../../test/support/databases.js';
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
