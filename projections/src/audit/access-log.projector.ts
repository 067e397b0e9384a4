import { ACCESS_EVENT_TYPES } from '@postula/domain';
import type { AccessEvent } from '@postula/domain';
import { writeAll } from '@postula/platform';
import type { Projector } from '@postula/platform';
import { erasedText, erasing, runErasure } from '../personal-data/erasure.js';

const INSERT = `INSERT INTO read.access_log (id, application_id, action, via, actor_id, actor_role, actor_name, actor_email, document_id, document_type, file_name, at)
  SELECT * FROM jsonb_to_recordset($1::jsonb) AS r(id uuid, application_id uuid, action text, via text, actor_id uuid, actor_role text, actor_name text,
    actor_email text, document_id uuid, document_type text, file_name text, at timestamptz)
  ON CONFLICT (id) DO NOTHING`;

/** The downloaded documents' file names (DocumentDownloaded's fileName is personal); the staff reader is not the applicant. */
const ERASE = `UPDATE read.access_log SET ${erasedText('file_name')} WHERE application_id = ANY($1::uuid[])`;

/** read.access_log: one row per read recorded in the `access-{applicationId}` streams. */
export const accessLogProjector: Projector = erasing(
  {
    name: 'access-log',
    tables: ['read.access_log'],
    // Rows are found by their primary key only.
    rebuildBuildsIndexesLast: true,
    handles: ACCESS_EVENT_TYPES,
    apply: (client, events) =>
      writeAll(client, events, (event) => {
        const e = { type: event.type, data: event.data } as unknown as AccessEvent;
        const { actor } = e.data;
        const viewed = e.type === 'ApplicationDetailsViewed';
        const row = {
          id: event.id,
          application_id: e.data.applicationId,
          action: viewed ? 'details_viewed' : 'document_downloaded',
          via: viewed ? e.data.via : null,
          actor_id: actor.id,
          actor_role: actor.role,
          actor_name: actor.name,
          actor_email: actor.email,
          document_id: viewed ? null : e.data.documentId,
          document_type: viewed ? null : e.data.documentType,
          file_name: viewed ? null : e.data.fileName,
          at: e.data.at,
        };
        return [{ sql: INSERT, row }];
      }),
  },
  runErasure(ERASE),
);
