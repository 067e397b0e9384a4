/**
 * Who may call each route (ASVS 5.0 V8.2.1): the security suite's own copy of the spec's access rules, checked
 * against the running API. Every route of the OpenAPI document must be listed here, so a new route fails the suite
 * until someone decides who may call it.
 */
export type Caller = 'anonymous' | 'user' | 'reviewer' | 'auditor' | 'superadmin';

export const CALLERS: Caller[] = ['anonymous', 'user', 'reviewer', 'auditor', 'superadmin'];
const PUBLIC: Caller[] = CALLERS;
const APPLICANT: Caller[] = ['user'];
/** Staff reads: the auditor (read-only staff) reads whatever a reviewer reads. */
const STAFF_READ: Caller[] = ['reviewer', 'auditor', 'superadmin'];
/** Staff writes: never the auditor. */
const STAFF_WRITE: Caller[] = ['reviewer', 'superadmin'];
const SUPERADMIN: Caller[] = ['superadmin'];
/** The audit trail: superadmins and auditors. */
const AUDIT: Caller[] = ['auditor', 'superadmin'];
/** Ending one's own session and one's own second factor: every signed-in account, the auditor included. */
const SIGNED_IN: Caller[] = ['user', 'reviewer', 'auditor', 'superadmin'];
const OWN_STAFF_ACCOUNT: Caller[] = ['reviewer', 'auditor', 'superadmin'];

export const ACCESS: Record<string, Caller[]> = {
  'GET /health': PUBLIC,
  'GET /public/programme': PUBLIC,
  'GET /public/privacy-notice': PUBLIC,
  'GET /public/transparency': PUBLIC,
  // The signed link of a reminder e-mail, and the one-time link a minor's representative receives: the token is the credential.
  'POST /reminders/opt-out': PUBLIC,
  'POST /reminders/one-click': PUBLIC,
  'POST /reminders/opt-in': PUBLIC,
  'POST /reminders/status': PUBLIC,
  'POST /public/legal-representative/link': PUBLIC,
  'POST /public/legal-representative/confirm': PUBLIC,
  'POST /public/legal-representative/decline': PUBLIC,
  // When results are out is public (the landing and the dashboard say it); releasing them early is the superadmin's.
  'GET /results/status': PUBLIC,
  'POST /results/publish': SUPERADMIN,
  'GET /email/open/{file}': PUBLIC,
  'POST /auth/applicant/register': PUBLIC,
  'POST /auth/applicant/login': PUBLIC,
  'POST /auth/user/login': PUBLIC,
  'POST /auth/applicant/forgot-password': PUBLIC,
  'POST /auth/applicant/reset-password': PUBLIC,
  'POST /auth/logout': SIGNED_IN,

  'POST /applicant/update-password': APPLICANT,
  'GET /application/status': APPLICANT,
  'GET /application/timeline': APPLICANT,
  'GET /application': APPLICANT,
  'POST /application/submit': APPLICANT,
  'GET /application/corrections': APPLICANT,
  'POST /application/corrections': APPLICANT,
  'GET /application/personal-details': APPLICANT,
  'POST /application/personal-details': APPLICANT,
  'PUT /application/personal-details': APPLICANT,
  'GET /application/address-details': APPLICANT,
  'POST /application/address-details': APPLICANT,
  'PUT /application/address-details': APPLICANT,
  'GET /application/academic-details': APPLICANT,
  'POST /application/academic-details': APPLICANT,
  'PUT /application/academic-details': APPLICANT,
  'GET /application/financial-summary': APPLICANT,
  'POST /application/financial-summary': APPLICANT,
  'GET /application/personal-references': APPLICANT,
  'POST /application/personal-references': APPLICANT,
  'DELETE /application/personal-references': APPLICANT,
  'GET /application/household-members': APPLICANT,
  'POST /application/household-members': APPLICANT,
  'PUT /application/household-members': APPLICANT,
  'DELETE /application/household-members': APPLICANT,
  'GET /application/economic-status': APPLICANT,
  'POST /application/economic-status': APPLICANT,
  'GET /application/documents': APPLICANT,
  'POST /application/documents': APPLICANT,
  'GET /application/documents/download': APPLICANT,
  'GET /diagnostic/exam': APPLICANT,
  'POST /diagnostic/submit': APPLICANT,
  'GET /diagnostic/status': APPLICANT,
  'GET /applicant/my-data': APPLICANT,
  'GET /applicant/my-data/archive': APPLICANT,
  'POST /applicant/data-requests': APPLICANT,
  'GET /application/legal-representative': APPLICANT,
  'POST /application/legal-representative': APPLICANT,
  'GET /application/award': APPLICANT,
  'POST /application/award/accept': APPLICANT,
  'POST /application/award/decline': APPLICANT,
  'POST /application/award/documents': APPLICANT,
  'GET /application/award/letter': APPLICANT,

  'POST /auth/user/totp/setup': OWN_STAFF_ACCOUNT,
  'POST /auth/user/totp/enable': OWN_STAFF_ACCOUNT,
  'POST /auth/user/totp/disable': OWN_STAFF_ACCOUNT,
  'GET /auth/user/totp/requirement': OWN_STAFF_ACCOUNT,
  'PUT /auth/user/totp/requirement': SUPERADMIN,
  'GET /applicants': STAFF_READ,
  'PUT /applicants/update': STAFF_WRITE,
  'PUT /applicants/update-password': STAFF_WRITE,
  'PUT /applicants/reassign-identification': SUPERADMIN,
  'GET /email-logs': STAFF_READ,
  'GET /applications/statistics': STAFF_READ,
  'GET /reviewers/daily-stats': STAFF_READ,
  'GET /reviewers/daily-approval-stats': STAFF_READ,
  'GET /reviewers/approval-stats': STAFF_READ,
  'GET /applications/pdf': STAFF_READ,
  'GET /applications/diagnostic-exam/pdf': STAFF_READ,
  'GET /applications/excel': STAFF_READ,
  'GET /admin/documents/download': STAFF_READ,
  'GET /applications/all': STAFF_READ,
  'GET /applications/details': STAFF_READ,
  'POST /applications/update-status': STAFF_WRITE,
  'PUT /applications/update-fields': STAFF_WRITE,
  'GET /applications/history': STAFF_READ,
  'GET /applications/diagnostic-exam': STAFF_READ,
  'GET /applications/entry-conditions': STAFF_READ,

  'POST /applicants/import': SUPERADMIN,
  'POST /email-logs/resend': SUPERADMIN,
  'GET /users': SUPERADMIN,
  'POST /users/create': SUPERADMIN,
  'PUT /users/update': SUPERADMIN,
  'DELETE /users/delete': SUPERADMIN,
  'POST /users/reset-totp': SUPERADMIN,
  'GET /reviewers': SUPERADMIN,
  'GET /applications/access-log': AUDIT,
  'GET /audit/applications/{id}/events': AUDIT,
  'GET /audit/applications/{id}/state': AUDIT,
  'GET /audit/applications/{id}/diff': AUDIT,
  'POST /applications/auto-reject': SUPERADMIN,
  'GET /reviewers/applications': SUPERADMIN,
  'GET /data-requests': SUPERADMIN,
  'POST /data-requests/resolve': SUPERADMIN,
  // 'Becas': every staff role reads; verifying documents and recording a renunciation are the superadmin's.
  'GET /awards': STAFF_READ,
  'GET /awards/summary': STAFF_READ,
  'GET /awards/waiting-list': STAFF_READ,
  'GET /awards/excel': STAFF_READ,
  'POST /awards/verify-document': SUPERADMIN,
  'POST /awards/withdraw': SUPERADMIN,
  'GET /retention': SUPERADMIN,
  'POST /retention/hold': SUPERADMIN,
  'POST /retention/release': SUPERADMIN,
};

export const API_PREFIX = '/backend/api';

/** `METHOD /path` for every operation of the OpenAPI document, without the API prefix. */
export function operationsOf(document: { paths: Record<string, Record<string, unknown>> }): string[] {
  return Object.entries(document.paths).flatMap(([path, operations]) =>
    Object.keys(operations).map((method) => `${method.toUpperCase()} ${path.slice(API_PREFIX.length)}`),
  );
}
