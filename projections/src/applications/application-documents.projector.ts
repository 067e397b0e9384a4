import type { DocumentUploaded } from '@postula/domain';
import { writeInRounds } from '@postula/platform';
import type { Projector, RowChange } from '@postula/platform';
import { erasedText, erasing, runErasure } from '../personal-data/erasure.js';

const SQL = {
  insert: `INSERT INTO read.application_documents (id, application_id, document_type, file_name, storage_key, content_type, size, uploaded_at)
    SELECT * FROM jsonb_to_recordset($1::jsonb)
      AS r(id uuid, application_id uuid, document_type text, file_name text, storage_key text, content_type text, size bigint, uploaded_at timestamptz)
    ON CONFLICT (id) DO NOTHING`,
  replace: `UPDATE read.application_documents d SET replaced_at = r.replaced_at, replaced_by = r.replaced_by
    FROM jsonb_to_recordset($1::jsonb) AS r(id uuid, replaced_at timestamptz, replaced_by uuid) WHERE d.id = r.id`,
};

/** The file names the applicant gave (DocumentUploaded's fileName is personal); the storage keys name no one. */
const ERASE = `UPDATE read.application_documents SET ${erasedText('file_name')} WHERE application_id = ANY($1::uuid[])`;

/**
 * read.application_documents: every upload, the replaced ones kept with `replaced_at` (history, staff downloads).
 * Both statements are idempotent, so a repeated event changes nothing. Keyed by application: a replacement follows
 * the upload it replaces.
 */
export const applicationDocumentsProjector: Projector = erasing(
  {
    name: 'application-documents',
    tables: ['read.application_documents'],
    // Rows are found by their primary key only.
    rebuildBuildsIndexesLast: true,
    handles: ['DocumentUploaded'],
    apply: (client, events) =>
      writeInRounds(
        client,
        events,
        (event) => String(event.data.applicantId),
        (event) => {
          const d = event.data as unknown as DocumentUploaded['data'];
          const changes: RowChange[] = [
            {
              sql: SQL.insert,
              row: {
                id: d.documentId,
                application_id: d.applicantId,
                document_type: d.documentType,
                file_name: d.fileName,
                storage_key: d.storageKey,
                content_type: d.contentType,
                size: d.size,
                uploaded_at: d.uploadedAt,
              },
            },
          ];
          if (d.replaces) changes.push({ sql: SQL.replace, row: { id: d.replaces, replaced_at: d.uploadedAt, replaced_by: d.documentId } });
          return changes;
        },
      ),
  },
  runErasure(ERASE),
);
