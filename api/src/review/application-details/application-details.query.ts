import { Inject, Injectable } from '@nestjs/common';
import type pg from 'pg';
import { representativeView } from '../../applications/legal-representative/legal-representative.query.js';
import { ApplicationQueries } from '../../applications/queries/application-queries.js';
import { PG_POOL } from '../../platform/platform.tokens.js';
import { PossibleDuplicates } from '../common/possible-duplicates.js';

// submission_date as text: a date column would come back as a local-midnight Date.
const SQL = `
  SELECT a.id, a.status, a.created_at, a.submitted_at, a.accepts_terms, a.submission_city, a.submission_date::text AS submission_date, a.motivation,
         a.personal_details, a.address_details, a.academic_details, a.economic_status, a.financial_summary,
         a.correction_notes, a.corrections, a.reviewer_id, a.reviewer_name, a.reviewer_email, a.revision::int AS revision,
         p.first_name, p.middle_name, p.last_name, p.second_last_name, p.email, p.identification, p.identification_type
  FROM read.applications a JOIN read.applicants p ON p.id = a.id
  WHERE a.id = $1`;

interface DetailsRow {
  id: string;
  status: string;
  created_at: Date;
  submitted_at: Date | null;
  accepts_terms: boolean;
  submission_city: string | null;
  submission_date: string | null;
  motivation: string | null;
  personal_details: object | null;
  address_details: object | null;
  academic_details: object | null;
  economic_status: object | null;
  financial_summary: object | null;
  correction_notes: string | null;
  corrections: object | null;
  reviewer_id: string | null;
  reviewer_name: string | null;
  reviewer_email: string | null;
  revision: number;
  first_name: string;
  middle_name: string | null;
  last_name: string;
  second_last_name: string | null;
  email: string;
  identification: string;
  identification_type: string;
}

/** Where the staff UI fetches a document: the admin download endpoint (api/src/exports). */
export const documentDownloadPath = (documentId: string) => `/backend/api/admin/documents/download?document_id=${documentId}`;

/** GET applications/details: the application of staff-side.md section 3, from the read models. */
@Injectable()
export class ApplicationDetailsQuery {
  constructor(
    @Inject(PG_POOL) private readonly pool: pg.Pool,
    private readonly queries: ApplicationQueries,
    private readonly duplicates: PossibleDuplicates,
  ) {}

  async find(id: string) {
    const row = (await this.pool.query<DetailsRow>(SQL, [id])).rows[0];
    if (!row) return undefined;
    const [references, members, documents, duplicates, representative] = await Promise.all([
      this.queries.references(id),
      this.queries.members(id),
      this.queries.currentDocuments(id),
      this.duplicates.of([id]),
      this.queries.legalRepresentative(id),
    ]);
    return {
      id: row.id,
      /** The stream revision these details reflect: send it back with a decision (409 if the application changed). */
      revision: row.revision,
      application_info: {
        id: row.id,
        status: row.status,
        created_at: row.created_at,
        submitted_at: row.submitted_at,
        accepts_terms: row.accepts_terms,
        submission_city: row.submission_city,
        submission_date: row.submission_date,
        motivation: row.motivation,
      },
      applicant_info: {
        first_name: row.first_name,
        middle_name: row.middle_name,
        last_name: row.last_name,
        second_last_name: row.second_last_name,
        email: row.email,
        identification: row.identification,
        identification_type: row.identification_type,
      },
      personal_details: row.personal_details,
      address_details: row.address_details,
      academic_details: row.academic_details,
      economic_status: row.economic_status,
      financial_summary: row.financial_summary,
      household_members: members,
      personal_references: references,
      documents: documents.map((d) => ({ id: d.id, document_type: d.document_type, file_name: d.file_name, file_path: documentDownloadPath(d.id), created_at: d.uploaded_at })),
      reviewer: row.reviewer_id ? { id: row.reviewer_id, name: row.reviewer_name, email: row.reviewer_email } : null,
      /** The pending correction request (status correction_review), else nulls. */
      review_notes: { correction_notes: row.correction_notes, corrections: row.corrections },
      possible_duplicates: duplicates.get(id) ?? [],
      legal_representative: representativeView(representative),
    };
  }
}
