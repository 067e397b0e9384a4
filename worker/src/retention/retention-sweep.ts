import type pg from 'pg';
import { applicationDecider, applicationStream, retentionDueAt } from '@postula/domain';
import type { ApplicationStatus } from '@postula/domain';
import { handleCommand, readRetentionCandidates, type Clock, type EventStore, type QueueKit } from '@postula/platform';
import type { RetentionPeriods } from '@postula/validation';
import { scheduleSweep, type SweepLogger } from '../scheduled/scheduled-sweep.js';

export interface RetentionSweepDeps {
  queues: QueueKit;
  /** The read models (candidates); each is decided again on its stream. */
  pool: pg.Pool;
  store: EventStore;
  clock: Clock;
  deadline: string;
  periods: RetentionPeriods;
  everyMs: number;
  logger?: SweepLogger;
}

export const RETENTION_SWEEP = 'retention';

/**
 * Ends the retention period of every application whose outcome's period is over and that no superadmin holds:
 * `RetentionPeriodEnded` on its stream, decided on the stream (a hold placed meanwhile wins, a second runner finds the
 * period already ended and records nothing). Returns how many periods this run ended.
 */
export async function runRetentionSweep({ pool, store, clock, deadline, periods }: Omit<RetentionSweepDeps, 'queues' | 'everyMs' | 'logger'>): Promise<number> {
  const now = clock.now();
  const due = (await readRetentionCandidates(pool)).filter((c) => {
    const period = retentionDueAt({ status: c.status as ApplicationStatus, decidedAt: c.decided_at?.toISOString() ?? null }, deadline, periods);
    return !c.held && period !== null && Date.parse(period.dueAt) <= Date.parse(now);
  });
  let ended = 0;
  for (const { application_id: applicantId } of due) {
    const command = { type: 'EndRetentionPeriod' as const, data: { applicantId, now, deadline, periods } };
    const { events } = await handleCommand(store, applicationStream(applicantId), applicationDecider, command, { retry: true, metadata: { actorRole: 'system' } });
    ended += events.length;
  }
  return ended;
}

/** Schedules the daily sweep (every worker process calls it; one of them runs each tick). */
export const scheduleRetentionSweep = (deps: RetentionSweepDeps) =>
  scheduleSweep(deps.queues, { name: RETENTION_SWEEP, everyMs: deps.everyMs, run: () => runRetentionSweep(deps) }, deps.logger);
