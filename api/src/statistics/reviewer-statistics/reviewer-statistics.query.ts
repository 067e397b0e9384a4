import { Inject, Injectable } from '@nestjs/common';
import type { AppConfig } from '@postula/platform';
import type pg from 'pg';
import { CONFIG, PG_POOL } from '../../platform/platform.tokens.js';

export interface DateRange {
  start_date: string;
  end_date: string;
}

interface DayRow {
  day: string;
  reviewer_name: string;
  approved: number;
  rejected: number;
  corrections: number;
}

// Reviews (decisions and correction requests) per staff member, from read.statistics_reviews_by_day. The current
// name and e-mail come from read.staff_users when the account exists; accounts whose e-mail (current or at the time
// of the review) is in STATS_EXCLUDED_REVIEWERS ($1) are left out.
const REVIEWER = `coalesce(s.full_name, r.reviewer_name)`;
const NOT_EXCLUDED = `NOT (lower(coalesce(s.email, r.reviewer_email)) = ANY($1::text[]) OR r.reviewer_email = ANY($1::text[]))`;
const SQL = {
  byDay: `SELECT to_char(r.day, 'YYYY-MM-DD') AS day, ${REVIEWER} AS reviewer_name, r.approved, r.rejected, r.corrections
          FROM read.statistics_reviews_by_day r LEFT JOIN read.staff_users s ON s.id = r.reviewer_id
          WHERE ${NOT_EXCLUDED} AND r.day BETWEEN $2::date AND $3::date
          ORDER BY r.day, reviewer_name, r.reviewer_id`,
  totals: `SELECT coalesce(s.full_name, (array_agg(r.reviewer_name ORDER BY r.day DESC))[1]) AS reviewer_name,
                  sum(r.approved)::int AS approved, sum(r.rejected)::int AS rejected, sum(r.approved + r.rejected + r.corrections)::int AS total_reviewed
           FROM read.statistics_reviews_by_day r LEFT JOIN read.staff_users s ON s.id = r.reviewer_id
           WHERE ${NOT_EXCLUDED}
           GROUP BY r.reviewer_id, s.full_name
           ORDER BY total_reviewed DESC, reviewer_name`,
};

/**
 * The reviewer charts. A review is a decision (approved, approved_out, rejected) or a correction request; automatic
 * rejections are nobody's review. `total_reviewed` counts all three kinds, so approved + rejected may be less.
 */
@Injectable()
export class ReviewerStatistics {
  private readonly excluded: string[];

  constructor(
    @Inject(PG_POOL) private readonly pool: pg.Pool,
    @Inject(CONFIG) config: AppConfig,
  ) {
    this.excluded = config.statsExcludedReviewers;
  }

  /** GET reviewers/daily-stats: reviews per reviewer per day (`comments`: every review carries the reviewer's notes). */
  async daily(range: DateRange) {
    return this.perDay(range, (r) => ({ reviewer_name: r.reviewer_name, comments: r.approved + r.rejected + r.corrections }));
  }

  /** GET reviewers/daily-approval-stats. */
  async dailyApprovals(range: DateRange) {
    return this.perDay(range, (r) => ({ reviewer_name: r.reviewer_name, approved: r.approved, rejected: r.rejected, total_reviewed: r.approved + r.rejected + r.corrections }));
  }

  /** GET reviewers/approval-stats: all-time totals, most reviews first. */
  async approvals() {
    const { rows } = await this.pool.query<{ reviewer_name: string; approved: number; rejected: number; total_reviewed: number }>(SQL.totals, [this.excluded]);
    return { reviewers: rows.map(({ reviewer_name, ...stats }) => ({ reviewer_name, stats })) };
  }

  /** Days with at least one review, in order. */
  private async perDay<T>(range: DateRange, entry: (row: DayRow) => T) {
    const { rows } = await this.pool.query<DayRow>(SQL.byDay, [this.excluded, range.start_date, range.end_date]);
    const days = new Map<string, T[]>();
    for (const row of rows) days.set(row.day, [...(days.get(row.day) ?? []), entry(row)]);
    return { date_range: range, daily_stats: [...days].map(([date, reviewers]) => ({ date, reviewers })) };
  }
}
