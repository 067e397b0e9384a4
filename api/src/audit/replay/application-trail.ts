import { UUID_PATTERN } from '@postula/validation';
import { applicationStream } from '@postula/domain';
import type { AuditedEvent } from '@postula/domain';
import type { EventStore } from '@postula/platform';
import type pg from 'pg';

// Names as they are now (staff or applicant); events keep ids only, and an account deleted since keeps its id.
const NAMES_SQL = `SELECT id::text, full_name AS name FROM read.staff_users WHERE id = ANY($1::uuid[])
                   UNION ALL SELECT id::text, concat_ws(' ', first_name, last_name) FROM read.applicants WHERE id = ANY($1::uuid[])`;

/**
 * The application's whole stream as the audit shows it: type, recording time, actor (id and role from the event's
 * metadata, name looked up) and data. Shared by the audit API and `npm run audit`.
 */
export async function loadApplicationTrail(store: EventStore, pool: pg.Pool, applicationId: string): Promise<AuditedEvent[]> {
  const events = await store.readStream(applicationStream(applicationId));
  const ids = [...new Set(events.map((e) => e.metadata.actorId).filter((id): id is string => typeof id === 'string' && UUID_PATTERN.test(id)))];
  const names = new Map(ids.length ? (await pool.query<{ id: string; name: string }>(NAMES_SQL, [ids])).rows.map((r) => [r.id, r.name]) : []);
  return events.map((e) => {
    const id = typeof e.metadata.actorId === 'string' ? e.metadata.actorId : null;
    return {
      revision: e.revision,
      type: e.type as AuditedEvent['type'],
      at: e.recordedAt,
      actor: { id, role: e.metadata.actorRole ?? 'system', name: (id && names.get(id)) ?? null },
      data: e.data,
    };
  });
}
