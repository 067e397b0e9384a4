import type { BodyOf, ResponseOf } from '@postula/contract';
import { fetchFile, type HttpClient } from './http-client.js';

/** The details screen's answers are the API's contract; a decision sends back the revision the reviewer saw. */
export type { ApplicationDetails, AuditChange, AuditEvent, DiagnosticExam, HistoryEntry, ReplayedApplication } from '@postula/contract';
export type StatusChange = BodyOf<'updateStatus'>;

const q = (params: Record<string, string>) => `?${new URLSearchParams(params)}`;
/** The dashboard's statistics routes. */
const STATISTICS = {
  applicationStatistics: '/applications/statistics',
  dailyReviews: '/reviewers/daily-stats',
  dailyApprovals: '/reviewers/daily-approval-stats',
  approvalTotals: '/reviewers/approval-stats',
} as const;
type StatisticsRoute = keyof typeof STATISTICS;
const AUDIT_PAGE = 100;

/** The details screen's calls; every one through the data provider's HTTP client (and so its token and errors). */
export function reviewMethods(http: HttpClient) {
  return {
    async applicationDetails(id: string): Promise<ResponseOf<'applicationDetails'>['application']> {
      return (await http(`/applications/details${q({ id })}`)).json.application;
    },
    async updateStatus(change: StatusChange): Promise<ResponseOf<'updateStatus'>> {
      return (await http('/applications/update-status', { method: 'POST', body: JSON.stringify(change) })).json;
    },
    async updateFields(applicationId: string, section: string, values: Record<string, unknown>): Promise<ResponseOf<'updateFields'>> {
      return (await http(`/applications/update-fields${q({ application_id: applicationId })}`, { method: 'PUT', body: JSON.stringify({ [section]: values }) })).json;
    },
    async applicationHistory(applicationId: string): Promise<ResponseOf<'applicationHistory'>['history']> {
      return (await http(`/applications/history${q({ application_id: applicationId })}`)).json.history;
    },
    /** Every event of the application (all pages). */
    async auditEvents(applicationId: string): Promise<ResponseOf<'auditEvents'>['data']> {
      const events: ResponseOf<'auditEvents'>['data'] = [];
      for (let page = 1; ; page++) {
        const { data, pagination }: ResponseOf<'auditEvents'> = (await http(`/audit/applications/${applicationId}/events${q({ page: String(page), per_page: String(AUDIT_PAGE) })}`)).json;
        events.push(...data);
        if (page >= pagination.total_pages) return events;
      }
    },
    async auditState(applicationId: string, at: string): Promise<ResponseOf<'auditState'>['application']> {
      return (await http(`/audit/applications/${applicationId}/state${q({ at })}`)).json.application;
    },
    async auditDiff(applicationId: string, from: string, to: string): Promise<ResponseOf<'auditDiff'>['changes']> {
      return (await http(`/audit/applications/${applicationId}/diff${q({ from, to })}`)).json.changes;
    },
    async diagnosticExam(id: string): Promise<ResponseOf<'diagnosticExam'>> {
      return (await http(`/applications/diagnostic-exam${q({ id })}`)).json;
    },
    downloadDocument(documentId: string) {
      return fetchFile(`/admin/documents/download${q({ document_id: documentId })}`);
    },
    /** The programme (eligible city, time zone, deadline, calendar): what the entry conditions and the dashboard read. */
    async programme(): Promise<ResponseOf<'publicProgramme'>> {
      return (await http('/public/programme')).json;
    },
    async statistics<R extends StatisticsRoute>(route: R, params: Record<string, string> = {}): Promise<ResponseOf<R>> {
      return (await http(`${STATISTICS[route]}${Object.keys(params).length ? q(params) : ''}`)).json;
    },
  };
}
