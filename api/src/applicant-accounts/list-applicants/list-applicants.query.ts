import { Inject, Injectable } from '@nestjs/common';
import type { ListApplicantsQuery, Page } from '@postula/contract';
import { pageOf } from '@postula/contract';
import type { AppConfig } from '@postula/platform';
import type pg from 'pg';
import { containsPattern } from '../../common/contains-pattern.js';
import { CONFIG, PG_POOL } from '../../platform/platform.tokens.js';

export interface ApplicantRow {
  id: string;
  first_name: string;
  middle_name: string | null;
  last_name: string;
  second_last_name: string | null;
  email: string;
  identification: string;
  identification_type: string;
  last_login_at: Date | null;
}

// Text filters: "contains", case-insensitive. last_login_at: a login on that calendar day in the programme's
// time zone ($9). never_logged_in: true = no login yet, false = at least one.
const WHERE = `
  ($1::text IS NULL OR first_name ILIKE $1) AND ($2::text IS NULL OR middle_name ILIKE $2)
  AND ($3::text IS NULL OR last_name ILIKE $3) AND ($4::text IS NULL OR second_last_name ILIKE $4)
  AND ($5::text IS NULL OR email ILIKE $5) AND ($6::text IS NULL OR identification ILIKE $6)
  AND ($7::date IS NULL OR (last_login_at >= ($7::date::timestamp AT TIME ZONE $9) AND last_login_at < (($7::date + 1)::timestamp AT TIME ZONE $9)))
  AND ($8::boolean IS NULL OR (last_login_at IS NULL) = $8)`;
const SQL = {
  count: `SELECT count(*)::int AS total FROM read.applicants WHERE ${WHERE}`,
  page: `SELECT id, first_name, middle_name, last_name, second_last_name, email, identification, identification_type, last_login_at
         FROM read.applicants WHERE ${WHERE} ORDER BY registered_at DESC, id DESC LIMIT $10 OFFSET $11`,
};

/** GET applicants, from read.applicants; newest registration first. */
@Injectable()
export class ApplicantsList {
  constructor(
    @Inject(PG_POOL) private readonly pool: pg.Pool,
    @Inject(CONFIG) private readonly config: AppConfig,
  ) {}

  async find(q: ListApplicantsQuery): Promise<Page<ApplicantRow>> {
    const texts = [q.first_name, q.middle_name, q.last_name, q.second_last_name, q.email, q.identification].map(containsPattern);
    const filters = [...texts, q.last_login_at ?? null, q.never_logged_in ?? null, this.config.programme.timezone];
    const [{ rows: count }, { rows }] = await Promise.all([
      this.pool.query<{ total: number }>(SQL.count, filters),
      this.pool.query<ApplicantRow>(SQL.page, [...filters, q.per_page, (q.page - 1) * q.per_page]),
    ]);
    return pageOf(rows, count[0].total, q.page, q.per_page);
  }
}
