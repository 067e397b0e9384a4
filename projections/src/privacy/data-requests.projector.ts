import type { DataRequestEvent } from '@postula/domain';
import { writeInRounds } from '@postula/platform';
import type { Projector } from '@postula/platform';
import { erasedText, erasing, runErasure } from '../personal-data/erasure.js';

const SQL = {
  filed: `INSERT INTO read.data_requests (id, applicant_id, type, status, message, email, first_name, last_name, created_at, due_at)
    SELECT r.id, r.applicant_id, r.type, 'pending', r.message, r.email, r.first_name, r.last_name, r.created_at, r.due_at
    FROM jsonb_to_recordset($1::jsonb) AS r(id uuid, applicant_id uuid, type text, message text, email text, first_name text, last_name text, created_at timestamptz, due_at timestamptz)
    ON CONFLICT (id) DO NOTHING`,
  resolved: `UPDATE read.data_requests d SET status = r.status, resolved_at = r.resolved_at, resolved_by = r.resolved_by, reason = r.reason, kept_by_law = r.kept_by_law
    FROM jsonb_to_recordset($1::jsonb) AS r(id uuid, status text, resolved_at timestamptz, resolved_by uuid, reason text, kept_by_law boolean)
    WHERE d.id = r.id AND d.status = 'pending'`,
};

// The applicant's recipient fields, their message and the answer about them (PERSONAL_FIELDS of the two events).
const ERASE = `UPDATE read.data_requests SET ${['email', 'first_name', 'last_name', 'message'].map(erasedText).join(', ')} WHERE applicant_id = ANY($1::uuid[])`;

/** read.data_requests: one row per request, pending until a superadmin resolves it. */
export const dataRequestsProjector: Projector = erasing(
  {
    name: 'data-requests',
    tables: ['read.data_requests'],
    handles: ['DataRequestFiled', 'DataRequestResolved'],
    apply: (client, events) =>
      writeInRounds(client, events, (event) => event.streamName, (event) => {
        const e = { type: event.type, data: event.data } as unknown as DataRequestEvent;
        if (e.type === 'DataRequestFiled') {
          const d = e.data;
          const row = { id: d.requestId, applicant_id: d.applicantId, type: d.requestType, message: d.message, email: d.email, first_name: d.firstName, last_name: d.lastName, created_at: d.filedAt, due_at: d.dueAt };
          return [{ sql: SQL.filed, row }];
        }
        const d = e.data;
        return [{ sql: SQL.resolved, row: { id: d.requestId, status: d.decision, resolved_at: d.resolvedAt, resolved_by: d.resolvedBy, reason: d.reply, kept_by_law: d.keptByLaw } }];
      }),
  },
  runErasure(ERASE),
);
