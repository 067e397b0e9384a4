import type { ApplicationStatusAnswer, BodyOf, Corrections, Member, Reference, ResponseOf, StoredDocument } from '@postula/contract';
import type { DocumentType } from '@postula/domain';
import { ApiError, request, upload, withDefault } from './client.js';

/** The applicant's application: the nine steps, documents and submission (applicant-side.md section 7); the types are the API's contract. */

export type { Corrections, Member, Reference, StoredDocument };
export type ApplicationStatus = ApplicationStatusAnswer;

/** The spec's default messages (section 8), shown when the server answers without a message of its own. */
export const DEFAULT_MESSAGES = {
  status: 'Error al obtener el estado de la aplicación',
  info: 'Error al obtener la información de la aplicación',
  personal: { get: 'Error al obtener los datos personales', create: 'Error al guardar los datos personales', update: 'Error al actualizar los datos personales' },
  address: { get: 'Error al obtener los datos de dirección', create: 'Error al guardar los datos de dirección', update: 'Error al actualizar los datos de dirección' },
  academic: { get: 'Error al obtener los datos académicos', create: 'Error al guardar los datos académicos', update: 'Error al actualizar los datos académicos' },
  references: { get: 'Error al obtener las referencias personales', save: 'Error al guardar las referencias personales', remove: 'Error al eliminar la referencia personal' },
  members: {
    get: 'Error al obtener los miembros del hogar',
    save: 'Error al guardar el miembro del hogar',
    update: 'Error al actualizar el miembro del hogar',
    remove: 'Error al eliminar el miembro del hogar',
  },
  documents: { get: 'Error al obtener los documentos', upload: 'Error al subir los documentos', download: 'Error al descargar el documento' },
  economic: { get: 'Error al obtener los datos económicos', save: 'Error al guardar los datos económicos' },
  financial: { get: 'Error al obtener el resumen financiero', save: 'Error al guardar el resumen financiero' },
  submit: 'Error al enviar la postulación',
  corrections: 'Error al enviar las correcciones',
} as const;

/** A section never saved answers 404: the form opens empty, in create mode. */
async function orNull<T>(call: () => Promise<T>): Promise<T | null> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

const json = (method: string, body?: unknown): RequestInit => ({ method, headers: { 'Content-Type': 'application/json' }, body: body === undefined ? undefined : JSON.stringify(body) });

export type SectionPath = 'personal-details' | 'address-details' | 'academic-details';
const SECTION_MESSAGES = { 'personal-details': DEFAULT_MESSAGES.personal, 'address-details': DEFAULT_MESSAGES.address, 'academic-details': DEFAULT_MESSAGES.academic };
type SectionData = { 'personal-details': ResponseOf<'personalDetails'>; 'address-details': ResponseOf<'addressDetails'>; 'academic-details': ResponseOf<'academicDetails'> };
/** What steps 1–3 send: each step's input, field by field. */
export type SectionBody = { 'personal-details': BodyOf<'createPersonalDetails'>; 'address-details': BodyOf<'createAddressDetails'>; 'academic-details': BodyOf<'createAcademicDetails'> };
type Saved = ResponseOf<'createPersonalDetails'>;

export const applicationApi = {
  status: () => withDefault(DEFAULT_MESSAGES.status, () => request<ResponseOf<'applicationStatus'>>('/application/status')),
  info: () => withDefault(DEFAULT_MESSAGES.info, () => request<ResponseOf<'applicationInfo'>>('/application')),
  corrections: () => withDefault(DEFAULT_MESSAGES.status, () => request<ResponseOf<'applicationCorrections'>>('/application/corrections')),

  /** Steps 1–3. */
  section: <P extends SectionPath>(path: P) => withDefault(SECTION_MESSAGES[path].get, () => orNull(() => request<SectionData[P]>(`/application/${path}`))),
  /** Steps 1–3: POST the first time, PUT once saved. */
  saveSection: <P extends SectionPath>(path: P, body: SectionBody[P], mode: 'create' | 'update') =>
    withDefault(SECTION_MESSAGES[path][mode], () => request<Saved>(`/application/${path}`, json(mode === 'create' ? 'POST' : 'PUT', body))),

  references: () =>
    withDefault(DEFAULT_MESSAGES.references.get, async () => (await orNull(() => request<ResponseOf<'references'>>('/application/personal-references')))?.personal_references ?? []),
  addReference: (body: BodyOf<'addReference'>) => withDefault(DEFAULT_MESSAGES.references.save, () => request<ResponseOf<'addReference'>>('/application/personal-references', json('POST', body))),
  deleteReference: (reference_id: string) => withDefault(DEFAULT_MESSAGES.references.remove, () => request<ResponseOf<'deleteReference'>>('/application/personal-references', json('DELETE', { reference_id } satisfies BodyOf<'deleteReference'>))),

  members: () => withDefault(DEFAULT_MESSAGES.members.get, async () => (await request<ResponseOf<'members'>>('/application/household-members')).household_members),
  addMember: (body: BodyOf<'addMember'>) => withDefault(DEFAULT_MESSAGES.members.save, () => request<ResponseOf<'addMember'>>('/application/household-members', json('POST', body))),
  updateMember: (member_id: string, body: BodyOf<'addMember'>) => withDefault(DEFAULT_MESSAGES.members.update, () => request<ResponseOf<'updateMember'>>('/application/household-members', json('PUT', { ...body, member_id }))),
  deleteMember: (member_id: string) => withDefault(DEFAULT_MESSAGES.members.remove, () => request<ResponseOf<'deleteMember'>>('/application/household-members', json('DELETE', { member_id } satisfies BodyOf<'deleteMember'>))),

  economicStatus: () => withDefault(DEFAULT_MESSAGES.economic.get, () => orNull(() => request<ResponseOf<'economicStatus'>>('/application/economic-status'))),
  /** Multipart: the fields, and the RUC certificate when one was chosen. */
  saveEconomicStatus: (fields: Record<string, string>, ruc: File | null) => {
    const form = new FormData();
    for (const [name, value] of Object.entries(fields)) form.append(name, value);
    if (ruc) form.append('ruc_certificate', ruc);
    return withDefault(DEFAULT_MESSAGES.economic.save, () => upload<ResponseOf<'saveEconomicStatus'>>('/application/economic-status', form));
  },

  documents: () => withDefault(DEFAULT_MESSAGES.documents.get, async () => (await request<ResponseOf<'documents'>>('/application/documents')).documents),
  /** One document, its field named after its type, with upload progress (0–1). */
  uploadDocument: (type: DocumentType, file: File, onProgress: (fraction: number) => void) => {
    const form = new FormData();
    form.append(type, file);
    return withDefault(DEFAULT_MESSAGES.documents.upload, () => upload<ResponseOf<'uploadDocuments'>>('/application/documents', form, onProgress));
  },
  downloadDocument: (id: string) =>
    withDefault(DEFAULT_MESSAGES.documents.download, () => request<Blob>(`/application/documents/download?document_id=${encodeURIComponent(id)}`, { headers: { Accept: '*/*' } }, 'blob')),

  financialSummary: () => withDefault(DEFAULT_MESSAGES.financial.get, () => orNull(() => request<ResponseOf<'financialSummary'>>('/application/financial-summary'))),
  saveFinancialSummary: (body: BodyOf<'saveFinancialSummary'>) => withDefault(DEFAULT_MESSAGES.financial.save, () => request<ResponseOf<'saveFinancialSummary'>>('/application/financial-summary', json('POST', body))),

  submit: (body: BodyOf<'submitApplication'>, corrections: boolean) =>
    withDefault(corrections ? DEFAULT_MESSAGES.corrections : DEFAULT_MESSAGES.submit, () => request<ResponseOf<'submitApplication'>>('/application/submit', json('POST', body))),
};
