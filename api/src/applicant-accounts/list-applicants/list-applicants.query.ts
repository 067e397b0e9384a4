import { Inject, Injectable } from '@nestjs/common';
import type { ListApplicantsQuery, Page } from '@postula/contract';
import { pageOf } from '@postula/contract';
import type { AppConfig } from '@postula/platform';
import type pg from 'pg';
import { containsPattern, containsWords, wordPatterns } from '../../common/contains-pattern.js';
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

// Names and e-mail: each typed word "contained", whatever its case and accents (the search keys of migration 0105);
// identification: "contains", case-insensitive. last_login_at: a login on that calendar day in the programme's
// time zone ($9). never_logged_in: true = no login yet, false = at least one.
const WHERE = `
  ${containsWords('first_name_search', '$1')} AND ${containsWords('middle_name_search', '$2')}
  AND ${containsWords('last_name_search', '$3')} AND ${containsWords('second_last_name_search', '$4')}
  AND ${containsWords('email_search', '$5')} AND ($6::text IS NULL OR identification ILIKE $6)
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
    const words = [q.first_name, q.middle_name, q.last_name, q.second_last_name, q.email].map(wordPatterns);
    const filters = [...words, containsPattern(q.identification), q.last_login_at ?? null, q.never_logged_in ?? null, this.config.programme.timezone];
    const [{ rows: count }, { rows }] = await Promise.all([
      this.pool.query<{ total: number }>(SQL.count, filters),
      this.pool.query<ApplicantRow>(SQL.page, [...filters, q.per_page, (q.page - 1) * q.per_page]),
    ]);
    return pageOf(rows, count[0].total, q.page, q.per_page);
  }
}
