import type { AcademicDetails, AddressDetails, EconomicStatus, FinancialSummary, HouseholdMember, PersonalDetails, PersonalReference } from '@postula/validation';
import type { CorrectionsBySection, DocumentType } from '@postula/domain';
import { ApiError, request, serverMessage, upload } from './client.js';

/** The applicant's application: the nine steps, documents and submission (applicant-side.md section 7). */

export interface ApplicationStatus {
  status: string;
  status_es: string;
}

export interface ApplicationInfo extends ApplicationStatus {
  motivation: string | null;
  accepts_terms: 0 | 1;
}

export interface Corrections {
  has_corrections: boolean;
  correction_notes: string | null;
  corrections: CorrectionsBySection;
  first_step: number | null;
}

export interface StoredDocument {
  id: string;
  document_type: DocumentType;
  file_name: string;
  created_at: string;
}

export type Reference = PersonalReference & { id: string };
export type Member = HouseholdMember & { id: string };
export type SavedEconomicStatus = Omit<EconomicStatus, 'currently_working' | 'under_dependency' | 'entrepreneur_artisan'> & {
  currently_working: 0 | 1;
  under_dependency: 0 | 1;
  entrepreneur_artisan: 0 | 1;
  ruc_certificate_name: string | null;
};

interface Saved<T = unknown> {
  status: 'success';
  message: string;
  data?: T;
}

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

/** Any failure without a server message carries the call's default message instead. */
async function withDefault<T>(fallback: string, call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof ApiError && !serverMessage(error)) throw new ApiError(error.status, fallback, error.errors);
    throw error;
  }
}

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
type SectionData = { 'personal-details': PersonalDetails; 'address-details': AddressDetails; 'academic-details': AcademicDetails };

export const applicationApi = {
  status: () => withDefault(DEFAULT_MESSAGES.status, () => request<ApplicationStatus>('/application/status')),
  info: () => withDefault(DEFAULT_MESSAGES.info, () => request<ApplicationInfo>('/application')),
  corrections: () => withDefault(DEFAULT_MESSAGES.status, () => request<Corrections>('/application/corrections')),

  /** Steps 1–3. */
  section: <P extends SectionPath>(path: P) => withDefault(SECTION_MESSAGES[path].get, () => orNull(() => request<SectionData[P]>(`/application/${path}`))),
  /** Steps 1–3: POST the first time, PUT once saved. */
  saveSection: (path: SectionPath, body: unknown, mode: 'create' | 'update') =>
    withDefault(SECTION_MESSAGES[path][mode], () => request<Saved>(`/application/${path}`, json(mode === 'create' ? 'POST' : 'PUT', body))),

  references: () =>
    withDefault(DEFAULT_MESSAGES.references.get, async () => (await orNull(() => request<{ personal_references: Reference[] }>('/application/personal-references')))?.personal_references ?? []),
  addReference: (body: unknown) => withDefault(DEFAULT_MESSAGES.references.save, () => request<Saved<Reference>>('/application/personal-references', json('POST', body))),
  deleteReference: (reference_id: string) => withDefault(DEFAULT_MESSAGES.references.remove, () => request<Saved>('/application/personal-references', json('DELETE', { reference_id }))),

  members: () => withDefault(DEFAULT_MESSAGES.members.get, async () => (await request<{ household_members: Member[] }>('/application/household-members')).household_members),
  addMember: (body: unknown) => withDefault(DEFAULT_MESSAGES.members.save, () => request<Saved<Member>>('/application/household-members', json('POST', body))),
  updateMember: (member_id: string, body: object) => withDefault(DEFAULT_MESSAGES.members.update, () => request<Saved<Member>>('/application/household-members', json('PUT', { ...body, member_id }))),
  deleteMember: (member_id: string) => withDefault(DEFAULT_MESSAGES.members.remove, () => request<Saved>('/application/household-members', json('DELETE', { member_id }))),

  economicStatus: () => withDefault(DEFAULT_MESSAGES.economic.get, () => orNull(() => request<SavedEconomicStatus>('/application/economic-status'))),
  /** Multipart: the fields, and the RUC certificate when one was chosen. */
  saveEconomicStatus: (fields: Record<string, string>, ruc: File | null) => {
    const form = new FormData();
    for (const [name, value] of Object.entries(fields)) form.append(name, value);
    if (ruc) form.append('ruc_certificate', ruc);
    return withDefault(DEFAULT_MESSAGES.economic.save, () => upload<Saved>('/application/economic-status', form));
  },

  documents: () => withDefault(DEFAULT_MESSAGES.documents.get, async () => (await request<{ documents: StoredDocument[] }>('/application/documents')).documents),
  /** One document, its field named after its type, with upload progress (0–1). */
  uploadDocument: (type: DocumentType, file: File, onProgress: (fraction: number) => void) => {
    const form = new FormData();
    form.append(type, file);
    return withDefault(DEFAULT_MESSAGES.documents.upload, () => upload<Saved>('/application/documents', form, onProgress));
  },
  downloadDocument: (id: string) =>
    withDefault(DEFAULT_MESSAGES.documents.download, () => request<Blob>(`/application/documents/download?document_id=${encodeURIComponent(id)}`, { headers: { Accept: '*/*' } }, 'blob')),

  financialSummary: () => withDefault(DEFAULT_MESSAGES.financial.get, () => orNull(() => request<FinancialSummary>('/application/financial-summary'))),
  saveFinancialSummary: (body: unknown) => withDefault(DEFAULT_MESSAGES.financial.save, () => request<Saved>('/application/financial-summary', json('POST', body))),

  submit: (body: { motivation: string; accepts_terms: string }, corrections: boolean) =>
    withDefault(corrections ? DEFAULT_MESSAGES.corrections : DEFAULT_MESSAGES.submit, () => request<Saved>('/application/submit', json('POST', body))),
};
