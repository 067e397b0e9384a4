import type {
  AcademicDetailsSchema,
  EconomicStatusSchema,
  FinalSubmissionSchema,
  PersonalDetailsSchema,
  PrivacyNotice,
  StepInput,
} from '@postula/validation';
import {
  addressDetailsSchema,
  applicantEditSchema,
  applicantPasswordByStaffSchema,
  identificationReassignSchema,
  applicantProfileSchema,
  financialSummarySchema,
  forgotPasswordSchema,
  householdMemberDeleteSchema,
  householdMemberSchema,
  householdMemberUpdateSchema,
  legalRepresentativeSchema,
  legalRepresentativeTokenSchema,
  loginSchema,
  personalReferenceDeleteSchema,
  personalReferenceSchema,
  resetPasswordSchema,
  staffUserCreateSchema,
  staffUserUpdateSchema,
  totpDisableSchema,
  totpEnableSchema,
  totpRequirementSchema,
  updatePasswordSchema,
} from '@postula/validation';
import type { ExamAnswerInput } from '@postula/catalogs';
import { z } from 'zod';
import * as A from './responses/applicant.js';
import { fileResponse, messageResponse, typed } from './responses/common.js';
import * as AW from './responses/awards.js';
import * as P from './privacy/data-rights.js';
import * as S from './responses/staff.js';
import { publishResultsSchema } from './staff/results.js';
import { declineAwardSchema, listAwardsQuery, verifyAwardDocumentSchema, waitingListQuery, withdrawAwardSchema } from './staff/awards.js';
import {
  accessLogQuery,
  applicantIdQuery,
  applicationIdParamQuery,
  applicationIdQuery,
  applicationPath,
  auditDiffQuery,
  auditEventsQuery,
  auditStateQuery,
  dayRangeQuery,
  documentIdQuery,
  emailLogsQuery,
  excelQuery,
  listApplicantsQuery,
  listApplicationsQuery,
  listStaffUsersQuery,
  reviewerIdQuery,
  staffUserIdQuery,
} from './staff/queries.js';
import { updateStatusSchema } from './staff/update-status.js';
import { reminderOptOutSchema, reminderStatusResponse } from './reminder-opt-out.js';
import { retentionHeldResponse, retentionHoldSchema, retentionReleaseSchema, retentionResponse } from './staff/retention.js';

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** One route of the API: where it is, what it reads (body, query, path) and what it answers (its success). */
export interface Route {
  method: Method;
  /** Under /backend/api, path parameters as `{id}`. */
  path: string;
  body?: z.ZodType;
  query?: z.ZodType;
  params?: z.ZodType;
  response: z.ZodType;
  /** The success status: 200 unless said (201 for a creation). */
  status?: 200 | 201;
  /** multipart/form-data instead of JSON. */
  multipart?: true;
}

const route = <R extends Omit<Route, 'method' | 'path'>>(method: Method, path: string, parts: R) => ({ method, path, ...parts });

/** A form's schema typed by what the form sends (its fields as text, any of them missing), the same schema at run time. */
const formBody = <Out>(schema: z.ZodType<Out>) => schema as unknown as z.ZodType<Out, StepInput<Out>>;

/** A step whose schema the API builds per day (dates, deadline): the body is typed by the step's input. */
const stepBody = <In>(description: string) => typed<In>(description);

/**
 * Every route the portal and the staff UI call. The API's controllers document themselves from it (`@ApiRoute`, so
 * /backend/api/docs shows these schemas) and the front ends type their calls with `RequestOf` / `ResponseOf`.
 */
export const ROUTES = {
  // Public and accounts (applicant-side.md section 7)
  publicProgramme: route('GET', 'public/programme', { response: A.publicProgrammeResponse }),
  privacyNotice: route('GET', 'public/privacy-notice', { response: typed<PrivacyNotice>('El aviso de privacidad vigente (config/programme.json, privacyNotice)') }),
  applicantLogin: route('POST', 'auth/applicant/login', { body: loginSchema, response: A.applicantLoginResponse }),
  applicantRegister: route('POST', 'auth/applicant/register', { body: applicantProfileSchema, response: A.registeredResponse, status: 201 }),
  forgotPassword: route('POST', 'auth/applicant/forgot-password', { body: forgotPasswordSchema, response: messageResponse }),
  resetPassword: route('POST', 'auth/applicant/reset-password', { body: resetPasswordSchema, response: messageResponse }),
  updatePassword: route('POST', 'applicant/update-password', { body: updatePasswordSchema, response: messageResponse }),
  logout: route('POST', 'auth/logout', { response: messageResponse }),
  optOutOfReminders: route('POST', 'reminders/opt-out', { body: reminderOptOutSchema, response: messageResponse }),
  oneClickReminderOptOut: route('POST', 'reminders/one-click', { query: reminderOptOutSchema, response: messageResponse }),
  optBackIntoReminders: route('POST', 'reminders/opt-in', { body: reminderOptOutSchema, response: messageResponse }),
  reminderStatus: route('POST', 'reminders/status', { body: reminderOptOutSchema, response: reminderStatusResponse }),
  staffLogin: route('POST', 'auth/user/login', { body: loginSchema, response: S.staffLoginResponse }),
  totpSetup: route('POST', 'auth/user/totp/setup', { response: S.totpSetupResponse }),
  totpEnable: route('POST', 'auth/user/totp/enable', { body: totpEnableSchema, response: messageResponse }),
  totpDisable: route('POST', 'auth/user/totp/disable', { body: totpDisableSchema, response: messageResponse }),
  totpRequirement: route('GET', 'auth/user/totp/requirement', { response: S.totpRequirementResponse }),
  setTotpRequirement: route('PUT', 'auth/user/totp/requirement', { body: totpRequirementSchema, response: messageResponse }),

  // Diagnostic exam
  exam: route('GET', 'diagnostic/exam', { response: A.examResponse }),
  examStatus: route('GET', 'diagnostic/status', { response: A.examStatusResponse }),
  submitExam: route('POST', 'diagnostic/submit', { body: stepBody<StepInput<{ answers: ExamAnswerInput[] }>>('Las respuestas: [{question_id, selected_option}]'), response: A.examSentResponse }),

  // The application (steps 1–9)
  applicationStatus: route('GET', 'application/status', { response: A.applicationStatusResponse }),
  applicationInfo: route('GET', 'application', { response: A.applicationInfoResponse }),
  applicationTimeline: route('GET', 'application/timeline', { response: A.timelineResponse }),
  applicationCorrections: route('GET', 'application/corrections', { response: A.correctionsResponse }),
  resubmitCorrections: route('POST', 'application/corrections', { response: messageResponse }),
  submitApplication: route('POST', 'application/submit', { body: stepBody<z.input<FinalSubmissionSchema>>('Paso 9: motivación y términos'), response: messageResponse }),
  personalDetails: route('GET', 'application/personal-details', { response: A.personalDetailsResponse }),
  createPersonalDetails: route('POST', 'application/personal-details', { body: stepBody<z.input<PersonalDetailsSchema>>('Paso 1'), response: A.sectionSavedResponse }),
  updatePersonalDetails: route('PUT', 'application/personal-details', { body: stepBody<z.input<PersonalDetailsSchema>>('Paso 1'), response: A.sectionSavedResponse }),
  addressDetails: route('GET', 'application/address-details', { response: A.addressDetailsResponse }),
  createAddressDetails: route('POST', 'application/address-details', { body: addressDetailsSchema, response: A.sectionSavedResponse }),
  updateAddressDetails: route('PUT', 'application/address-details', { body: addressDetailsSchema, response: A.sectionSavedResponse }),
  academicDetails: route('GET', 'application/academic-details', { response: A.academicDetailsResponse }),
  createAcademicDetails: route('POST', 'application/academic-details', { body: stepBody<z.input<AcademicDetailsSchema>>('Paso 3'), response: A.sectionSavedResponse }),
  updateAcademicDetails: route('PUT', 'application/academic-details', { body: stepBody<z.input<AcademicDetailsSchema>>('Paso 3'), response: A.sectionSavedResponse }),
  references: route('GET', 'application/personal-references', { response: A.referencesResponse }),
  addReference: route('POST', 'application/personal-references', { body: formBody(personalReferenceSchema), response: A.referenceSavedResponse }),
  deleteReference: route('DELETE', 'application/personal-references', { body: personalReferenceDeleteSchema, response: messageResponse }),
  members: route('GET', 'application/household-members', { response: A.membersResponse }),
  addMember: route('POST', 'application/household-members', { body: householdMemberSchema, response: A.memberSavedResponse }),
  updateMember: route('PUT', 'application/household-members', { body: householdMemberUpdateSchema, response: A.memberSavedResponse }),
  deleteMember: route('DELETE', 'application/household-members', { body: householdMemberDeleteSchema, response: messageResponse }),
  economicStatus: route('GET', 'application/economic-status', { response: A.economicStatusResponse }),
  saveEconomicStatus: route('POST', 'application/economic-status', { body: stepBody<z.input<EconomicStatusSchema>>('Paso 6 y el certificado RUC'), response: A.sectionSavedResponse, multipart: true }),
  documents: route('GET', 'application/documents', { response: A.documentsResponse }),
  uploadDocuments: route('POST', 'application/documents', { response: A.documentsSavedResponse, multipart: true }),
  downloadOwnDocument: route('GET', 'application/documents/download', { query: documentIdQuery, response: fileResponse }),
  legalRepresentative: route('GET', 'application/legal-representative', { response: A.legalRepresentativeResponse }),
  nameLegalRepresentative: route('POST', 'application/legal-representative', { body: formBody(legalRepresentativeSchema), response: messageResponse }),
  legalRepresentativeLink: route('POST', 'public/legal-representative/link', { body: legalRepresentativeTokenSchema, response: A.legalRepresentativeLinkResponse }),
  confirmLegalRepresentative: route('POST', 'public/legal-representative/confirm', { body: legalRepresentativeTokenSchema, response: messageResponse }),
  declineLegalRepresentative: route('POST', 'public/legal-representative/decline', { body: legalRepresentativeTokenSchema, response: messageResponse }),
  financialSummary: route('GET', 'application/financial-summary', { response: A.financialSummaryResponse }),
  saveFinancialSummary: route('POST', 'application/financial-summary', { body: formBody(financialSummarySchema), response: A.sectionSavedResponse }),

  // The award cycle: the applicant's offer and post-award documents
  applicationAward: route('GET', 'application/award', { response: AW.applicationAwardResponse }),
  acceptAward: route('POST', 'application/award/accept', { response: messageResponse }),
  declineAward: route('POST', 'application/award/decline', { body: declineAwardSchema, response: messageResponse }),
  uploadAwardDocuments: route('POST', 'application/award/documents', { response: AW.awardDocumentsSavedResponse, multipart: true }),
  awardLetter: route('GET', 'application/award/letter', { response: fileResponse }),
  // The applicant's data rights (LOPDP): access, portability and requests
  myData: route('GET', 'applicant/my-data', { response: P.myDataResponse }),
  myDataArchive: route('GET', 'applicant/my-data/archive', { response: fileResponse }),
  fileDataRequest: route('POST', 'applicant/data-requests', { body: P.dataRequestSchema, response: P.dataRequestFiledResponse, status: 201 }),

  // Staff: review (staff-side.md sections 3–5)
  applications: route('GET', 'applications/all', { query: listApplicationsQuery, response: S.applicationsPage }),
  applicationDetails: route('GET', 'applications/details', { query: applicationIdQuery, response: S.applicationDetailsResponse }),
  applicationHistory: route('GET', 'applications/history', { query: applicationIdParamQuery, response: S.historyResponse }),
  updateStatus: route('POST', 'applications/update-status', { body: updateStatusSchema, response: S.statusUpdatedResponse }),
  updateFields: route('PUT', 'applications/update-fields', { query: applicationIdParamQuery, body: z.record(z.string(), z.record(z.string(), z.unknown())), response: S.fieldsUpdatedResponse }),
  diagnosticExam: route('GET', 'applications/diagnostic-exam', { query: applicationIdQuery, response: S.diagnosticExam }),
  entryConditions: route('GET', 'applications/entry-conditions', { response: S.entryConditionsResponse }),
  autoReject: route('POST', 'applications/auto-reject', { response: S.autoRejectedResponse }),
  accessLog: route('GET', 'applications/access-log', { query: accessLogQuery, response: S.accessLogPage }),
  applicationPdf: route('GET', 'applications/pdf', { query: applicationIdQuery, response: fileResponse }),
  diagnosticExamPdf: route('GET', 'applications/diagnostic-exam/pdf', { query: applicationIdQuery, response: fileResponse }),
  applicationsExcel: route('GET', 'applications/excel', { query: excelQuery, response: fileResponse }),
  downloadDocument: route('GET', 'admin/documents/download', { query: documentIdQuery, response: fileResponse }),

  // Staff: accounts, reviewers, e-mails, statistics (sections 6–9)
  applicants: route('GET', 'applicants', { query: listApplicantsQuery, response: S.applicantsPage }),
  importApplicants: route('POST', 'applicants/import', { response: S.importReportResponse }),
  updateApplicant: route('PUT', 'applicants/update', { query: applicantIdQuery, body: applicantEditSchema, response: messageResponse }),
  setApplicantPassword: route('PUT', 'applicants/update-password', { query: applicantIdQuery, body: applicantPasswordByStaffSchema, response: messageResponse }),
  reassignIdentification: route('PUT', 'applicants/reassign-identification', { query: applicantIdQuery, body: identificationReassignSchema, response: messageResponse }),
  staffUsers: route('GET', 'users', { query: listStaffUsersQuery, response: S.staffUsersPage }),
  createStaffUser: route('POST', 'users/create', { body: staffUserCreateSchema, response: S.staffUserCreatedResponse, status: 201 }),
  updateStaffUser: route('PUT', 'users/update', { query: staffUserIdQuery, body: staffUserUpdateSchema, response: messageResponse }),
  deleteStaffUser: route('DELETE', 'users/delete', { query: staffUserIdQuery, response: messageResponse }),
  resetStaffUserTotp: route('POST', 'users/reset-totp', { query: staffUserIdQuery, response: messageResponse }),
  reviewers: route('GET', 'reviewers', { response: S.reviewersResponse }),
  reviewerApplications: route('GET', 'reviewers/applications', { query: reviewerIdQuery, response: S.reviewedApplicationsResponse }),
  emailLogs: route('GET', 'email-logs', { query: emailLogsQuery, response: S.emailLogsPage }),
  resendEmail: route('POST', 'email-logs/resend', { query: z.object({ id: z.string() }), response: S.emailResentResponse }),
  applicationStatistics: route('GET', 'applications/statistics', { response: S.applicationStatisticsResponse }),
  dailyReviews: route('GET', 'reviewers/daily-stats', { query: dayRangeQuery, response: S.dailyReviewsResponse }),
  dailyApprovals: route('GET', 'reviewers/daily-approval-stats', { query: dayRangeQuery, response: S.dailyApprovalsResponse }),
  approvalTotals: route('GET', 'reviewers/approval-stats', { response: S.approvalTotalsResponse }),

  // Staff: the award cycle ('Becas': reviewers read, superadmins act)
  awards: route('GET', 'awards', { query: listAwardsQuery, response: AW.awardsPage }),
  awardsSummary: route('GET', 'awards/summary', { response: AW.awardsSummaryResponse }),
  waitingList: route('GET', 'awards/waiting-list', { query: waitingListQuery, response: AW.waitingListPage }),
  verifyAwardDocument: route('POST', 'awards/verify-document', { body: verifyAwardDocumentSchema, response: messageResponse }),
  withdrawAward: route('POST', 'awards/withdraw', { body: withdrawAwardSchema, response: AW.awardWithdrawnResponse }),
  awardsExcel: route('GET', 'awards/excel', { response: fileResponse }),
  transparency: route('GET', 'public/transparency', { response: AW.transparencyResponse }),
  resultsStatus: route('GET', 'results/status', { response: AW.resultsStatusResponse }),
  publishResults: route('POST', 'results/publish', { body: publishResultsSchema, response: AW.resultsPublishedResponse }),
  dataRequests: route('GET', 'data-requests', { query: P.dataRequestsQuery, response: P.dataRequestsPage }),
  resolveDataRequest: route('POST', 'data-requests/resolve', { body: P.resolveDataRequestSchema, response: P.dataRequestResolvedResponse }),

  // Data protection: retention (superadmin)
  retention: route('GET', 'retention', { response: retentionResponse }),
  holdRetention: route('POST', 'retention/hold', { body: retentionHoldSchema, response: retentionHeldResponse }),
  releaseRetention: route('POST', 'retention/release', { body: retentionReleaseSchema, response: retentionHeldResponse }),

  // Audit
  auditEvents: route('GET', 'audit/applications/{id}/events', { params: applicationPath, query: auditEventsQuery, response: S.auditEventsPage }),
  auditState: route('GET', 'audit/applications/{id}/state', { params: applicationPath, query: auditStateQuery, response: S.auditStateResponse }),
  auditDiff: route('GET', 'audit/applications/{id}/diff', { params: applicationPath, query: auditDiffQuery, response: S.auditDiffResponse }),
} satisfies Record<string, Route>;

export type RouteName = keyof typeof ROUTES;
/** What a route answers on success. */
export type ResponseOf<N extends RouteName> = z.output<(typeof ROUTES)[N]['response']>;
/** What a client sends as a route's body. */
export type BodyOf<N extends RouteName> = (typeof ROUTES)[N] extends { body: infer B extends z.ZodType } ? z.input<B> : never;
