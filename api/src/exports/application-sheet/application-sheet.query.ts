import { Inject, Injectable } from '@nestjs/common';
import { DomainError, REVIEW_MESSAGES } from '@postula/domain';
import type pg from 'pg';
import { ApplicationQueries } from '../../applications/queries/application-queries.js';
import type { ApplicationRow, DocumentRow } from '../../applications/queries/application-queries.js';
import { PG_POOL } from '../../platform/platform.tokens.js';

export interface ApplicantInfo {
  first_name: string;
  middle_name: string | null;
  last_name: string;
  second_last_name: string | null;
  email: string;
  identification: string;
  identification_type: string;
}

export interface ExamResultRow {
  answers: { question_id: number; selected_option: 'a' | 'b' | 'c' }[];
  correct_answers: number;
  total_questions: number;
  percentage: string;
  level_achieved: string;
  completed_at: Date;
}

export interface ApplicationSheet {
  application: ApplicationRow;
  applicant: ApplicantInfo;
  references: Record<string, unknown>[];
  members: Record<string, unknown>[];
  documents: DocumentRow[];
  exam: ExamResultRow | undefined;
}

const SQL = {
  applicant: 'SELECT first_name, middle_name, last_name, second_last_name, email, identification, identification_type FROM read.applicants WHERE id = $1',
  exam: 'SELECT answers, correct_answers, total_questions, percentage, level_achieved, completed_at FROM read.exam_results WHERE application_id = $1',
};

/** Everything the PDF sheet prints, from the read models (the applicant's own queries plus account and exam). */
@Injectable()
export class ApplicationSheetQuery {
  constructor(
    @Inject(PG_POOL) private readonly pool: pg.Pool,
    private readonly applications: ApplicationQueries,
  ) {}

  async sheet(id: string): Promise<ApplicationSheet> {
    const [application, applicant, references, members, documents, exam] = await Promise.all([
      this.applications.application(id),
      this.applicant(id),
      this.applications.references(id),
      this.applications.members(id),
      this.applications.currentDocuments(id),
      this.exam(id),
    ]);
    if (!application || !applicant) throw new DomainError('not_found', REVIEW_MESSAGES.applicationNotFound);
    return { application, applicant, references, members, documents, exam };
  }

  async applicant(id: string): Promise<ApplicantInfo | undefined> {
    return (await this.pool.query<ApplicantInfo>(SQL.applicant, [id])).rows[0];
  }

  async exam(id: string): Promise<ExamResultRow | undefined> {
    return (await this.pool.query<ExamResultRow>(SQL.exam, [id])).rows[0];
  }
}
