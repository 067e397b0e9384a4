import type { RetentionPeriod, RetentionPeriods } from '@postula/validation';
import { ERASURE_REFUSED_AWARDED_MESSAGE } from '../privacy/personal-data.js';
import { DomainError } from '../shared/domain-error.js';
import type { ApplicationStatus } from './application-status.js';
import type { RetentionEvent } from './application.events.js';
import type { ApplicationState } from './application.state.js';
import type { Reviewer } from './application.types.js';

/** The outcomes whose data the retention sweep erases; every other status is kept (reviews in course, awards, waiting list). */
export type RetentionOutcome = 'never_submitted' | 'rejected';

export const RETENTION_OUTCOME_LABELS: Record<RetentionOutcome, string> = { never_submitted: 'No envió su postulación', rejected: 'Postulación rechazada' };

export const RETENTION_MESSAGES = {
  alreadyHeld: 'La postulación ya está retenida',
  notHeld: 'La postulación no está retenida',
  alreadyErased: 'Los datos de esta postulación ya fueron eliminados por el plazo de conservación',
  erased: 'Los datos de esta postulación fueron eliminados a pedido de su titular',
  reasonRequired: 'El motivo de la retención es requerido',
} as const;

export const retentionOutcomeOf = (status: ApplicationStatus): RetentionOutcome | null =>
  status === 'none' || status === 'started' ? 'never_submitted' : status === 'rejected' ? 'rejected' : null;

/** `instant` plus the period: calendar months and days in UTC, then seconds. */
export function addRetentionPeriod(instant: string, { months = 0, days = 0, seconds = 0 }: RetentionPeriod): string {
  const at = new Date(instant);
  at.setUTCMonth(at.getUTCMonth() + months, at.getUTCDate() + days);
  return new Date(at.getTime() + seconds * 1000).toISOString();
}

/** When the outcome's period ends: from the deadline for an application never sent, from the decision for a rejection. */
export function retentionDueAt(facts: { status: ApplicationStatus; decidedAt: string | null }, deadline: string, periods: RetentionPeriods): { outcome: RetentionOutcome; dueAt: string } | null {
  const outcome = retentionOutcomeOf(facts.status);
  if (!outcome) return null;
  const from = outcome === 'never_submitted' ? deadline : facts.decidedAt;
  return from ? { outcome, dueAt: addRetentionPeriod(from, periods[outcome]) } : null;
}

export type PlaceRetentionHold = { type: 'PlaceRetentionHold'; data: { applicantId: string; reason: string; by: Reviewer; now: string } };
export type ReleaseRetentionHold = { type: 'ReleaseRetentionHold'; data: { applicantId: string; by: Reviewer; now: string } };
/** The retention sweep: records the end of the period when it is due and nothing holds it; otherwise nothing. */
export type EndRetentionPeriod = { type: 'EndRetentionPeriod'; data: { applicantId: string; now: string; deadline: string; periods: RetentionPeriods } };
/**
 * An erasure of the applicant's data, decided on the application before any key is destroyed. An awarded scholar's
 * data is kept while the law requires it (Art. 18; an approved application counts as awarded): refused. Decided once.
 */
export type DecideErasure = { type: 'DecideErasure'; data: { applicantId: string; requestId: string | null; by: string; reason: string; now: string } };
export type RetentionCommand = PlaceRetentionHold | ReleaseRetentionHold | EndRetentionPeriod | DecideErasure;

export const RETENTION_COMMAND_TYPES = ['PlaceRetentionHold', 'ReleaseRetentionHold', 'EndRetentionPeriod', 'DecideErasure'] as const;

export function decideRetention(command: RetentionCommand, state: ApplicationState): RetentionEvent[] {
  switch (command.type) {
    case 'PlaceRetentionHold': {
      const { applicantId, reason, by, now } = command.data;
      if (state.retentionEnded) throw new DomainError('conflict', RETENTION_MESSAGES.alreadyErased);
      if (state.erasure) throw new DomainError('conflict', RETENTION_MESSAGES.erased);
      if (state.retentionHold) throw new DomainError('conflict', RETENTION_MESSAGES.alreadyHeld);
      return [{ type: 'RetentionHoldPlaced', data: { applicantId, reason, by, heldAt: now } }];
    }
    case 'ReleaseRetentionHold': {
      const { applicantId, by, now } = command.data;
      if (!state.retentionHold) throw new DomainError('conflict', RETENTION_MESSAGES.notHeld);
      return [{ type: 'RetentionHoldReleased', data: { applicantId, by, releasedAt: now } }];
    }
    case 'EndRetentionPeriod': {
      const { applicantId, now, deadline, periods } = command.data;
      if (state.retentionEnded || state.retentionHold || state.erasure) return [];
      const due = retentionDueAt({ status: state.status, decidedAt: state.decidedAt ?? null }, deadline, periods);
      if (!due || Date.parse(due.dueAt) > Date.parse(now)) return [];
      return [{ type: 'RetentionPeriodEnded', data: { applicantId, outcome: due.outcome, dueAt: due.dueAt, endedAt: now } }];
    }
    case 'DecideErasure': {
      const { applicantId, requestId, by, reason, now } = command.data;
      if (state.erasure) return [];
      if (state.status === 'approved') throw new DomainError('conflict', ERASURE_REFUSED_AWARDED_MESSAGE);
      return [{ type: 'ErasureDecided', data: { applicantId, requestId, erasedBy: by, reason, decidedAt: now } }];
    }
    default: {
      const exhaustive: never = command;
      throw new Error(`Unknown command ${(exhaustive as { type: string }).type}`);
    }
  }
}
