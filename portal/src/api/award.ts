import { request, upload, withDefault } from './client.js';

/** The applicant's scholarship after the decision: the offer, its answer, the documents to deliver, the waiting list. */

// Until the contract lands: the shape of GET application/award.
export interface AwardDocument {
  document_type: string;
  label: string;
  uploaded: boolean;
  verified: boolean;
}
export interface Award {
  status: 'offered' | 'accepted' | 'declined' | 'expired' | 'waiting' | 'withdrawn' | null;
  accept_by: string | null;
  documents: AwardDocument[];
  waiting_position: number | null;
  waiting_total: number | null;
}
export type AwardStatus = NonNullable<Award['status']>;

export const AWARD_MESSAGES = {
  get: 'Error al obtener el estado de tu beca',
  accept: 'Error al aceptar la beca',
  decline: 'Error al renunciar a la beca',
  letter: 'Error al descargar la carta de compromiso',
  upload: 'Error al subir el documento',
} as const;

const json = (body: unknown): RequestInit => ({ method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });

export const awardApi = {
  award: () => withDefault(AWARD_MESSAGES.get, async () => (await request<{ award: Award }>('/application/award')).award),
  accept: () => withDefault(AWARD_MESSAGES.accept, () => request<{ message: string }>('/application/award/accept', json({}))),
  decline: (reason: string) => withDefault(AWARD_MESSAGES.decline, () => request<{ message: string }>('/application/award/decline', json(reason ? { reason } : {}))),
  letter: () => withDefault(AWARD_MESSAGES.letter, () => request<Blob>('/application/award/letter', { headers: { Accept: 'application/pdf' } }, 'blob')),
  /** One post-award document, its field named after its type, with upload progress (0–1). */
  uploadDocument: (type: string, file: File, onProgress: (fraction: number) => void) => {
    const form = new FormData();
    form.append(type, file);
    return withDefault(AWARD_MESSAGES.upload, () => upload<{ message: string }>('/application/award/documents', form, onProgress));
  },
};
