import { choiceValues, FOREIGN_INSTITUTION, INSTITUTION_TYPE_ALIASES, INSTITUTION_TYPES } from '@postula/catalogs';
import { APPLICATION_STATUSES, AUDIT_MESSAGES, EMAIL_STAGES, EMAIL_STATUSES } from '@postula/domain';
import { staffRole } from '@postula/validation';
import { z } from 'zod';
import { dayOrder, dayParam, flagParam, idParam, pageParams, textParam } from '../list-query.js';
import { STAFF_STATUSES } from '../status-labels.js';

/** The query strings of the staff API (staff-side.md section 7), one schema per route. */

const blankAsAbsent = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v);

/** `?id=` of applications/details, diagnostic-exam and the PDFs. */
export const applicationIdQuery = z.object({ id: idParam() });
/** `?application_id=` of applications/history, update-fields and access-log. */
export const applicationIdParamQuery = z.object({ application_id: idParam() });
/** `?reviewer_id=` of reviewers/applications. */
export const reviewerIdQuery = z.object({ reviewer_id: idParam() });
/** `?applicant_id=` of applicants/update and applicants/update-password. */
export const applicantIdQuery = z.object({ applicant_id: idParam() });
/** `?user_id=` of users/update and users/delete. */
export const staffUserIdQuery = z.object({ user_id: idParam() });
/** `?document_id=` of admin/documents/download. */
export const documentIdQuery = z.object({ document_id: idParam() });
/** `{id}` of audit/applications/{id}/…. */
export const applicationPath = z.object({ id: idParam() });
export type ApplicationIdQuery = z.infer<typeof applicationIdQuery>;
export type ApplicationIdParamQuery = z.infer<typeof applicationIdParamQuery>;
export type ReviewerIdQuery = z.infer<typeof reviewerIdQuery>;
export type ApplicantIdQuery = z.infer<typeof applicantIdQuery>;
export type StaffUserIdQuery = z.infer<typeof staffUserIdQuery>;
export type DocumentIdQuery = z.infer<typeof documentIdQuery>;

export const APPLICATIONS_PER_PAGE = 20;
const STATUS_MESSAGE = 'El estado no es válido';
const AVERAGE_MESSAGE = 'El promedio debe ser un número entre 0 y 100';
const INSTITUTION_MESSAGE = 'El tipo de institución no es válido';
const ANSWERS_MESSAGE = 'Las respuestas correctas deben ser un número entero mayor o igual a 0';

const average = () =>
  z.preprocess(blankAsAbsent, z.string({ error: AVERAGE_MESSAGE }).regex(/^\d{1,3}([.,]\d{1,2})?$/, AVERAGE_MESSAGE).transform((v) => Number(v.replace(',', '.'))).pipe(z.number().max(100, AVERAGE_MESSAGE)).optional());

const INSTITUTIONS = [...choiceValues(INSTITUTION_TYPES), FOREIGN_INSTITUTION] as string[];

/** GET applications/all: 20 per page. */
export const listApplicationsQuery = z.object({
  ...pageParams(APPLICATIONS_PER_PAGE),
  applicant_name: textParam(),
  applicant_email: textParam(),
  applicant_identification: textParam(),
  status: z.preprocess(blankAsAbsent, z.enum(APPLICATION_STATUSES.filter((s) => s !== 'none'), { error: STATUS_MESSAGE }).optional()),
  created_at_from: dayParam(),
  created_at_to: dayParam(),
  academic_average_min: average(),
  academic_average_max: average(),
  institution_type: z.preprocess(
    (v) => (typeof v === 'string' ? (v.trim() === '' ? undefined : (INSTITUTION_TYPE_ALIASES[v.trim().toLowerCase()] ?? v.trim().toLowerCase())) : v),
    z.string({ error: INSTITUTION_MESSAGE }).refine((v) => INSTITUTIONS.includes(v), INSTITUTION_MESSAGE).optional(),
  ),
  birth_date_from: dayParam(),
  birth_date_to: dayParam(),
  diagnostic_correct_answers_max: z.preprocess(blankAsAbsent, z.string({ error: ANSWERS_MESSAGE }).regex(/^\d{1,4}$/, ANSWERS_MESSAGE).transform(Number).optional()),
});
export type ListApplicationsQuery = z.infer<typeof listApplicationsQuery>;

/** The spec does not show the page size of this list: 20, as the applications list (decisions.md). */
export const APPLICANTS_PER_PAGE = 20;

/** GET applicants. */
export const listApplicantsQuery = z.object({
  ...pageParams(APPLICANTS_PER_PAGE),
  first_name: textParam(),
  middle_name: textParam(),
  last_name: textParam(),
  second_last_name: textParam(),
  email: textParam(),
  identification: textParam(),
  last_login_at: dayParam(),
  never_logged_in: flagParam(),
});
export type ListApplicantsQuery = z.infer<typeof listApplicantsQuery>;

/** GET users: page size 10 (staff-side.md §9); `role` empty or `all` means every role. */
export const listStaffUsersQuery = z.object({
  ...pageParams(10),
  search: textParam(),
  role: z.preprocess((v) => (v === '' || v === 'all' ? undefined : v), staffRole().optional()),
});
export type ListStaffUsersQuery = z.infer<typeof listStaffUsersQuery>;

/** GET email-logs: every filter of the spec (staff-side section 7), page size 10 by default. */
export const emailLogsQuery = z
  .object({
    ...pageParams(10),
    first_name: textParam(),
    last_name: textParam(),
    email: textParam(),
    identification: textParam(),
    stage: z.preprocess(blankAsAbsent, z.enum(EMAIL_STAGES, { error: `La etapa debe ser una de: ${EMAIL_STAGES.join(', ')}` }).optional()),
    send_status: z.preprocess(blankAsAbsent, z.enum(EMAIL_STATUSES, { error: `El estado de envío debe ser uno de: ${EMAIL_STATUSES.join(', ')}` }).optional()),
    is_opened: flagParam(),
    date_from: dayParam(),
    date_to: dayParam(),
    tracking_id: textParam(),
    has_failure: flagParam(),
  })
  .superRefine(dayOrder('date_from', 'date_to'));
export type EmailLogsQueryInput = z.infer<typeof emailLogsQuery>;

/** GET applications/access-log: 50 per page. */
export const accessLogQuery = z.object({ application_id: idParam(), ...pageParams(50) });
export type AccessLogQuery = z.infer<typeof accessLogQuery>;

/** `?start_date&end_date` of the reviewer charts (YYYY-MM-DD, both included; the API fills absent ones). */
export const dayRangeQuery = z.object({ start_date: dayParam(), end_date: dayParam() });

/** The Excel's choice of every status at once ('Todos'). */
export const EXCEL_ALL_STATUSES = 'all';
const EXCEL_STATUSES = [...STAFF_STATUSES, EXCEL_ALL_STATUSES] as const;
/** GET applications/excel?status=: any staff status, or `all`. */
export const excelQuery = z.object({ status: z.enum(EXCEL_STATUSES, { error: `El estado debe ser uno de: ${EXCEL_STATUSES.join(', ')}` }) });
export type ExcelQuery = z.infer<typeof excelQuery>;

const instant = () => z.iso.datetime({ offset: true, error: AUDIT_MESSAGES.instant }).transform((v) => new Date(v).toISOString());
/** GET audit/applications/{id}/events: 50 per page. */
export const auditEventsQuery = z.object(pageParams(50));
export type AuditEventsQuery = z.infer<typeof auditEventsQuery>;
/** GET audit/applications/{id}/state?at=. */
export const auditStateQuery = z.object({ at: instant() });
export type AuditStateQuery = z.infer<typeof auditStateQuery>;
/** GET audit/applications/{id}/diff?from=&to=. */
export const auditDiffQuery = z.object({ from: instant(), to: instant() });
export type AuditDiffQuery = z.infer<typeof auditDiffQuery>;
