import { Inject, Injectable } from '@nestjs/common';
import type { AwardDocumentType, OfferStatus } from '@postula/domain';
import type { AwardSettings } from '@postula/platform';
import type pg from 'pg';
import { PG_POOL } from '../platform/platform.tokens.js';
import { fullNameSql } from '../review/common/full-name.sql.js';

export interface StoredAwardDocument {
  document_id: string;
  file_name: string;
  storage_key: string;
  content_type: string;
  size: number;
  uploaded_at: string;
  verified: boolean | null;
  note: string | null;
}

export interface AwardRow {
  application_id: string;
  status: OfferStatus | 'waiting';
  approved_at: Date | null;
  offered_at: Date | null;
  accept_by: Date | null;
  answered_at: Date | null;
  promoted: boolean;
  documents: Partial<Record<AwardDocumentType, StoredAwardDocument>>;
}

export type AwardListRow = AwardRow & { applicant_name: string; identification: string; email: string };

export interface WaitingListRow {
  application_id: string;
  applicant_name: string;
  identification: string;
  approved_at: Date;
  position: string;
  score_total: string;
  score_diagnostic: string;
  score_academic: string;
  score_income: string;
}

const AWARD_COLUMNS = 'a.application_id, a.status, a.approved_at, a.offered_at, a.accept_by, a.answered_at, a.promoted, a.documents';
const WAITING_ORDER: Record<AwardSettings['waitingListOrder'], string> = {
  approval: 'w.approved_at, w.application_id',
  score: 'w.score_total DESC, w.approved_at, w.application_id',
};
/** The waiting list in its order, with positions: the places stream's list as read.waiting_list holds it. */
const waiting = (order: AwardSettings['waitingListOrder']) =>
  `SELECT w.*, row_number() OVER (ORDER BY ${WAITING_ORDER[order]}) AS position FROM read.waiting_list w WHERE w.left_revision IS NULL`;

const SQL = {
  // The applicant's own: nothing while the decision waits for the results' publication (the waiting list's row exists from the decision).
  award: `SELECT ${AWARD_COLUMNS} FROM read.awards a WHERE a.application_id = $1
          AND NOT EXISTS (SELECT 1 FROM read.applications ap WHERE ap.id = a.application_id AND ap.result_held)`,
  waitingCount: 'SELECT count(*)::int AS total FROM read.waiting_list WHERE left_revision IS NULL',
  position: (order: AwardSettings['waitingListOrder']) => `SELECT position FROM (${waiting(order)}) w WHERE w.application_id = $1`,
  list: `SELECT ${AWARD_COLUMNS}, ${fullNameSql('p')} AS applicant_name, p.identification, p.email
         FROM read.awards a JOIN read.applicants p ON p.id = a.application_id
         WHERE a.status <> 'waiting' AND ($1::text IS NULL OR a.status = $1) ORDER BY a.offered_at DESC, a.application_id LIMIT $2 OFFSET $3`,
  count: `SELECT count(*)::int AS total FROM read.awards a WHERE a.status <> 'waiting' AND ($1::text IS NULL OR a.status = $1)`,
  // `held`: approvals holding a place whose offer waits for the results' publication.
  counts: `SELECT status, count(*)::int AS count FROM read.awards GROUP BY status
           UNION ALL SELECT 'held', count(*)::int FROM read.applications WHERE result_held AND status = 'approved'`,
  waitingPage: (order: AwardSettings['waitingListOrder']) =>
    `SELECT w.*, ${fullNameSql('p')} AS applicant_name, p.identification FROM (${waiting(order)}) w JOIN read.applicants p ON p.id = w.application_id
     ORDER BY w.position LIMIT $1 OFFSET $2`,
  awarded: `SELECT ${AWARD_COLUMNS}, ${fullNameSql('p')} AS applicant_name, p.identification, p.email
            FROM read.awards a JOIN read.applicants p ON p.id = a.application_id WHERE a.status IN ('offered', 'accepted') ORDER BY a.status, a.offered_at, a.application_id`,
  scholar: `SELECT ${fullNameSql('p')} AS full_name, p.identification, a.personal_details ->> 'date_of_birth' AS birth_date
            FROM read.applicants p JOIN read.applications a ON a.id = p.id WHERE p.id = $1`,
} as const;

export interface ScholarRow {
  full_name: string;
  identification: string;
  birth_date: string | null;
}

/** The award cycle's reads, all on read.awards and read.waiting_list (projections/src/awards). */
@Injectable()
export class AwardsQuery {
  constructor(@Inject(PG_POOL) private readonly pool: pg.Pool) {}

  async award(applicationId: string): Promise<AwardRow | undefined> {
    return (await this.pool.query<AwardRow>(SQL.award, [applicationId])).rows[0];
  }

  /** The applicant's place on the waiting list (null until the list has them) and the list's length. */
  async waitingPosition(applicationId: string, order: AwardSettings['waitingListOrder']): Promise<{ position: number | null; total: number }> {
    const [position, count] = await Promise.all([this.pool.query<{ position: string }>(SQL.position(order), [applicationId]), this.pool.query<{ total: number }>(SQL.waitingCount)]);
    return { position: position.rows[0] ? Number(position.rows[0].position) : null, total: count.rows[0].total };
  }

  async page(status: OfferStatus | undefined, page: number, perPage: number): Promise<{ rows: AwardListRow[]; total: number }> {
    const [rows, count] = await Promise.all([
      this.pool.query<AwardListRow>(SQL.list, [status ?? null, perPage, (page - 1) * perPage]),
      this.pool.query<{ total: number }>(SQL.count, [status ?? null]),
    ]);
    return { rows: rows.rows, total: count.rows[0].total };
  }

  /** Applications per award status (waiting: every approved_out). */
  async counts(): Promise<Record<string, number>> {
    const { rows } = await this.pool.query<{ status: string; count: number }>(SQL.counts);
    return Object.fromEntries(rows.map((r) => [r.status, r.count]));
  }

  async waitingPage(order: AwardSettings['waitingListOrder'], page: number, perPage: number): Promise<{ rows: WaitingListRow[]; total: number }> {
    const [rows, count] = await Promise.all([this.pool.query<WaitingListRow>(SQL.waitingPage(order), [perPage, (page - 1) * perPage]), this.pool.query<{ total: number }>(SQL.waitingCount)]);
    return { rows: rows.rows, total: count.rows[0].total };
  }

  async scholar(applicationId: string): Promise<ScholarRow | undefined> {
    return (await this.pool.query<ScholarRow>(SQL.scholar, [applicationId])).rows[0];
  }

  /** The awarded list (open and accepted offers) for the Excel. */
  async awarded(): Promise<AwardListRow[]> {
    return (await this.pool.query<AwardListRow>(SQL.awarded)).rows;
  }
}
