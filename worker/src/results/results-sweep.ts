import { AwardCycle, ResultsPublication } from '@postula/award-cycle';
import { storeDecisions, systemClock, type AppConfig, type Clock, type EventStore, type QueueKit } from '@postula/platform';
import type pg from 'pg';
import { scheduleSweep, type SweepLogger } from '../scheduled/scheduled-sweep.js';

// applications_result_held_idx
const HELD = 'SELECT id FROM read.applications WHERE result_held ORDER BY id';

export interface ResultsSweepOptions {
  queues: QueueKit;
  /** Reads the read models (which decisions are held). */
  pool: pg.Pool;
  store: EventStore;
  config: Pick<AppConfig, 'places' | 'award' | 'results'>;
  clock?: Clock;
  log?: SweepLogger;
}

/**
 * The results' scheduled publication, checked every RESULTS_SWEEP_EVERY by one worker: once the results day has come
 * (or a superadmin published early) it records the publication, once, and tells every decision still held, each on its
 * own stream at the revision read. Two workers, a restart or a tick overlapping the next publish once and tell each
 * applicant once; a decision raced with the publication is told at the next tick.
 */
export async function startResultsSweep({ queues, pool, store, config, clock = systemClock, log = console }: ResultsSweepOptions): Promise<void> {
  const decisions = storeDecisions(store);
  const cycle = new AwardCycle({ decisions, clock, places: config.places, settings: config.award });
  const publication = new ResultsPublication({ decisions, clock, cycle, publishAt: config.results.publishAt });
  await scheduleSweep(
    queues,
    {
      name: 'results-publication',
      everyMs: config.results.sweepEveryMs,
      run: async () => {
        if (!(await publication.published(clock.now()))) return;
        const held = (await pool.query<{ id: string }>(HELD)).rows.map((r) => r.id);
        await publication.publish(null, held);
      },
    },
    log,
  );
}
