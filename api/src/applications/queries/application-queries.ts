import { UUID_PATTERN } from '@postula/validation';
import { Inject, Injectable } from '@nestjs/common';
import type pg from 'pg';
import { PG_POOL } from '../../platform/platform.tokens.js';

/** The SQL the applicant's GETs run, all against read models (`read` schema). */
const SQL = {
  // submission_date as text: a date column would come back as a local-midnight Date.
  // A decision held until the results' publication reads as the review it still is to the applicant.
  application: `SELECT id, CASE WHEN result_held THEN 'under_review' ELSE status END AS status, created_at, submitted_at, personal_details, address_details, academic_details, economic_status, ruc_certificate,
                       financial_summary, motivation, accepts_terms, terms_version, submission_city, submission_date::text AS submission_date, has_completed_exam,
                       exam_correct_answers, exam_total_questions, correction_notes, corrections, correction_deadline
                FROM read.applications WHERE id = $1`,
  references: 'SELECT id, full_name, relationship, mobile_phone, home_phone FROM read.application_references WHERE application_id = $1 ORDER BY added_at, id',
  members: `SELECT id, first_name, last_name, age, marital_status, relationship, education_level, occupation, company_institution, home_phone, mobile_phone, contributors
            FROM read.application_household_members WHERE application_id = $1 ORDER BY added_at, id`,
  currentDocuments: `SELECT id, document_type, file_name, uploaded_at FROM read.application_documents
                     WHERE application_id = $1 AND replaced_at IS NULL ORDER BY uploaded_at, document_type`,
  /** Any of the applicant's own documents (step 7's, replaced ones included, and the current post-award ones); another applicant's id finds nothing. */
  ownDocument: `SELECT id, document_type, file_name, storage_key, content_type, size FROM read.application_documents WHERE id = $1 AND application_id = $2
    UNION ALL
    SELECT (d ->> 'document_id')::uuid, e.type, d ->> 'file_name', d ->> 'storage_key', d ->> 'content_type', (d ->> 'size')::bigint
    FROM read.awards a CROSS JOIN LATERAL jsonb_each(a.documents) AS e(type, d) WHERE a.application_id = $2 AND d ->> 'document_id' = $3
    LIMIT 1`,
  // The applicant's own story: status changes only (who reviewed stays with the staff), oldest first.
  legalRepresentative: `SELECT required, first_name, last_name, identification, relationship, email, phone, named_at, confirmed_at, declined_at
                        FROM read.legal_representatives WHERE application_id = $1`,
  // What the representative's page shows: both people's names (the minor's from the account).
  representativeLink: `SELECT p.first_name AS applicant_first_name, p.last_name AS applicant_last_name, r.first_name, r.last_name, r.relationship, r.confirmed_at
                       FROM read.legal_representatives r JOIN read.applicants p ON p.id = r.application_id
                       WHERE r.application_id = $1 AND r.named_at IS NOT NULL`,
  // A decision held until the results' publication is not the applicant's to read yet.
  timeline: `SELECT h.new_status, h.event_type, h.change_date, h.correction_notes FROM read.application_history h
             WHERE h.application_id = $1
               AND NOT (h.event_type IN ('ApplicationDecided', 'AutoRejected') AND EXISTS (SELECT 1 FROM read.applications a WHERE a.id = h.application_id AND a.result_held))
             ORDER BY h.change_date, h.revision, h.id`,
} as const;

export interface ApplicationRow {
  id: string;
  status: string;
  created_at: Date;
  submitted_at: Date | null;
  personal_details: Record<string, unknown> | null;
  address_details: Record<string, unknown> | null;
  academic_details: Record<string, unknown> | null;
  economic_status: Record<string, unknown> | null;
  ruc_certificate: { file_name: string } | null;
  financial_summary: Record<string, unknown> | null;
  motivation: string | null;
  accepts_terms: boolean;
  terms_version: string | null;
  submission_city: string | null;
  submission_date: string | null;
  has_completed_exam: boolean;
  exam_correct_answers: number | null;
  exam_total_questions: number | null;
  correction_notes: string | null;
  corrections: Record<string, Record<string, boolean>> | null;
  correction_deadline: Date | null;
}

export interface DocumentRow {
  id: string;
  document_type: string;
  file_name: string;
  uploaded_at: Date;
}

export interface StoredDocumentRow {
  id: string;
  document_type: string;
  file_name: string;
  storage_key: string;
  content_type: string;
  size: string;
}

/** The representative an applicant under 15 named, and whether the last step-1 save asked for one. */
export interface LegalRepresentativeRow {
  required: boolean;
  first_name: string | null;
  last_name: string | null;
  identification: string | null;
  relationship: string | null;
  email: string | null;
  phone: string | null;
  named_at: Date | null;
  confirmed_at: Date | null;
  declined_at: Date | null;
}

export interface RepresentativeLinkRow {
  applicant_first_name: string;
  applicant_last_name: string;
  first_name: string;
  last_name: string;
  relationship: string;
  confirmed_at: Date | null;
}

@Injectable()
export class ApplicationQueries {
  constructor(@Inject(PG_POOL) private readonly pool: pg.Pool) {}

  async application(applicantId: string): Promise<ApplicationRow | undefined> {
    return (await this.pool.query<ApplicationRow>(SQL.application, [applicantId])).rows[0];
  }

  async timeline(applicantId: string): Promise<{ new_status: string; event_type: string; change_date: Date; correction_notes: string | null }[]> {
    return (await this.pool.query(SQL.timeline, [applicantId])).rows;
  }

  async references(applicantId: string) {
    return (await this.pool.query(SQL.references, [applicantId])).rows;
  }

  async members(applicantId: string) {
    return (await this.pool.query(SQL.members, [applicantId])).rows;
  }

  async currentDocuments(applicantId: string): Promise<DocumentRow[]> {
    return (await this.pool.query<DocumentRow>(SQL.currentDocuments, [applicantId])).rows;
  }

  async legalRepresentative(applicantId: string): Promise<LegalRepresentativeRow | undefined> {
    return (await this.pool.query<LegalRepresentativeRow>(SQL.legalRepresentative, [applicantId])).rows[0];
  }

  async representativeLink(applicantId: string): Promise<RepresentativeLinkRow | undefined> {
    return (await this.pool.query<RepresentativeLinkRow>(SQL.representativeLink, [applicantId])).rows[0];
  }

  async ownDocument(applicantId: string, documentId: string): Promise<StoredDocumentRow | undefined> {
    if (!UUID_PATTERN.test(documentId)) return undefined;
    return (await this.pool.query<StoredDocumentRow>(SQL.ownDocument, [documentId, applicantId, documentId])).rows[0];
  }
}
