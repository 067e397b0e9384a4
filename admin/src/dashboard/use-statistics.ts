import { useQuery } from '@tanstack/react-query';
import type { ApplicationStatistics, ResponseOf } from '@postula/contract';
import { useProgramme } from '../layout/use-programme.js';
import { useStaffDataProvider } from '../providers/use-staff-data-provider.js';
import { reviewPeriod } from './review-period.js';

/** The reviewer charts' days: reviews per reviewer, or approvals and rejections per reviewer. */
export type ReviewerDaysRoute = 'dailyReviews' | 'dailyApprovals';

/** The summary cards and the application charts (GET applications/statistics). */
export function useStatistics() {
  const provider = useStaffDataProvider();
  return useQuery({ queryKey: ['dashboard', 'statistics'], queryFn: async (): Promise<ApplicationStatistics> => (await provider.statistics('applicationStatistics')).statistics });
}

/** A reviewer chart over the programme's review period: it waits for the programme, and fails on its own. */
export function useReviewerDays<R extends ReviewerDaysRoute>(route: R) {
  const provider = useStaffDataProvider();
  const programme = useProgramme();
  const period = programme.data && reviewPeriod(programme.data);
  const days = useQuery({ queryKey: ['dashboard', route, period], queryFn: (): Promise<ResponseOf<R>> => provider.statistics(route, period!), enabled: !!period });
  return { data: days.data, isPending: days.isPending, error: programme.error ?? days.error };
}

export function useReviewerTotals() {
  const provider = useStaffDataProvider();
  return useQuery({ queryKey: ['dashboard', 'totals'], queryFn: () => provider.statistics('approvalTotals') });
}
