import { mainTestDatabase } from '../../../../test/support/databases.js';
import { ProjectionRunner } from './projection-runner.js';
import { projectionBed, recordingLog } from './projections.fixture.js';
import { waitForProjections } from './wait-for-projections.js';

describe('waitForProjections', () => {
  it('resolves once a write is projected, so the next read sees it', async () => {
    const bed = await projectionBed(mainTestDatabase().url);
    const runner = new ProjectionRunner({ pool: bed.pool, store: bed.store, projectors: [bed.projector()], log: recordingLog() });
    try {
      const { position } = await bed.store.append(`item-${bed.schema}`, [{ type: 'ItemAdded', data: { n: 7 } }], 'no_stream');
      // Waiting starts before the projection runs at all: the wake-up comes from its notification.
      const waiting = waitForProjections(bed.pool, bed.store, position, { timeoutMs: 30_000, names: [bed.name] });
      runner.start();
      expect(await waiting).toBe(true);
      expect(await bed.itemNumbers()).toEqual([7]);
      // Already there: answers from the stored checkpoint.
      expect(await waitForProjections(bed.pool, bed.store, position, { timeoutMs: 1, names: [bed.name] })).toBe(true);
    } finally {
      await runner.stop();
      await bed.close();
    }
  });

  it('gives up with false when the projection does not reach the position in time', async () => {
    const bed = await projectionBed(mainTestDatabase().url);
    const log = recordingLog();
    // The projector fails on this event, so its checkpoint stays behind.
    const runner = new ProjectionRunner({ pool: bed.pool, store: bed.store, projectors: [bed.projector((n) => n === 1)], retryDelayMs: { min: 20, max: 50 }, log });
    try {
      const head = await bed.append(0, 3);
      runner.start();
      await log.waitFor(/lote revertido/);
      expect(await waitForProjections(bed.pool, bed.store, head, { timeoutMs: 300, names: [bed.name] })).toBe(false);
      // Item 1 never committed, and nothing after it was skipped to.
      expect([[], [0]]).toContainEqual(await bed.itemNumbers());
    } finally {
      await runner.stop();
      await bed.close();
    }
  });
});
