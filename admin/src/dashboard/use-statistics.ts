import { useEffect, useState } from 'react';
import { useStaffDataProvider } from '../providers/use-staff-data-provider.js';

export interface Statistics {
  accounts_summary: { total_accounts: number; never_logged_in: number; logged_but_not_started: number; with_application: number };
  applications_by_status: { status: string; status_key: string; count: number }[];
  review_summary: { total_completed: number; reviewed: number; pending: number; percentages: { reviewed: number; pending: number } };
  completion_stats: Record<string, number>;
  demographic_stats: { gender_distribution: { gender: string; count: number }[]; age_groups: { age_group: string; count: number }[] };
  submissions_by_day: { daily_submissions: { date: string; formatted_date: string; day_name: string; total_submissions: number }[]; total_submissions: number; average_submissions: number };
}
export interface DailyReviews {
  daily_stats: { date: string; reviewers: { reviewer_name: string; comments?: number; approved?: number; rejected?: number; total_reviewed?: number }[] }[];
}
export interface ReviewerTotals {
  reviewers: { reviewer_name: string; stats: { approved: number; rejected: number; total_reviewed: number } }[];
}

const day = (d: Date) => d.toISOString().slice(0, 10);

/** Every dashboard call at once (spec section 7: review statistics from 2025-01-01, approvals from 2024-01-01, up to tomorrow). */
export function useDashboardData() {
  const provider = useStaffDataProvider();
  const [data, setData] = useState<{ statistics: Statistics; daily: DailyReviews; approvals: DailyReviews; totals: ReviewerTotals } | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    const tomorrow = day(new Date(Date.now() + 86_400_000));
    Promise.all([
      provider.statistics('/applications/statistics'),
      provider.statistics('/reviewers/daily-stats', { start_date: '2025-01-01', end_date: tomorrow }),
      provider.statistics('/reviewers/daily-approval-stats', { start_date: '2024-01-01', end_date: tomorrow }),
      provider.statistics('/reviewers/approval-stats'),
    ]).then(([s, daily, approvals, totals]) => setData({ statistics: s.statistics ?? s, daily, approvals, totals }), () => setFailed(true));
  }, [provider]);
  return { data, failed };
}
