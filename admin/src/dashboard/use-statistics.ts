import { useQuery } from '@tanstack/react-query';
import { useProgramme } from '../layout/use-programme.js';
import { useStaffDataProvider } from '../providers/use-staff-data-provider.js';
import { reviewPeriod } from './review-period.js';

export interface Statistics {
  accounts_summary: { total_accounts: number; never_logged_in: number; logged_but_not_started: number; with_application: number };
  applications_by_status: { status: string; status_key: string; count: number }[];
  review_summary: { total_completed: number; reviewed: number; pending: number; percentages: { reviewed: number; pending: number } };
  completion_stats: Record<string, number>;
  demographic_stats: { gender_distribution: { gender: string; count: number }[]; age_groups: { age_group: string; count: number }[] };
  submissions_by_day: { daily_submissions: { date: string; formatted_date: string; day_name: string; total_submissions: number }[]; total_submissions: number; average_submissions: number };
}
export type ReviewerDay = { reviewer_name: string; comments?: number; approved?: number; rejected?: number; total_reviewed?: number };
export interface DailyReviews {
  daily_stats: { date: string; reviewers: ReviewerDay[] }[];
}
export interface ReviewerTotals {
  reviewers: { reviewer_name: string; stats: { approved: number; rejected: number; total_reviewed: number } }[];
}

/** The summary cards and the application charts (GET applications/statistics). */
export function useStatistics() {
  const provider = useStaffDataProvider();
  return useQuery({ queryKey: ['dashboard', 'statistics'], queryFn: async (): Promise<Statistics> => (await provider.statistics('/applications/statistics')).statistics });
}

/** A reviewer chart over the programme's review period: it waits for the programme, and fails on its own. */
export function useReviewerDays(path: '/reviewers/daily-stats' | '/reviewers/daily-approval-stats') {
  const provider = useStaffDataProvider();
  const programme = useProgramme();
  const period = programme.data && reviewPeriod(programme.data);
  const days = useQuery({ queryKey: ['dashboard', path, period], queryFn: (): Promise<DailyReviews> => provider.statistics(path, period!), enabled: !!period });
  return { data: days.data, isPending: days.isPending, error: programme.error ?? days.error };
}

export function useReviewerTotals() {
  const provider = useStaffDataProvider();
  return useQuery({ queryKey: ['dashboard', 'totals'], queryFn: (): Promise<ReviewerTotals> => provider.statistics('/reviewers/approval-stats') });
}
