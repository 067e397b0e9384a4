import { AwardCycle } from '@postula/award-cycle';
import { storeDecisions, systemClock, type AppConfig, type Clock, type EventStore, type QueueKit } from '@postula/platform';
import type pg from 'pg';
import { scheduleSweep, type SweepLogger } from '../scheduled/scheduled-sweep.js';

/** At most this many offers expire per run; the next run takes the rest. */
const EXPIRIES_PER_RUN = 500;

const SQL = {
  // awards_open_offers_idx: open offers by deadline.
  due: `SELECT application_id FROM read.awards WHERE status = 'offered' AND accept_by <= $1 ORDER BY accept_by, application_id LIMIT ${EXPIRIES_PER_RUN}`,
  ended: `SELECT application_id FROM read.awards WHERE status IN ('declined', 'expired', 'withdrawn')`,
  approvedOut: `SELECT application_id FROM read.awards WHERE status = 'waiting'`,
  // A decision held until the results' publication gets its offer from the publication.
  approvedWithoutOffer: `SELECT a.id AS application_id FROM read.applications a WHERE a.status = 'approved' AND NOT a.result_held AND NOT EXISTS (SELECT 1 FROM read.awards w WHERE w.application_id = a.id)`,
};

const ids = async (pool: pg.Pool, sql: string, params: unknown[] = []) => (await pool.query<{ application_id: string }>(sql, params)).rows.map((r) => r.application_id);

export interface AwardSweepOptions {
  queues: QueueKit;
  /** Reads the read models (which offers are due, what to complete). */
  pool: pg.Pool;
  store: EventStore;
  config: Pick<AppConfig, 'places' | 'award'>;
  clock?: Clock;
  log?: SweepLogger;
}

/**
 * The award cycle's sweep, every AWARD_SWEEP_EVERY in one worker: expires the open offers whose deadline passed (each
 * freeing its place for the first on the waiting list), then completes what a stopped process left half done
 * (AwardCycle.reconcile). The read models only say where to look: every step is decided on the streams with expected
 * revisions, so two workers (or a lagging read model) expire an offer once and promote each applicant once.
 */
export async function startAwardSweep({ queues, pool, store, config, clock = systemClock, log = console }: AwardSweepOptions): Promise<void> {
  const cycle = new AwardCycle({ decisions: storeDecisions(store), clock, places: config.places, settings: config.award });
  await scheduleSweep(
    queues,
    {
      name: 'award-offers',
      everyMs: config.award.sweepEveryMs,
      run: async () => {
        const now = clock.now();
        for (const applicantId of await ids(pool, SQL.due, [now])) await cycle.endOffer({ type: 'ExpireAward', data: { applicantId, now } });
        const [ended, approvedOut, approvedWithoutOffer] = await Promise.all([ids(pool, SQL.ended), ids(pool, SQL.approvedOut), ids(pool, SQL.approvedWithoutOffer)]);
        await cycle.reconcile({ ended, approvedOut, approvedWithoutOffer });
      },
    },
    log,
  );
}
