import type { ApplicationAward, AwardDocument, BodyOf, ResponseOf } from '@postula/contract';
import { request, upload, withDefault } from './client.js';

/** The applicant's scholarship after the decision: the offer, its answer, the documents to deliver, the waiting list. */

export type Award = ApplicationAward;
export type { AwardDocument };

/** Shown when the server answers without a message of its own. */
export const AWARD_DEFAULT_MESSAGES = {
  get: 'Error al obtener el estado de tu beca',
  accept: 'Error al aceptar la beca',
  decline: 'Error al renunciar a la beca',
  letter: 'Error al descargar la carta de compromiso',
  upload: 'Error al subir el documento',
} as const;
const M = AWARD_DEFAULT_MESSAGES;

const post = (body: unknown): RequestInit => ({ method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });

export const awardApi = {
  /** The results day and when the results were published (null: not yet); public. */
  resultsStatus: () => request<ResponseOf<'resultsStatus'>>('/results/status'),
  award: () => withDefault(M.get, async () => (await request<ResponseOf<'applicationAward'>>('/application/award')).award),
  accept: () => withDefault(M.accept, () => request<ResponseOf<'acceptAward'>>('/application/award/accept', post({}))),
  decline: (reason: string) => withDefault(M.decline, () => request<ResponseOf<'declineAward'>>('/application/award/decline', post((reason ? { reason } : {}) satisfies BodyOf<'declineAward'>))),
  /** The commitment letter with the applicant's data, to print and sign (PDF). */
  letter: () => withDefault(M.letter, () => request<Blob>('/application/award/letter', { headers: { Accept: 'application/pdf' } }, 'blob')),
  /** One post-award document, its field named after its type, with upload progress (0–1). */
  uploadDocument: (type: string, file: File, onProgress: (fraction: number) => void) => {
    const form = new FormData();
    form.append(type, file);
    return withDefault(M.upload, () => upload<ResponseOf<'uploadAwardDocuments'>>('/application/award/documents', form, onProgress));
  },
  transparency: () => request<ResponseOf<'transparency'>>('/public/transparency'),
};
