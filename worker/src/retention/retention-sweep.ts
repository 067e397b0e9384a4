import type pg from 'pg';
import { applicationDecider, applicationStream, DomainError, ERASED_PERSONAL_DATA, retentionDueAt } from '@postula/domain';
import type { ApplicationStatus } from '@postula/domain';
import { eraseApplicantData, type ErasurePorts } from '@postula/personal-data';
import { readEndedNotErased, readRetentionCandidates, storeDecisions, type Clock, type EventStore, type QueueKit } from '@postula/platform';
import type { RetentionPeriods } from '@postula/validation';
import { scheduleSweep, type SweepLogger } from '../scheduled/scheduled-sweep.js';

export interface RetentionSweepDeps {
  queues: QueueKit;
  /** The read models (candidates; each is decided again on its stream). */
  pool: pg.Pool;
  store: EventStore;
  /** The worker's erasure (worker-erasure.ts). */
  erasure: ErasurePorts;
  clock: Clock;
  deadline: string;
  periods: RetentionPeriods;
  everyMs: number;
  logger?: SweepLogger;
}

export const RETENTION_SWEEP = 'retention';

/** What the erasure event records as its reason: a description, never a name. */
export const RETENTION_ERASURE_REASON = 'Plazo de conservación cumplido';

/**
 * Ends the retention period of every application whose outcome's period is over and that no superadmin holds:
 * `RetentionPeriodEnded` on its stream, decided on the stream (a hold placed meanwhile wins, a second runner finds the
 * period already ended and records nothing), then erases the applicant as a deletion request does (libs/personal-data,
 * by 'system'). Every step of the erasure is safe to repeat, and a period ended by a run that stopped before erasing is
 * erased by the next. Returns how many periods this run ended.
 */
export async function runRetentionSweep(deps: Omit<RetentionSweepDeps, 'queues' | 'everyMs'>): Promise<number> {
  const { pool, store, clock, deadline, periods } = deps;
  const decisions = storeDecisions(store);
  const erase = async (applicantId: string) => {
    try {
      await eraseApplicantData(deps.erasure, { applicantId, by: 'system', reason: RETENTION_ERASURE_REASON });
    } catch (error) {
      // An application awarded since its period ended is kept by law: the rest of the run goes on.
      if (!(error instanceof DomainError)) throw error;
      deps.logger?.warn(`[retention] ${applicantId}: ${error.message}`);
    }
  };
  const now = clock.now();
  const due = (await readRetentionCandidates(pool)).filter((c) => {
    const period = retentionDueAt({ status: c.status as ApplicationStatus, decidedAt: c.decided_at?.toISOString() ?? null }, deadline, periods);
    return !c.held && period !== null && Date.parse(period.dueAt) <= Date.parse(now);
  });
  let ended = 0;
  for (const { application_id: applicantId } of due) {
    const command = { type: 'EndRetentionPeriod' as const, data: { applicantId, now, deadline, periods } };
    const { events, state } = await decisions.handleCommand(applicationStream(applicantId), applicationDecider, command, { retry: true });
    ended += events.length;
    // Ended here or by a runner at the same time; a hold placed first leaves it unended, and the data kept.
    if (events.length || state.retentionEnded) await erase(applicantId);
  }
  for (const applicantId of await readEndedNotErased(pool, ERASED_PERSONAL_DATA)) await erase(applicantId);
  return ended;
}

/** Schedules the daily sweep (every worker process calls it; one of them runs each tick). */
export const scheduleRetentionSweep = (deps: RetentionSweepDeps) =>
  scheduleSweep(deps.queues, { name: RETENTION_SWEEP, everyMs: deps.everyMs, run: () => runRetentionSweep(deps) }, deps.logger);
