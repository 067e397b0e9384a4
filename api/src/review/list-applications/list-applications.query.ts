import { Inject, Injectable } from '@nestjs/common';
import type { ListApplicationsQuery, Page } from '@postula/contract';
import { pageOf } from '@postula/contract';
import type { AppConfig } from '@postula/platform';
import type pg from 'pg';
import { containsPattern, containsWords, wordPatterns } from '../../common/contains-pattern.js';
import { CONFIG, PG_POOL } from '../../platform/platform.tokens.js';
import { possibleDuplicatesSql } from '../common/possible-duplicates.js';

// Applications the applicant has started (status none = only the exam so far: not an application yet).
// Name and e-mail: each typed word "contained", in any order, whatever its case and accents (the search keys of
// migration 0105); identification "contains", case-insensitive; created_at days are read in the programme's time zone
// ($13); ranges are inclusive. Every filter is served by an index (migrations 0020, 0040, 0050, 0095, 0105).
const APPLICANT_WHERE = `${containsWords('p.full_name_search', '$1')} AND ${containsWords('p.email_search', '$2')} AND ($3::text IS NULL OR p.identification ILIKE $3)`;
const APPLICATION_WHERE = `
  a.status <> 'none'
  AND ($4::text IS NULL OR a.status = $4)
  AND ($5::date IS NULL OR a.created_at >= ($5::date::timestamp AT TIME ZONE $13)) AND ($6::date IS NULL OR a.created_at < (($6::date + 1)::timestamp AT TIME ZONE $13))
  AND ($7::numeric IS NULL OR a.academic_average >= $7) AND ($8::numeric IS NULL OR a.academic_average <= $8)
  AND ($9::text IS NULL OR a.institution_type = $9)
  AND ($10::date IS NULL OR a.birth_date >= $10) AND ($11::date IS NULL OR a.birth_date <= $11)
  AND ($12::int IS NULL OR a.exam_correct_answers <= $12)`;
// With the version of the two tables as of the same snapshot, so a kept total is exactly the one counted.
const COUNT = `SELECT count(*)::int AS total, (SELECT sum(version) FROM read.table_versions)::text AS version FROM read.applications a WHERE ${APPLICATION_WHERE}`;
const SQL = {
  // The applicant's row is looked up only when an applicant filter is given: at 50,000 applications the join alone
  // cost more than the count. Two statements rather than `(no applicant filter OR EXISTS …)`: PostgreSQL turns an
  // EXISTS into a semi-join only when it stands alone in the WHERE, before it folds the bound parameters, so inside
  // the OR it was checked once per matching application, and the count's estimate crossed the JIT threshold.
  // The applicant's parameters are null here; naming them gives them their types.
  count: `${COUNT} AND $1::text[] IS NULL AND $2::text[] IS NULL AND $3::text IS NULL`,
  countWithApplicant: `${COUNT} AND EXISTS (SELECT FROM read.applicants p WHERE p.id = a.id AND ${APPLICANT_WHERE})`,
  version: 'SELECT sum(version)::text AS version FROM read.table_versions',
  // Without filters (the list's first page, the most frequent read) or with the status alone: the statistics
  // projector's counters per status (migration 0060) give the same total from a few rows instead of counting rows.
  countByStatus: `SELECT coalesce(sum(count), 0)::int AS total FROM read.statistics_counters
                  WHERE metric = 'status' AND key <> 'none' AND ($1::text IS NULL OR key = $1)`,
  // The page's possible duplicates in the same round trip, looked up for the page's rows only (after LIMIT and OFFSET).
  page: `SELECT page.*, ${possibleDuplicatesSql} AS possible_duplicates
         FROM (SELECT a.id, p.identification, p.first_name, p.middle_name, p.last_name, p.second_last_name, p.email, a.status, a.created_at, a.submitted_at,
                      a.reviewer_name, a.birth_date::text AS birth_date, a.residence_city, a.academic_average::float8 AS academic_average, a.institution_type,
                      a.exam_correct_answers, a.exam_total_questions
               FROM read.applications a JOIN read.applicants p ON p.id = a.id
               WHERE ${APPLICATION_WHERE} AND ${APPLICANT_WHERE} ORDER BY a.created_at DESC, a.id DESC LIMIT $14 OFFSET $15) page
         JOIN read.applications x ON x.id = page.id JOIN read.applicants xp ON xp.id = page.id
         ORDER BY page.created_at DESC, page.id DESC`,
};

interface ListRow {
  id: string;
  identification: string;
  first_name: string;
  middle_name: string | null;
  last_name: string;
  second_last_name: string | null;
  email: string;
  status: string;
  created_at: Date;
  submitted_at: Date | null;
  reviewer_name: string | null;
  birth_date: string | null;
  residence_city: string | null;
  academic_average: number | null;
  institution_type: string | null;
  exam_correct_answers: number | null;
  exam_total_questions: number | null;
  possible_duplicates: string[];
}

/** The applicant's filters come first among the filters (name, e-mail, identification), then the status. */
const APPLICANT_FILTERS = 3;
const STATUS = 3;
/** Filtered totals kept (the most recently counted filters; each entry is a few dozen bytes). */
const KEPT_TOTALS = 1000;

/** GET applications/all: newest application first, 20 per page. */
@Injectable()
export class ApplicationsList {
  constructor(
    @Inject(CONFIG) private readonly config: AppConfig,
    @Inject(PG_POOL) private readonly pool: pg.Pool,
  ) {}

  /** Filtered totals by filters, with the table versions they were counted at. */
  private readonly totals = new Map<string, { total: number; version: string }>();

  async find(q: ListApplicationsQuery): Promise<Page<ReturnType<typeof toListItem>>> {
    const filters = [
      wordPatterns(q.applicant_name),
      wordPatterns(q.applicant_email),
      containsPattern(q.applicant_identification),
      q.status ?? null,
      q.created_at_from ?? null,
      q.created_at_to ?? null,
      q.academic_average_min ?? null,
      q.academic_average_max ?? null,
      q.institution_type ?? null,
      q.birth_date_from ?? null,
      q.birth_date_to ?? null,
      q.diagnostic_correct_answers_max ?? null,
      this.config.programme.timezone,
    ];
    const statusAlone = filters.slice(0, -1).every((f, i) => f === null || i === STATUS);
    const [total, { rows }] = await Promise.all([
      statusAlone ? this.pool.query<{ total: number }>(SQL.countByStatus, [filters[STATUS]]).then((r) => r.rows[0].total) : this.filteredTotal(filters),
      this.pool.query<ListRow>(SQL.page, [...filters, q.per_page, (q.page - 1) * q.per_page]),
    ]);
    return pageOf(rows.map(toListItem), total, q.page, q.per_page);
  }

  /**
   * The count of a filtered list, kept while the versions of read.applications and read.applicants it was counted
   * with are unchanged (migration 0097): every page of the same filters after the first costs one read of two rows
   * instead of a count, and any change to what the list filters on counts again.
   */
  private async filteredTotal(filters: unknown[]): Promise<number> {
    const key = JSON.stringify(filters);
    const kept = this.totals.get(key);
    if (kept && (await this.pool.query<{ version: string }>(SQL.version)).rows[0].version === kept.version) return kept.total;
    const byApplicant = filters.slice(0, APPLICANT_FILTERS).some((f) => f !== null);
    const counted = (await this.pool.query<{ total: number; version: string }>(byApplicant ? SQL.countWithApplicant : SQL.count, filters)).rows[0];
    this.totals.delete(key);
    this.totals.set(key, counted);
    // A Map keeps insertion order: the first key is the least recently counted.
    if (this.totals.size > KEPT_TOTALS) this.totals.delete(this.totals.keys().next().value as string);
    return counted.total;
  }
}

function toListItem(r: ListRow) {
  return {
    id: r.id,
    identification: r.identification,
    first_name: r.first_name,
    middle_name: r.middle_name,
    last_name: r.last_name,
    second_last_name: r.second_last_name,
    email: r.email,
    status: r.status,
    created_at: r.created_at,
    submitted_at: r.submitted_at,
    reviewer: r.reviewer_name ? { name: r.reviewer_name } : null,
    additional_info: {
      birth_date: r.birth_date,
      residence_city: r.residence_city,
      academic_average: r.academic_average,
      institution_type: r.institution_type,
      diagnostic_exam: { correct_answers: r.exam_correct_answers, total_questions: r.exam_total_questions },
      possible_duplicates: r.possible_duplicates,
    },
  };
}
