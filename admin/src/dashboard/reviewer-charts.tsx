import { Box, Typography } from '@mui/material';
import { BarChart } from '@mui/x-charts/BarChart';
import { formatNumber, formatPercent } from '../layout/format.js';
import { reviewerColours } from '../layout/status-colours.js';
import { ChartCard } from './chart-card.js';
import { CHART_TEXT, everyLabel, spanish } from './charts.js';
import type { ResponseOf } from '@postula/contract';
import { useReviewerDays, useReviewerTotals } from './use-statistics.js';

/** What both reviewer charts' answers share: per day, one entry per reviewer. */
type Day = { date: string; reviewers: { reviewer_name: string }[] };
type ApprovalsOfReviewer = ResponseOf<'dailyApprovals'>['daily_stats'][number]['reviewers'][number];

const ddmm = (iso: string) => `${iso.slice(8, 10)}/${iso.slice(5, 7)}`;
const reviewersOf = (daily: { daily_stats: Day[] }) => [...new Set(daily.daily_stats.flatMap((d) => d.reviewers.map((r) => r.reviewer_name)))];
const on = <D extends Day>(day: D, name: string): D['reviewers'][number] | undefined => day.reviewers.find((r) => r.reviewer_name === name);
const daysAxis = (daily: { daily_stats: Day[] }) => [{ scaleType: 'band' as const, data: daily.daily_stats.map((d) => ddmm(d.date)), tickLabelInterval: everyLabel }];

/** 'Revisiones diarias por revisor': one stack per day, one colour per reviewer. */
export function DailyReviewsChart() {
  const query = useReviewerDays('dailyReviews');
  const daily = query.data;
  const names = daily ? reviewersOf(daily) : [];
  const colours = reviewerColours(names.length);
  const count = (day: ResponseOf<'dailyReviews'>['daily_stats'][number], name: string) => on(day, name)?.comments ?? 0;
  return (
    <ChartCard
      title="Revisiones diarias por revisor"
      wide
      state={query}
      table={() => ({ columns: ['Día', ...names], rows: daily!.daily_stats.map((d) => [ddmm(d.date), ...names.map((n) => formatNumber(count(d, n)))]) })}
    >
      {() => (
        <BarChart
          localeText={CHART_TEXT}
          height={280}
          xAxis={daysAxis(daily!)}
          yAxis={[{ valueFormatter: spanish }]}
          series={names.map((name, i) => ({ label: name, stack: 'total', color: colours[i].dark, valueFormatter: spanish, data: daily!.daily_stats.map((d) => count(d, name)) }))}
        />
      )}
    </ChartCard>
  );
}

/** 'Aprobadas y rechazadas por día y revisor': approvals and rejections stacked apart, each reviewer in its hue (dark: approved, light: rejected). */
export function ApprovalsChart() {
  const query = useReviewerDays('dailyApprovals');
  const approvals = query.data;
  const names = approvals ? reviewersOf(approvals) : [];
  const colours = reviewerColours(names.length);
  const share = (value: number, total: number) => `${formatNumber(value)} (${formatPercent(total ? (value * 100) / total : 0)})`;
  const series = (decision: 'approved' | 'rejected') =>
    names.map((name, i) => ({
      label: `${name} · ${decision === 'approved' ? 'aprobadas' : 'rechazadas'}`,
      stack: decision,
      color: decision === 'approved' ? colours[i].dark : colours[i].light,
      data: approvals!.daily_stats.map((d) => on(d, name)?.[decision] ?? 0),
      // The count and its share of what that reviewer reviewed that day.
      valueFormatter: (value: number | null, { dataIndex }: { dataIndex: number }) => share(value ?? 0, on(approvals!.daily_stats[dataIndex], name)?.total_reviewed ?? 0),
    }));
  const row = (date: string, r: ApprovalsOfReviewer) => [ddmm(date), r.reviewer_name, share(r.approved, r.total_reviewed), share(r.rejected, r.total_reviewed), formatNumber(r.total_reviewed)];
  return (
    <ChartCard
      title="Aprobadas y rechazadas por día y revisor"
      wide
      state={query}
      table={() => ({ columns: ['Día', 'Revisor', 'Aprobadas', 'Rechazadas', 'Revisadas'], rows: approvals!.daily_stats.flatMap((d) => d.reviewers.map((r) => row(d.date, r))) })}
    >
      {() => <BarChart localeText={CHART_TEXT} height={320} xAxis={daysAxis(approvals!)} yAxis={[{ valueFormatter: spanish }]} series={[...series('approved'), ...series('rejected')]} />}
    </ChartCard>
  );
}

/** 'Totales por revisor', by total reviewed, most first. */
export function ReviewerTotalsCard() {
  const query = useReviewerTotals();
  return (
    <ChartCard title="Totales por revisor" wide state={query}>
      {() => (
        <>
          {!query.data!.reviewers.length && <Typography>No hay aplicaciones revisadas</Typography>}
          <Box component="ol" sx={{ m: 0, pl: 3 }}>
            {[...query.data!.reviewers]
              .sort((x, y) => y.stats.total_reviewed - x.stats.total_reviewed)
              .map((x) => (
                <li key={x.reviewer_name}>
                  {/* Labels before the figures: no '1 aprobadas'. */}
                  <strong>{x.reviewer_name}</strong>: revisadas {formatNumber(x.stats.total_reviewed)} · aprobadas {formatNumber(x.stats.approved)} · rechazadas {formatNumber(x.stats.rejected)}
                </li>
              ))}
          </Box>
        </>
      )}
    </ChartCard>
  );
}
