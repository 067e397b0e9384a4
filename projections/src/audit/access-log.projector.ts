import { ACCESS_EVENT_TYPES } from '@postula/domain';
import type { AccessEvent } from '@postula/domain';
import type { Projector } from '@postula/platform';

const INSERT = `INSERT INTO read.access_log (id, application_id, action, via, actor_id, actor_role, actor_name, actor_email, document_id, document_type, file_name, at)
                VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12) ON CONFLICT (id) DO NOTHING`;

/** read.access_log: one row per read recorded in the `access-{applicationId}` streams. */
export const accessLogProjector: Projector = {
  name: 'access-log',
  tables: ['read.access_log'],
  handles: ACCESS_EVENT_TYPES,
  async apply(client, event) {
    const e = { type: event.type, data: event.data } as unknown as AccessEvent;
    const { actor } = e.data;
    const viewed = e.type === 'ApplicationDetailsViewed';
    await client.query(INSERT, [
      event.id,
      e.data.applicationId,
      viewed ? 'details_viewed' : 'document_downloaded',
      viewed ? e.data.via : null,
      actor.id,
      actor.role,
      actor.name,
      actor.email,
      viewed ? null : e.data.document_id,
      viewed ? null : e.data.document_type,
      viewed ? null : e.data.file_name,
      e.data.at,
    ]);
  },
};
