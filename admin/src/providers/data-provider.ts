import type { BodyOf, EntryConditionRow as ContractEntryConditionRow, Page, ResponseOf, ReviewedApplication as ContractReviewedApplication } from '@postula/contract';
import type { CreateParams, DataProvider, DeleteParams, GetListParams, GetOneParams, RaRecord, UpdateParams } from 'react-admin';
import { fetchFile, httpClient as defaultHttpClient } from './http-client.js';
import type { DownloadedFile, HttpClient } from './http-client.js';
import { accountMethods } from './account-methods.js';
import { awardMethods } from './award-methods.js';
import { reviewMethods } from './review-methods.js';


/** Where each resource's list lives; the filters' names are the API's query parameters, passed as they are. */
const LIST_PATHS: Record<string, string> = {
  applications: '/applications/all',
  applicants: '/applicants',
  // The spec's panel route is `/emails`; the API keeps its own name.
  emails: '/email-logs',
  users: '/users',
  awards: '/awards',
  'waiting-list': '/awards/waiting-list',
  'data-requests': '/data-requests',
};

/** Lists whose rows carry no `id`: the field react-admin keys them by. */
const ROW_IDS: Record<string, string> = { awards: 'application_id', 'waiting-list': 'application_id' };

/** Writes of each resource: path and the query parameter naming the record. */
const WRITE_PATHS: Record<string, { update?: string; create?: string; delete?: string; id: string }> = {
  applicants: { update: '/applicants/update', id: 'applicant_id' },
  users: { create: '/users/create', update: '/users/update', delete: '/users/delete', id: 'user_id' },
};

/** A query string from the values that carry something (blank filters are not sent). */
export function queryString(params: Record<string, unknown>): string {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(params)) {
    if (value === undefined || value === null || value === '') continue;
    search.set(name, String(value));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

const unsupported = (what: string, resource: string) => Promise.reject(new Error(`${what} no está disponible para ${resource}`));

function writePath(resource: string, kind: 'update' | 'create' | 'delete') {
  const paths = WRITE_PATHS[resource];
  return paths?.[kind] ? { path: paths[kind]!, id: paths.id } : null;
}

/** The fields of a record the API accepts on a write (react-admin adds the id; a blank password is left out). */
function writableFields(resource: string, data: Record<string, unknown>) {
  const { id: _id, ...fields } = data;
  if (resource === 'users' && !fields.password) delete fields.password;
  return fields;
}

/** Reviewers come as one array (`{reviewers}`): paged here so the table pages like the others. */
function pageOfArray(records: any[], { pagination }: GetListParams) {
  const { page = 1, perPage = records.length || 1 } = pagination ?? {};
  return { data: records.slice((page - 1) * perPage, page * perPage), total: records.length };
}

/**
 * One door to the staff API (spec section 7) for every screen: react-admin's calls mapped onto the API as it is,
 * plus its own calls (exports, auto-reject, e-mail re-send, reviewer history, the details screen's review calls).
 */
export function createDataProvider(http: HttpClient = defaultHttpClient, download: typeof fetchFile = fetchFile) {
  const provider = {
    async getList(resource: string, params: GetListParams) {
      if (resource === 'reviewers') {
        const { json } = await http('/reviewers');
        return pageOfArray(json.reviewers, params);
      }
      const path = LIST_PATHS[resource];
      if (!path) return unsupported('La lista', resource);
      const { page = 1, perPage = 20 } = params.pagination ?? {};
      const { json } = await http(`${path}${queryString({ ...params.filter, page, per_page: perPage })}`);
      // react-admin's methods are generic in the record type: rows stay untyped here, the screens type them.
      const { data, pagination } = json as Page<any>;
      const key = ROW_IDS[resource];
      return {
        data: key ? data.map((row) => ({ ...row, id: row[key] })) : data,
        total: pagination.total,
        pageInfo: { hasNextPage: pagination.current_page < pagination.total_pages, hasPreviousPage: pagination.current_page > 1 },
      };
    },
    async getOne(resource: string, { id }: GetOneParams) {
      if (resource !== 'applications') return unsupported('El detalle', resource);
      const { json } = await http(`/applications/details${queryString({ id })}`);
      return { data: { ...json.application, id } as any };
    },
    getMany: (resource: string) => unsupported('La consulta por ids', resource),
    getManyReference: (resource: string) => unsupported('La consulta por referencia', resource),
    async create(resource: string, { data }: CreateParams) {
      const target = writePath(resource, 'create');
      if (!target) return unsupported('La creación', resource);
      const { json } = await http(target.path, { method: 'POST', body: JSON.stringify(writableFields(resource, data)) });
      return { data: { ...data, ...json.user, password: undefined } as any };
    },
    async update(resource: string, { id, data }: UpdateParams) {
      const target = writePath(resource, 'update');
      if (!target) return unsupported('La edición', resource);
      const fields = writableFields(resource, data);
      await http(`${target.path}${queryString({ [target.id]: id })}`, { method: 'PUT', body: JSON.stringify(fields) });
      return { data: { ...fields, password: undefined, id } as any };
    },
    updateMany: (resource: string) => unsupported('La edición múltiple', resource),
    async delete(resource: string, { id, previousData }: DeleteParams) {
      const target = writePath(resource, 'delete');
      if (!target) return unsupported('La eliminación', resource);
      await http(`${target.path}${queryString({ [target.id]: id })}`, { method: 'DELETE' });
      return { data: (previousData ?? { id }) as any };
    },
    deleteMany: (resource: string) => unsupported('La eliminación múltiple', resource),

    /** 'Ver Postulantes a Rechazar': applications failing the entry conditions, keyed by application id. */
    async entryConditions(): Promise<EntryConditionRow[]> {
      const { applications }: ResponseOf<'entryConditions'> = (await http('/applications/entry-conditions')).json;
      return applications.map((row) => ({ ...row, id: row.application_id }));
    },
    async autoReject(): Promise<ResponseOf<'autoReject'>> {
      const { json } = await http('/applications/auto-reject', { method: 'POST' });
      return json;
    },
    /** 'Aplicaciones Revisadas' of one staff member. */
    async reviewerApplications(reviewerId: string): Promise<ReviewedApplication[]> {
      const { applications }: ResponseOf<'reviewerApplications'> = (await http(`/reviewers/applications${queryString({ reviewer_id: reviewerId })}`)).json;
      return applications.map((row) => ({ ...row, id: row.application_id }));
    },
    async setApplicantPassword(applicantId: RaRecord['id'], newPassword: string): Promise<ResponseOf<'setApplicantPassword'>> {
      const { json } = await http(`/applicants/update-password${queryString({ applicant_id: applicantId })}`, {
        method: 'PUT',
        body: JSON.stringify({ new_password: newPassword }),
      });
      return json;
    },
    /** Moves a disputed identification from the account holding it to this one (superadmin). */
    async reassignIdentification(applicantId: RaRecord['id'], identification: string): Promise<{ message: string }> {
      const { json } = await http(`/applicants/reassign-identification${queryString({ applicant_id: applicantId })}`, {
        method: 'PUT',
        body: JSON.stringify({ identification }),
      });
      return json;
    },
    /** A lost phone: turns off another staff member's second factor and ends their sessions (superadmin). */
    async resetStaffUserTotp(userId: RaRecord['id']): Promise<ResponseOf<'resetStaffUserTotp'>> {
      const { json } = await http(`/users/reset-totp${queryString({ user_id: userId })}`, { method: 'POST' });
      return json;
    },
    async resendEmail(trackingId: string): Promise<ResponseOf<'resendEmail'>> {
      const { json } = await http(`/email-logs/resend${queryString({ id: trackingId })}`, { method: 'POST' });
      return json;
    },
    /** Answers a rights request (superadmin); the API refuses a second answer with 409. */
    async resolveDataRequest(body: BodyOf<'resolveDataRequest'>): Promise<ResponseOf<'resolveDataRequest'>> {
      const { json } = await http('/data-requests/resolve', { method: 'POST', body: JSON.stringify(body) });
      return json;
    },
    /** 'Retención de datos': what the next run of the retention sweep erases, and the holds (superadmin). */
    async retention(): Promise<ResponseOf<'retention'>> {
      return (await http('/retention')).json;
    },
    async holdRetention(applicationId: string, reason: string): Promise<ResponseOf<'holdRetention'>> {
      const { json } = await http('/retention/hold', { method: 'POST', body: JSON.stringify({ application_id: applicationId, reason } satisfies BodyOf<'holdRetention'>) });
      return json;
    },
    async releaseRetention(applicationId: string): Promise<ResponseOf<'releaseRetention'>> {
      const { json } = await http('/retention/release', { method: 'POST', body: JSON.stringify({ application_id: applicationId } satisfies BodyOf<'releaseRetention'>) });
      return json;
    },
    /** Excel of one status; the API names the file (postulaciones-{label}-{day}.xlsx). */
    downloadExcel(status: string, onProgress?: (bytes: number) => void): Promise<DownloadedFile> {
      return download(`/applications/excel${queryString({ status })}`, onProgress);
    },
    downloadApplicationPdf(id: RaRecord['id']): Promise<DownloadedFile> {
      return download(`/applications/pdf${queryString({ id })}`);
    },
    downloadDiagnosticPdf(id: RaRecord['id']): Promise<DownloadedFile> {
      return download(`/applications/diagnostic-exam/pdf${queryString({ id })}`);
    },
    ...reviewMethods(http),
    ...accountMethods(http),
    ...awardMethods(http, download),
  };
  return provider satisfies DataProvider;
}

export type StaffDataProvider = ReturnType<typeof createDataProvider>;

/** Rows keyed by their application id, as react-admin's lists want. */
export type EntryConditionRow = ContractEntryConditionRow & { id: string };
export type ReviewedApplication = ContractReviewedApplication & { id: string };

export const dataProvider = createDataProvider();
