import { missingDocuments as missingDocumentTypes } from '@postula/domain';
import type { StoredDocument } from '../api/application.js';

/** The required documents not uploaded yet, by their label for this applicant (graduate or still at school). */
export const missingDocuments = (documents: readonly StoredDocument[], graduated: boolean): string[] => missingDocumentTypes(documents.map((d) => d.document_type), graduated);

export const MISSING_AT_SUBMISSION = (labels: string[]) => `Faltan los siguientes documentos: ${labels.join(', ')}`;
export const NO_DOCUMENT_AT_SUBMISSION = 'Debe subir al menos un documento antes de enviar la postulación. Regrese al paso 7.';
export const GRADUATION_QUESTION_REQUIRED = 'Por favor indique si ya se graduó del colegio';
