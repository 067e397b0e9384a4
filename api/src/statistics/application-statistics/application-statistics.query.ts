import { Inject, Injectable } from '@nestjs/common';
import { choiceLabel, COMPLETION_SECTIONS, GENDERS } from '@postula/catalogs';
import { STAFF_STATUSES, STAFF_STATUS_LABELS } from '@postula/contract';
import { CLOCK, type AppConfig } from '@postula/platform';
import type { Clock } from '@postula/platform';
import { dayIn } from '@postula/validation';
import type pg from 'pg';
import { CONFIG, PG_POOL } from '../../platform/platform.tokens.js';
import { dayName, daysBetween, formattedDate, percent, round } from '../spanish-calendar.js';

/** Age groups of the chart around the programme's 13–35 limits; `max` included. */
const AGE_GROUPS = [
  { age_group: '12 años o menos', max: 12 },
  { age_group: '13 a 17 años', max: 17 },
  { age_group: '18 a 24 años', max: 24 },
  { age_group: '25 a 29 años', max: 29 },
  { age_group: '30 a 35 años', max: 35 },
  { age_group: '36 años o más', max: Infinity },
];

/**
 * Section 4: 'completed' is every status after submission (under_review and approved_out included: an opened or
 * over-quota application is still completed); 'reviewed' is a decision or a correction request; pending is the rest.
 * An approval whose offer was declined or expired (award_declined, award_expired) stays a completed, reviewed one.
 */
const COMPLETED = ['submitted', 'under_review', 'correction_review', 'correction_applicant', 'approved', 'approved_out', 'rejected', 'award_expired', 'award_declined'];
const REVIEWED = ['correction_review', 'correction_applicant', 'approved', 'approved_out', 'rejected', 'award_expired', 'award_declined'];

const SQL = {
  counters: "SELECT metric, key, count::int AS count FROM read.statistics_counters WHERE metric <> 'birth_date' AND count <> 0",
  // Ages on `today` ($1), summed by age: at most a hundred rows whatever the number of applicants.
  ages: `SELECT date_part('year', age($1::date, key::date))::int AS age, sum(count)::int AS count
         FROM read.statistics_counters WHERE metric = 'birth_date' AND count <> 0 GROUP BY 1`,
};

/** GET applications/statistics: the dashboard's cards and charts, read from the statistics counters. */
@Injectable()
export class ApplicationStatistics {
  constructor(
    @Inject(CONFIG) private readonly config: AppConfig,
    @Inject(PG_POOL) private readonly pool: pg.Pool,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async get() {
    const today = dayIn(this.clock.now(), this.config.programme.timezone);
    const [counters, ages] = await Promise.all([
      this.pool.query<{ metric: string; key: string; count: number }>(SQL.counters),
      this.pool.query<{ age: number; count: number }>(SQL.ages, [today]),
    ]);
    const metric = (name: string) => new Map(counters.rows.filter((r) => r.metric === name).map((r) => [r.key, r.count]));
    const accounts = metric('accounts');
    const statuses = metric('status');
    const sections = metric('section');
    const total = accounts.get('total') ?? 0;
    const withApplication = accounts.get('with_application') ?? 0;
    const neverLoggedIn = accounts.get('never_logged_in') ?? 0;
    const sum = (keys: string[]) => keys.reduce((n, k) => n + (statuses.get(k) ?? 0), 0);
    const completed = sum(COMPLETED);
    const reviewed = sum(REVIEWED);
    return {
      statistics: {
        accounts_summary: {
          total_accounts: total,
          never_logged_in: neverLoggedIn,
          logged_but_not_started: accounts.get('logged_but_not_started') ?? 0,
          with_application: withApplication,
          percentages: { with_application: percent(withApplication, total), never_logged_in: percent(neverLoggedIn, total) },
        },
        applications_by_status: STAFF_STATUSES.map((status) => ({ status: STAFF_STATUS_LABELS[status], status_key: status, count: statuses.get(status) ?? 0 })),
        review_summary: {
          total_completed: completed,
          reviewed,
          pending: completed - reviewed,
          percentages: { reviewed: percent(reviewed, completed), pending: percent(completed - reviewed, completed) },
        },
        completion_stats: Object.fromEntries(COMPLETION_SECTIONS.map((s) => [s, sections.get(s) ?? 0])),
        demographic_stats: {
          gender_distribution: [...metric('gender')].map(([gender, count]) => ({ gender: choiceLabel(GENDERS, gender), count })).sort((a, b) => b.count - a.count || a.gender.localeCompare(b.gender)),
          age_groups: AGE_GROUPS.map((g, i) => ({
            age_group: g.age_group,
            count: ages.rows.filter((r) => r.age <= g.max && (i === 0 || r.age > AGE_GROUPS[i - 1].max)).reduce((n, r) => n + r.count, 0),
          })),
        },
        submissions_by_day: submissionsByDay(metric('submission_day')),
      },
    };
  }
}

/** Every day from the first submission to the last (quiet days as 0), so the average is per calendar day of the period. */
function submissionsByDay(byDay: Map<string, number>) {
  const days = [...byDay.keys()].sort();
  const daily_submissions = days.length
    ? daysBetween(days[0], days[days.length - 1]).map((date) => ({ date, formatted_date: formattedDate(date), day_name: dayName(date), total_submissions: byDay.get(date) ?? 0 }))
    : [];
  const total_submissions = daily_submissions.reduce((n, d) => n + d.total_submissions, 0);
  return { daily_submissions, total_submissions, average_submissions: daily_submissions.length ? round(total_submissions / daily_submissions.length, 2) : 0 };
}
