import type { AwardDocument } from '@postula/contract';
import type { AwardSettings } from '@postula/platform';

/** A delivered document as the read model (or, right after an upload, the decided state) holds it. */
export interface DeliveredDocument {
  document_id: string;
  file_name: string;
  uploaded_at: string | Date;
  verified: boolean | null;
  note: string | null;
}

/** The programme's post-award documents, each with what the scholar delivered and what the staff decided. */
export const awardDocuments = (settings: Pick<AwardSettings, 'documents'>, stored: Partial<Record<string, DeliveredDocument>> = {}): AwardDocument[] =>
  settings.documents.map(({ type, label }) => {
    const document = stored[type];
    return {
      document_type: type,
      label,
      uploaded: Boolean(document),
      document_id: document?.document_id ?? null,
      file_name: document?.file_name ?? null,
      verified: document?.verified === true,
      note: document?.verified === false ? document.note : null,
      uploaded_at: document ? new Date(document.uploaded_at).toISOString() : null,
    };
  });

export const iso = (value: Date | string | null) => (value ? new Date(value).toISOString() : null);
