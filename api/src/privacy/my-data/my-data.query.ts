import { Inject, Injectable } from '@nestjs/common';
import { APPLICANT_STATUS_LABELS } from '@postula/contract';
import { APPLICANT_AWARD_STATUS_LABELS } from '@postula/domain';
import type { MyData } from '@postula/contract';
import { EMAIL_STAGE_NAMES } from '@postula/domain';
import type { ApplicationStatus, EmailStage } from '@postula/domain';
import type { AppConfig, Clock } from '@postula/platform';
import { CLOCK } from '@postula/platform';
import type pg from 'pg';
import { representativeView } from '../../applications/legal-representative/legal-representative.query.js';
import { ApplicationQueries } from '../../applications/queries/application-queries.js';
import { AwardsQuery, type AwardRow } from '../../awards/awards.query.js';
import { documentFileName } from '../../common/content-disposition.js';
import { CONFIG, PG_POOL } from '../../platform/platform.tokens.js';
import { DataRequestsQuery } from '../data-requests/data-requests.query.js';

const SQL = {
  account: `SELECT id, first_name, middle_name, last_name, second_last_name, email, identification, identification_type, first_login,
                   registered_at, last_login_at, privacy_notice_version
            FROM read.applicants WHERE id = $1`,
  exam: 'SELECT answers, correct_answers, total_questions, percentage::float AS percentage, level_achieved, completed_at FROM read.exam_results WHERE application_id = $1',
  // Every document ever uploaded: a replaced one's file is no longer kept, the fact of its upload is.
  documents: `SELECT id, document_type, file_name, storage_key, content_type, size::int AS size, uploaded_at, replaced_at
              FROM read.application_documents WHERE application_id = $1 ORDER BY uploaded_at, document_type, id`,
  emails: `SELECT stage, status, email, queued_at, sent_at, opened_at FROM read.email_logs WHERE applicant_id = $1 ORDER BY queued_at, tracking_id`,
  // Staff reads only: the applicant's own downloads are theirs.
  staffAccess: `SELECT action, actor_name, actor_role, document_type, at FROM read.access_log
                WHERE application_id = $1 AND actor_role <> 'user' ORDER BY at, id`,
} as const;

/** A document as the archive holds it: its metadata and where its bytes are. */
export interface HeldDocument {
  storageKey: string;
  archivePath: string;
}

const iso = (d: Date | null) => d?.toISOString() ?? null;

/** The post-award documents read.awards holds, each with its place in the archive (named by the server, as the others). */
const awardDocumentsOf = (row: AwardRow | undefined) =>
  Object.entries(row?.documents ?? {}).flatMap(([type, d]) =>
    d ? [{ ...d, document_type: type, archive_path: `documentos-beca/${documentFileName(type, d.document_id.slice(0, 8), d.content_type)}` }] : [],
  );

/** The offer (or the place on the waiting list) and every post-award document delivered. */
const awardView = (row: AwardRow) => ({
  status: row.status,
  status_es: APPLICANT_AWARD_STATUS_LABELS[row.status],
  approved_at: iso(row.approved_at),
  offered_at: iso(row.offered_at),
  accept_by: iso(row.accept_by),
  answered_at: iso(row.answered_at),
  promoted: row.promoted,
  documents: awardDocumentsOf(row).map((d) => ({
    document_type: d.document_type,
    file_name: d.file_name,
    content_type: d.content_type,
    size: d.size,
    uploaded_at: new Date(d.uploaded_at).toISOString(),
    verified: d.verified,
    note: d.note,
    archive_path: d.archive_path,
  })),
});

/** GET applicant/my-data: every read model's rows about the applicant, in one document (LOPDP Arts. 13 and 17). */
@Injectable()
export class MyDataQuery {
  constructor(
    @Inject(PG_POOL) private readonly pool: pg.Pool,
    @Inject(CONFIG) private readonly config: AppConfig,
    @Inject(CLOCK) private readonly clock: Clock,
    private readonly applications: ApplicationQueries,
    private readonly requests: DataRequestsQuery,
    private readonly awards: AwardsQuery,
  ) {}

  async find(applicantId: string): Promise<{ data: MyData; documents: HeldDocument[] } | undefined> {
    const q = <R extends pg.QueryResultRow>(sql: string) => this.pool.query<R>(sql, [applicantId]).then((r) => r.rows);
    const [[account], application, members, references, [exam], documents, timeline, emails, staffAccess, requests, representative, award] = await Promise.all([
      q<{ registered_at: Date; privacy_notice_version: string | null; last_login_at: Date | null }>(SQL.account),
      this.applications.application(applicantId),
      this.applications.members(applicantId),
      this.applications.references(applicantId),
      q(SQL.exam),
      q<{ id: string; document_type: string; file_name: string; storage_key: string; content_type: string; size: number; uploaded_at: Date; replaced_at: Date | null }>(SQL.documents),
      this.applications.timeline(applicantId),
      q<{ stage: EmailStage; status: string; email: string; queued_at: Date; sent_at: Date | null; opened_at: Date | null }>(SQL.emails),
      q<{ action: string; actor_name: string | null; actor_role: string; document_type: string | null; at: Date }>(SQL.staffAccess),
      this.requests.own(applicantId),
      this.applications.legalRepresentative(applicantId),
      this.awards.award(applicantId),
    ]);
    if (!account) return undefined;
    // The server's name for the file (never the uploader's), unique by the document's id.
    const archivePath = (d: (typeof documents)[number]) => `documentos/${documentFileName(d.document_type, d.id.slice(0, 8), d.content_type)}`;
    const { version, date } = this.config.programme.privacyNotice;
    const sections = application
      ? {
          personal_details: application.personal_details,
          address_details: application.address_details,
          academic_details: application.academic_details,
          economic_status: application.economic_status,
          ruc_certificate: application.ruc_certificate,
          financial_summary: application.financial_summary,
          motivation: application.motivation,
        }
      : {};
    const data: MyData = {
      generated_at: this.clock.now(),
      privacy_notice: { version, date },
      account: { ...account, registered_at: iso(account.registered_at), last_login_at: iso(account.last_login_at) },
      application: application
        ? {
            id: application.id,
            status: application.status,
            status_es: APPLICANT_STATUS_LABELS[application.status as ApplicationStatus] ?? application.status,
            created_at: iso(application.created_at),
            submitted_at: iso(application.submitted_at),
            submission_city: application.submission_city,
            submission_date: application.submission_date,
            correction_notes: application.correction_notes,
            corrections: application.corrections,
            correction_deadline: iso(application.correction_deadline),
          }
        : null,
      sections,
      household_members: members,
      personal_references: references,
      exam: exam ? { ...exam, completed_at: iso(exam.completed_at as Date) } : null,
      documents: documents.map((d) => ({
        id: d.id,
        document_type: d.document_type,
        file_name: d.file_name,
        content_type: d.content_type,
        size: d.size,
        uploaded_at: d.uploaded_at.toISOString(),
        replaced_at: iso(d.replaced_at),
        // A replaced file is deleted when it is replaced: it is not in the archive.
        archive_path: d.replaced_at ? null : archivePath(d),
      })),
      status_history: timeline.map((t) => ({
        status: t.new_status,
        status_es: APPLICANT_STATUS_LABELS[t.new_status as ApplicationStatus] ?? t.new_status,
        changed_at: t.change_date.toISOString(),
        notes: t.correction_notes,
      })),
      emails: emails.map((e) => ({ stage: e.stage, stage_es: EMAIL_STAGE_NAMES[e.stage] ?? e.stage, status: e.status, to: e.email, queued_at: e.queued_at.toISOString(), sent_at: iso(e.sent_at), opened_at: iso(e.opened_at) })),
      staff_access: staffAccess.map((a) => ({ action: a.action, by: { name: a.actor_name, role: a.actor_role }, document_type: a.document_type, at: a.at.toISOString() })),
      legal_representative: representativeView(representative),
      award: award ? awardView(award) : null,
      consents: [
        { what: 'Aviso de privacidad leído al registrarse', version: account.privacy_notice_version, at: iso(account.registered_at) },
        ...(application?.accepts_terms ? [{ what: 'Términos y condiciones aceptados al enviar la postulación', version: application.terms_version, at: iso(application.submitted_at) }] : []),
      ],
      data_requests: requests,
    };
    const awardFiles = awardDocumentsOf(award).map((d) => ({ storageKey: d.storage_key, archivePath: d.archive_path }));
    const current = documents.filter((d) => !d.replaced_at).map((d) => ({ storageKey: d.storage_key, archivePath: archivePath(d) }));
    return { data, documents: [...current, ...awardFiles] };
  }
}
