import { APPLICATION_STATUSES, REMINDER_STAGES, type AuditedEvent, type AuditFieldChange, type ReplayedApplication, type StaffRole } from '@postula/domain';
import { z } from 'zod';
import { pageSchema } from '../list-query.js';
import { STAFF_STATUSES } from '../status-labels.js';
import { applicantAccount, legalRepresentativeRecord } from './applicant.js';
import { instant, messageResponse, savedResponse, typed } from './common.js';

/** The answers of the staff routes (staff-side.md section 7), the staff UI's types. */

const role = typed<StaffRole>('reviewer, superadmin o auditor');
const anyStatus = z.enum(APPLICATION_STATUSES);
const section = z.record(z.string(), z.unknown());

export const staffLoginResponse = z.object({
  token: z.string(),
  user: z.object({ id: z.string(), full_name: z.string(), email: z.string(), role }),
  /** Present when a superadmin requires a second factor and this account has none: the token only enrols one. */
  totp_enrolment_required: z.literal(true).optional(),
});
export const totpSetupResponse = z.object({ secret: z.string(), otpauth_url: z.string() });
export const totpRequirementResponse = z.object({ required: z.boolean(), enabled: z.boolean() });

/** GET applications/all, one row. */
export const applicationListItem = z.object({
  id: z.string(),
  identification: z.string(),
  first_name: z.string(),
  middle_name: z.string().nullable(),
  last_name: z.string(),
  second_last_name: z.string().nullable(),
  email: z.string(),
  status: anyStatus,
  created_at: instant(),
  submitted_at: instant().nullable(),
  reviewer: z.object({ name: z.string() }).nullable(),
  additional_info: z.object({
    birth_date: z.string().nullable(),
    residence_city: z.string().nullable(),
    academic_average: z.number().nullable(),
    institution_type: z.string().nullable(),
    diagnostic_exam: z.object({ correct_answers: z.number().nullable(), total_questions: z.number().nullable() }),
    possible_duplicates: z.array(z.string()),
  }),
});
export type ApplicationListItem = z.infer<typeof applicationListItem>;
export const applicationsPage = pageSchema(applicationListItem);

/** GET applicants, one row. */
export const applicantRow = applicantAccount.extend({ identification_type: z.string(), last_login_at: instant().nullable() });
export type ApplicantRow = z.infer<typeof applicantRow>;
export const applicantsPage = pageSchema(applicantRow);

/** GET users, one row. */
export const staffUserRow = z.object({ id: z.string(), full_name: z.string(), email: z.string(), role });
export type StaffUserRow = z.infer<typeof staffUserRow>;
export const staffUsersPage = pageSchema(staffUserRow);
export const staffUserCreatedResponse = messageResponse.extend({ user: staffUserRow });

/** GET email-logs, one row. */
export const emailLogEntry = z.object({
  id: z.string(),
  tracking_id: z.string(),
  applicant: z.object({ name: z.string(), email: z.string() }),
  stage: z.object({ code: z.string(), name: z.string() }),
  status: z.object({ code: z.string(), name: z.string() }),
  dates: z.object({ sent: instant().nullable(), opened: instant().nullable() }),
  failure_reason: z.string().nullable(),
  resend_of: z.string().nullable(),
});
export type EmailLogEntry = z.infer<typeof emailLogEntry>;
export const emailLogsPage = pageSchema(emailLogEntry);
export const emailResentResponse = savedResponse(z.object({ id: z.string(), tracking_id: z.string(), resend_of: z.string() }));

/** GET applications/access-log, one entry. */
export const accessLogEntry = z.object({
  id: z.string(),
  action: z.string(),
  action_label: z.string(),
  /** details, pdf, diagnostic_exam or diagnostic_exam_pdf for a details view; null for a download. */
  via: z.string().nullable(),
  actor: z.object({ id: z.string(), role: z.string(), name: z.string().nullable(), email: z.string().nullable() }),
  document: z.object({ id: z.string(), document_type: z.string(), file_name: z.string() }).nullable(),
  at: instant(),
});
export type AccessLogEntry = z.infer<typeof accessLogEntry>;
export const accessLogPage = pageSchema(accessLogEntry);

/** GET applications/details (staff-side.md section 3), with the revision to send back with a decision. */
export const applicationDetails = z.object({
  id: z.string(),
  revision: z.number().int(),
  application_info: z.looseObject({ id: z.string(), status: anyStatus }),
  applicant_info: section,
  personal_details: section.nullable(),
  address_details: section.nullable(),
  academic_details: section.nullable(),
  economic_status: section.nullable(),
  financial_summary: section.nullable(),
  household_members: z.array(section),
  personal_references: z.array(section),
  documents: z.array(z.object({ id: z.string(), document_type: z.string(), file_name: z.string(), file_path: z.string(), created_at: instant() })),
  reviewer: z.object({ id: z.string(), name: z.string().nullable(), email: z.string().nullable() }).nullable(),
  review_notes: z.object({ correction_notes: z.string().nullable(), corrections: z.unknown() }),
  possible_duplicates: z.array(z.string()),
  /** Applicants under 15: their representative and the confirmation (null for everyone else). */
  legal_representative: legalRepresentativeRecord.nullable(),
});
export type ApplicationDetails = z.infer<typeof applicationDetails>;
export const applicationDetailsResponse = z.object({ application: applicationDetails });

export const historyEntry = z.object({
  id: z.string(),
  change_date: instant(),
  previous_status: z.string().nullable(),
  new_status: z.string(),
  reviewer_name: z.string().nullable(),
  reviewer_email: z.string().nullable(),
  correction_notes: z.string().nullable(),
  corrections_requested: z.unknown(),
});
export type HistoryEntry = z.infer<typeof historyEntry>;
export const historyResponse = z.object({ history: z.array(historyEntry) });

export const statusUpdatedResponse = savedResponse(z.object({ application_id: z.string(), new_status: anyStatus, revision: z.number().int() }));
export const fieldsUpdatedResponse = savedResponse(z.object({ section: z.string(), changes: z.unknown(), revision: z.number().int() }));

export const diagnosticExam = z.object({
  summary: z.object({ level_achieved: z.string(), percentage: z.number(), correct_answers: z.number(), total_questions: z.number(), completed_at: instant() }),
  questions: z.array(
    z.object({
      question_id: z.number(),
      level: z.string(),
      question: z.string(),
      options: z.record(z.string(), z.string()),
      selected_option: z.string().nullable(),
      correct_option: z.string(),
      is_correct: z.boolean(),
    }),
  ),
});
export type DiagnosticExam = z.infer<typeof diagnosticExam>;

/** GET reviewers: every staff member with their review counts. */
export const reviewerRow = z.object({
  id: z.string(),
  full_name: z.string(),
  email: z.string(),
  role,
  last_login: instant().nullable(),
  applications_reviewed: z.number(),
  last_review_date: instant().nullable(),
  status_counts: z.object({ approved: z.number(), rejected: z.number(), correction_applicant: z.number(), correction_review: z.number(), under_review: z.number() }),
});
export type ReviewerRow = z.infer<typeof reviewerRow>;
export const reviewersResponse = z.object({ reviewers: z.array(reviewerRow) });

/** GET reviewers/applications: what one staff member reviewed. */
export const reviewedApplication = z.object({
  application_id: z.string(),
  names: z.string(),
  email: z.string(),
  identification: z.string(),
  status: z.string(),
  first_review_date: instant().nullable(),
  last_review_date: instant().nullable(),
  total_reviews: z.number(),
});
export type ReviewedApplication = z.infer<typeof reviewedApplication>;
export const reviewedApplicationsResponse = z.object({ applications: z.array(reviewedApplication) });

/** GET applications/entry-conditions: the applications failing an entry condition. */
export const entryConditionRow = z.object({
  application_id: z.string(),
  applicant: z.object({ id: z.string(), first_name: z.string(), last_name: z.string(), email: z.string() }),
  academic: z.object({ graduation_grade: z.number().nullable(), institution_type: z.string().nullable() }),
  personal: z.object({ age: z.number().nullable() }),
  location: z.object({ city: z.string().nullable() }),
  diagnostic: z.object({ correct_answers: z.number().nullable() }),
  financial: z.object({ monthly_income: z.number().nullable() }),
  entry_condition: z.string(),
});
export type EntryConditionRow = z.infer<typeof entryConditionRow>;
export const entryConditionsResponse = z.object({ applications: z.array(entryConditionRow) });
export const autoRejectedResponse = messageResponse.extend({ rejected: z.number().int() });

export const importReportResponse = messageResponse.extend({
  created: z.array(z.object({ row: z.number(), email: z.string(), applicant_id: z.string() })),
  refused: z.array(z.object({ row: z.number(), email: z.string().nullable(), message: z.string(), errors: z.record(z.string(), z.array(z.string())).optional() })),
});

/** The dashboard's statistics (staff-side.md section 9). */
export const applicationStatistics = z.object({
  accounts_summary: z.object({
    total_accounts: z.number(),
    never_logged_in: z.number(),
    logged_but_not_started: z.number(),
    with_application: z.number(),
    percentages: z.object({ with_application: z.number(), never_logged_in: z.number() }),
  }),
  /** Every staff status in review order: its label (`status`), its code (`status_key`) and how many. */
  applications_by_status: z.array(z.object({ status: z.string(), status_key: z.enum(STAFF_STATUSES), count: z.number() })),
  review_summary: z.object({ total_completed: z.number(), reviewed: z.number(), pending: z.number(), percentages: z.object({ reviewed: z.number(), pending: z.number() }) }),
  /** Applications with each form section saved, by section. */
  completion_stats: z.record(z.string(), z.number()),
  demographic_stats: z.object({
    gender_distribution: z.array(z.object({ gender: z.string(), count: z.number() })),
    age_groups: z.array(z.object({ age_group: z.string(), count: z.number() })),
  }),
  submissions_by_day: z.object({
    daily_submissions: z.array(z.object({ date: z.string(), formatted_date: z.string(), day_name: z.string(), total_submissions: z.number() })),
    total_submissions: z.number(),
    average_submissions: z.number(),
  }),
  /** Each reminder stage (its Spanish name in `label`) with its messages by send status, from the e-mail log. */
  reminders: z.array(z.object({ stage: z.enum(REMINDER_STAGES), label: z.string(), sent: z.number(), pending: z.number(), failed: z.number() })),
});
export type ApplicationStatistics = z.infer<typeof applicationStatistics>;
export const applicationStatisticsResponse = z.object({ statistics: applicationStatistics });
const dateRange = z.object({ start_date: z.string(), end_date: z.string() });
export const dailyReviewsResponse = z.object({
  date_range: dateRange,
  daily_stats: z.array(z.object({ date: z.string(), reviewers: z.array(z.object({ reviewer_name: z.string(), comments: z.number() })) })),
});
export const dailyApprovalsResponse = z.object({
  date_range: dateRange,
  daily_stats: z.array(
    z.object({ date: z.string(), reviewers: z.array(z.object({ reviewer_name: z.string(), approved: z.number(), rejected: z.number(), total_reviewed: z.number() })) }),
  ),
});
export const approvalTotalsResponse = z.object({
  reviewers: z.array(z.object({ reviewer_name: z.string(), stats: z.object({ approved: z.number(), rejected: z.number(), total_reviewed: z.number() }) })),
});

/** GET audit/applications/{id}/events|state|diff: the shapes are libs/domain's replay. */
export const auditEventsPage = pageSchema(typed<AuditedEvent>('Un evento: revisión, tipo, hora, actor y datos'));
export const auditStateResponse = z.object({ application: typed<ReplayedApplication>('La aplicación reconstruida en el instante `at`') });
export const auditDiffResponse = z.object({ from: instant(), to: instant(), changes: z.array(typed<AuditFieldChange>('Un campo: sección, campo, antes, después, quién y cuándo')) });
export type AuditEvent = AuditedEvent;
export type AuditChange = AuditFieldChange;
export type { ReplayedApplication };
