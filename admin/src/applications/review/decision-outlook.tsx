import { useQuery } from '@tanstack/react-query';
import { formatDay } from '../../layout/format.js';
import { useStaffDataProvider } from '../../providers/use-staff-data-provider.js';

/** What a reviewer is told before deciding: the results day while the results are not out, and whether a place is free. */
export interface DecisionOutlook {
  /** dd/mm/aaaa while decisions are held until the results' publication; null once they are told at once. */
  resultsDay: string | null;
  noFreePlace: boolean;
}

/** Read fresh each time the decision dialog opens (GET results/status, GET awards/summary); unknown reads as told at once, a place free. */
export function useDecisionOutlook(open: boolean): DecisionOutlook {
  const provider = useStaffDataProvider();
  const results = useQuery({ queryKey: ['results', 'status'], queryFn: () => provider.resultsStatus(), enabled: open });
  const summary = useQuery({ queryKey: ['awards', 'summary'], queryFn: () => provider.awardsSummary(), enabled: open, staleTime: 0 });
  const pending = results.data && !results.data.published_at && Date.parse(`${results.data.results_day}T23:59:59Z`) > Date.now();
  return { resultsDay: pending ? formatDay(results.data!.results_day) : null, noFreePlace: summary.data?.free === 0 };
}
