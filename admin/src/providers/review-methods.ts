import { fetchFile, type HttpClient } from './http-client.js';

/** What `GET applications/details` answers (staff-side.md section 3), with the revision to send back with a decision. */
export interface ApplicationDetails {
  id: string;
  revision: number;
  application_info: Record<string, unknown> & { status: string };
  applicant_info: Record<string, unknown>;
  personal_details: Record<string, unknown> | null;
  address_details: Record<string, unknown> | null;
  academic_details: Record<string, unknown> | null;
  economic_status: Record<string, unknown> | null;
  financial_summary: Record<string, unknown> | null;
  household_members: Record<string, unknown>[];
  personal_references: Record<string, unknown>[];
  documents: { id: string; document_type: string; file_name: string; file_path: string; created_at: string }[];
  reviewer: { id: string; name: string; email: string } | null;
  review_notes: { correction_notes: string | null; corrections: unknown };
  possible_duplicates: unknown[];
}

export interface HistoryEntry {
  id: string;
  change_date: string;
  previous_status: string | null;
  new_status: string;
  reviewer_name: string | null;
  reviewer_email: string | null;
  correction_notes: string | null;
  corrections_requested: unknown;
}

export interface DiagnosticExam {
  summary: { level_achieved: string; percentage: number; correct_answers: number; total_questions: number; completed_at: string };
  questions: { question_id: number; level: string; question: string; options: Record<string, string>; selected_option: string; correct_option: string; is_correct: boolean }[];
}

export interface StatusChange {
  application_id: string;
  new_status: 'approved' | 'rejected' | 'correction_review';
  correction_notes: string;
  revision: number;
  /** `{flag}_correction_{section}: true` for each ticked field (correction_review only). */
  [flag: string]: unknown;
}

/** One event of `GET audit/applications/{id}/events` (issue 14). */
export interface AuditEvent {
  revision: number;
  type: string;
  at: string;
  actor: { id: string | null; role: string; name: string | null };
  data: Record<string, unknown>;
}

/** `GET audit/applications/{id}/state`: the application as it was at an instant. */
export interface ReplayedApplication {
  at: string;
  revision: number;
  status: string;
  reviewer: { id: string; full_name: string; email: string } | null;
  sections: Record<string, Record<string, unknown>>;
  personal_references: Record<string, unknown>[];
  household_members: Record<string, unknown>[];
  documents: { document_type: string; document_id: string; file_name: string | null; uploaded_at: string | null }[];
  motivation: string | null;
  corrections: { notes: string; flags: Record<string, Record<string, boolean>> } | null;
}

/** One field of `GET audit/applications/{id}/diff`. */
export interface AuditChange {
  section: string;
  field: string;
  before: unknown;
  after: unknown;
  event_type: string;
  at: string;
  actor: AuditEvent['actor'];
}

const q = (params: Record<string, string>) => `?${new URLSearchParams(params)}`;
const AUDIT_PAGE = 100;

/** The details screen's calls; every one through the data provider's HTTP client (and so its token and errors). */
export function reviewMethods(http: HttpClient) {
  return {
    async applicationDetails(id: string): Promise<ApplicationDetails> {
      return (await http(`/applications/details${q({ id })}`)).json.application;
    },
    async updateStatus(change: StatusChange): Promise<{ message: string; data: { new_status: string; revision: number } }> {
      return (await http('/applications/update-status', { method: 'POST', body: JSON.stringify(change) })).json;
    },
    async updateFields(applicationId: string, section: string, values: Record<string, unknown>): Promise<{ message: string }> {
      return (await http(`/applications/update-fields${q({ application_id: applicationId })}`, { method: 'PUT', body: JSON.stringify({ [section]: values }) })).json;
    },
    async applicationHistory(applicationId: string): Promise<HistoryEntry[]> {
      return (await http(`/applications/history${q({ application_id: applicationId })}`)).json.history;
    },
    /** Every event of the application (all pages). */
    async auditEvents(applicationId: string): Promise<AuditEvent[]> {
      const events: AuditEvent[] = [];
      for (let page = 1; ; page++) {
        const { data, pagination } = (await http(`/audit/applications/${applicationId}/events${q({ page: String(page), per_page: String(AUDIT_PAGE) })}`)).json;
        events.push(...data);
        if (page >= pagination.total_pages) return events;
      }
    },
    async auditState(applicationId: string, at: string): Promise<ReplayedApplication> {
      return (await http(`/audit/applications/${applicationId}/state${q({ at })}`)).json.application;
    },
    async auditDiff(applicationId: string, from: string, to: string): Promise<AuditChange[]> {
      return (await http(`/audit/applications/${applicationId}/diff${q({ from, to })}`)).json.changes;
    },
    async diagnosticExam(id: string): Promise<DiagnosticExam> {
      return (await http(`/applications/diagnostic-exam${q({ id })}`)).json;
    },
    downloadDocument(documentId: string) {
      return fetchFile(`/admin/documents/download${q({ document_id: documentId })}`);
    },
    async statistics(path: string, params: Record<string, string> = {}): Promise<any> {
      return (await http(`${path}${Object.keys(params).length ? q(params) : ''}`)).json;
    },
  };
}
