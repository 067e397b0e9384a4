import { Alert, Box } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useTranslate } from 'react-admin';
import { Metric } from '../layout/metric.js';
import type { AwardsSummary } from '../providers/award-methods.js';
import { useStaffDataProvider } from '../providers/use-staff-data-provider.js';

const FIGURES: (keyof AwardsSummary)[] = ['places', 'accepted', 'offered', 'free', 'waiting', 'declined', 'expired', 'withdrawn'];

/** The places at a glance (GET awards/summary); refreshed with the list after every act. */
export function AwardSummary() {
  const translate = useTranslate();
  const provider = useStaffDataProvider();
  const summary = useQuery({ queryKey: ['awards', 'summary'], queryFn: () => provider.awardsSummary() });
  if (summary.error) return <Alert severity="error">{summary.error.message || translate('postula.awards.summary_failed')}</Alert>;
  if (!summary.data) return null;
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(170px, 1fr))', gap: 2, mt: 2 }} data-testid="award-summary">
      {FIGURES.map((key) => (
        <Metric key={key} label={translate(`postula.awards.summary.${key}`)} value={summary.data[key]} />
      ))}
    </Box>
  );
}
