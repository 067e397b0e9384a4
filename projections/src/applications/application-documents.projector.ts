import type { DocumentUploaded } from '@postula/domain';
import type { Projector } from '@postula/platform';

/**
 * read.application_documents: every upload, the replaced ones kept with `replaced_at` (history, staff downloads).
 * Both statements are idempotent, so a repeated event changes nothing.
 */
export const applicationDocumentsProjector: Projector = {
  name: 'application-documents',
  tables: ['read.application_documents'],
  handles: ['DocumentUploaded'],
  async apply(client, event) {
    const d = event.data as unknown as DocumentUploaded['data'];
    await client.query(
      `INSERT INTO read.application_documents (id, application_id, document_type, file_name, storage_key, content_type, size, uploaded_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8) ON CONFLICT (id) DO NOTHING`,
      [d.document_id, d.applicantId, d.document_type, d.file_name, d.storage_key, d.content_type, d.size, d.uploadedAt],
    );
    if (d.replaces) await client.query('UPDATE read.application_documents SET replaced_at = $2, replaced_by = $3 WHERE id = $1', [d.replaces, d.uploadedAt, d.document_id]);
  },
};
