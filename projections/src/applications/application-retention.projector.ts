import type { Projector } from '@postula/platform';
import { applicationRowProjector } from './application-row.projector.js';

const COLUMNS = ['decided_at', 'held', 'hold_reason', 'held_by_name', 'held_at', 'ended_at'] as const;
type Column = (typeof COLUMNS)[number];

/** One statement per set of columns an event sets: inserted with them, or updated when the event is newer than the row. */
const upsert = (columns: readonly Column[]) => {
  const types: Record<Column, string> = { decided_at: 'timestamptz', held: 'boolean', hold_reason: 'text', held_by_name: 'text', held_at: 'timestamptz', ended_at: 'timestamptz' };
  const list = columns.join(', ');
  return `INSERT INTO read.application_retention (application_id, ${list}, revision)
    SELECT application_id, ${list}, revision FROM jsonb_to_recordset($1::jsonb) AS r(application_id uuid, ${columns.map((c) => `${c} ${types[c]}`).join(', ')}, revision bigint)
    ON CONFLICT (application_id) DO UPDATE SET ${columns.map((c) => `${c} = EXCLUDED.${c}`).join(', ')}, revision = EXCLUDED.revision
    WHERE read.application_retention.revision < EXCLUDED.revision`;
};
const SQL = {
  decided: upsert(['decided_at']),
  hold: upsert(['held', 'hold_reason', 'held_by_name', 'held_at']),
  ended: upsert(['ended_at']),
};

/**
 * read.application_retention: the sweep's candidates and the superadmins' 'Retención de datos'. A hold's reason may
 * tell about the applicant (RetentionHoldPlaced's reason is personal); the staff member's name stays.
 */
export const applicationRetentionProjector: Projector = applicationRowProjector({
  name: 'application-retention',
  table: 'read.application_retention',
  handles: ['ApplicationDecided', 'AutoRejected', 'RetentionHoldPlaced', 'RetentionHoldReleased', 'RetentionPeriodEnded'],
  personal: ['hold_reason'],
  changes: (e, base) => {
    switch (e.type) {
      case 'ApplicationDecided':
        return [{ sql: SQL.decided, row: { ...base, decided_at: e.data.decidedAt } }];
      case 'AutoRejected':
        return [{ sql: SQL.decided, row: { ...base, decided_at: e.data.rejectedAt } }];
      case 'RetentionHoldPlaced':
        return [{ sql: SQL.hold, row: { ...base, held: true, hold_reason: e.data.reason, held_by_name: e.data.by.fullName, held_at: e.data.heldAt } }];
      case 'RetentionHoldReleased':
        return [{ sql: SQL.hold, row: { ...base, held: false, hold_reason: null, held_by_name: null, held_at: null } }];
      case 'RetentionPeriodEnded':
        return [{ sql: SQL.ended, row: { ...base, ended_at: e.data.endedAt } }];
    }
  },
});
