import { Alert, Box, Card, CardContent, CircularProgress, Typography } from '@mui/material';
import { BarChart } from '@mui/x-charts/BarChart';
import { PieChart } from '@mui/x-charts/PieChart';
import { Title, useTranslate } from 'react-admin';
import { useDashboardData, type DailyReviews, type Statistics } from './use-statistics.js';

const pct = (n: number) => `${n.toFixed(1)} %`;
const ddmm = (iso: string) => `${iso.slice(8, 10)}/${iso.slice(5, 7)}`;
const count = (s: Statistics, key: string) => s.applications_by_status.find((a) => a.status_key === key)?.count ?? 0;
/** Spanish texts of the charts (MUI X Charts' own are English). */
const CHART_TEXT = { noData: 'No hay datos para mostrar', loading: 'Cargando datos…' };
const SECTION_NAMES: Record<string, string> = {
  diagnostic_exam: 'Evaluación',
  personal_details: 'Datos personales',
  address_details: 'Dirección',
  academic_details: 'Académicos',
  personal_references: 'Referencias',
  household_members: 'Hogar',
  economic_status: 'Laboral',
  documents: 'Documentos',
  financial_summary: 'Financiero',
  application_info: 'Envío',
};

function Metric({ label, value }: { label: string; value: number | string }) {
  return (
    <Card>
      <CardContent>
        <Typography variant="body2" color="text.secondary">
          {label}
        </Typography>
        <Typography variant="h4" component="p">
          {typeof value === 'number' ? value.toLocaleString('es-EC') : value}
        </Typography>
      </CardContent>
    </Card>
  );
}

function ChartCard({ title, children, wide }: { title: string; children: React.ReactNode; wide?: boolean }) {
  return (
    <Card sx={{ gridColumn: wide ? { md: 'span 2' } : undefined }}>
      <CardContent>
        <Typography variant="h6" component="h2" gutterBottom>
          {title}
        </Typography>
        {children}
      </CardContent>
    </Card>
  );
}

/** Reviewers as stacked series over the days they reviewed. */
function perReviewer(daily: DailyReviews, value: (r: DailyReviews['daily_stats'][number]['reviewers'][number]) => number, suffix = '') {
  const names = [...new Set(daily.daily_stats.flatMap((d) => d.reviewers.map((r) => r.reviewer_name)))];
  return names.map((name) => ({
    label: `${name}${suffix}`,
    stack: suffix || 'total',
    data: daily.daily_stats.map((d) => {
      const r = d.reviewers.find((x) => x.reviewer_name === name);
      return r ? value(r) : 0;
    }),
  }));
}

/** 'Panel de Control': one card per metric and the spec's charts (MUI X Charts: SVG, keyboard, theme and dark mode). */
export function Dashboard() {
  const translate = useTranslate();
  const { data, failed } = useDashboardData();
  if (failed) return <Alert severity="error">Error al cargar las estadísticas</Alert>;
  if (!data)
    return (
      <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', m: 3 }}>
        <CircularProgress size={24} /> Cargando estadísticas...
      </Box>
    );
  const { statistics: s, daily, approvals, totals } = data;
  const a = s.accounts_summary;
  const r = s.review_summary;
  const completed = r.total_completed;
  const submissions = s.submissions_by_day;
  const approvedSeries = perReviewer(approvals, (x) => x.approved ?? 0, ' · aprobadas');
  const rejectedSeries = perReviewer(approvals, (x) => x.rejected ?? 0, ' · rechazadas');
  const reviewedOn = (dayIndex: number, series: string) => {
    const name = series.replace(/ · (aprobadas|rechazadas)$/, '');
    return approvals.daily_stats[dayIndex]?.reviewers.find((x) => x.reviewer_name === name)?.total_reviewed ?? 0;
  };
  return (
    <Box sx={{ p: { xs: 1, md: 2 } }}>
      <Title title={translate('ra.page.dashboard')} />
      <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(190px, 1fr))', gap: 2, mb: 2 }} data-testid="summary-cards">
        <Metric label="Total de Cuentas" value={a.total_accounts} />
        <Metric label="Con Aplicación" value={a.with_application} />
        <Metric label="Aplicaciones Aprobadas" value={count(s, 'approved')} />
        <Metric label="Aplicaciones Rechazadas" value={count(s, 'rejected')} />
        <Metric label="Solicitadas de corregir" value={count(s, 'correction_review')} />
        <Metric label="Corregidas por postulante" value={count(s, 'correction_applicant')} />
        <Metric label="Sin Primer Acceso" value={a.never_logged_in} />
        <Metric label="Total Aplicaciones Completadas" value={completed} />
        <Metric label="Aplicaciones Iniciadas" value={count(s, 'started')} />
        <Metric label="Sin Solicitud Iniciada" value={a.logged_but_not_started} />
      </Box>
      <Card sx={{ mb: 2 }}>
        <CardContent>
          <Typography variant="h6" component="h2">
            Estado de Revisión de Aplicaciones
          </Typography>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 3 }}>
            <Typography>Total a revisar: {completed}</Typography>
            <Typography>
              Revisadas: {r.reviewed} ({pct(r.percentages.reviewed)})
            </Typography>
            <Typography>
              Pendientes: {r.pending} ({pct(r.percentages.pending)})
            </Typography>
          </Box>
          <Typography variant="body2" color="text.secondary">
            {s.applications_by_status.map((x) => `${x.status}: ${x.count}`).join(' · ')}
          </Typography>
        </CardContent>
      </Card>
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, gap: 2 }}>
        <ChartCard title="Estado de las cuentas">
          <PieChart localeText={CHART_TEXT} height={240} series={[{ data: [{ id: 0, value: a.never_logged_in, label: 'Sin primer acceso' }, { id: 1, value: a.logged_but_not_started, label: 'Sin solicitud iniciada' }, { id: 2, value: a.with_application, label: 'Con aplicación' }] }]} />
        </ChartCard>
        <ChartCard title="Estado de las aplicaciones">
          <PieChart localeText={CHART_TEXT} height={240} series={[{ data: s.applications_by_status.map((x, i) => ({ id: i, value: x.count, label: x.status })) }]} />
        </ChartCard>
        <ChartCard title="Avance del formulario" wide>
          <BarChart localeText={CHART_TEXT} height={280} xAxis={[{ scaleType: 'band', data: Object.keys(s.completion_stats).map((k) => SECTION_NAMES[k] ?? k) }]} yAxis={[{ max: 5000 }]} series={[{ data: Object.values(s.completion_stats), label: 'Postulantes' }]} />
        </ChartCard>
        <ChartCard title="Distribución por género">
          <PieChart localeText={CHART_TEXT} height={240} series={[{ data: s.demographic_stats.gender_distribution.map((g, i) => ({ id: i, value: g.count, label: g.gender })) }]} />
        </ChartCard>
        <ChartCard title="Grupos de edad">
          <BarChart localeText={CHART_TEXT} height={240} xAxis={[{ scaleType: 'band', data: s.demographic_stats.age_groups.map((g) => g.age_group) }]} series={[{ data: s.demographic_stats.age_groups.map((g) => g.count), label: 'Postulantes' }]} />
        </ChartCard>
        <ChartCard title="Postulaciones por día" wide>
          <Typography variant="body2">
            Total: {submissions.total_submissions} · Promedio diario: {submissions.average_submissions.toFixed(2)}
          </Typography>
          <BarChart localeText={CHART_TEXT} height={260} xAxis={[{ scaleType: 'band', data: submissions.daily_submissions.map((d) => d.formatted_date) }]} series={[{ data: submissions.daily_submissions.map((d) => d.total_submissions), label: 'Postulaciones' }]} />
        </ChartCard>
        <ChartCard title="Revisiones diarias por revisor" wide>
          <BarChart localeText={CHART_TEXT} height={280} xAxis={[{ scaleType: 'band', data: daily.daily_stats.map((d) => ddmm(d.date)) }]} series={perReviewer(daily, (x) => x.comments ?? 0)} />
        </ChartCard>
        <ChartCard title="Aprobadas y rechazadas por día y revisor" wide>
          <BarChart
            localeText={CHART_TEXT}
            height={280}
            xAxis={[{ scaleType: 'band', data: approvals.daily_stats.map((d) => ddmm(d.date)) }]}
            series={[...approvedSeries, ...rejectedSeries].map((serie) => ({
              ...serie,
              valueFormatter: (value: number | null, { dataIndex }: { dataIndex: number }) => {
                const total = reviewedOn(dataIndex, serie.label);
                return `${value ?? 0} (${pct(total ? ((value ?? 0) * 100) / total : 0)})`;
              },
            }))}
          />
        </ChartCard>
        <ChartCard title="Totales por revisor" wide>
          {!totals.reviewers.length && <Typography>No hay aplicaciones revisadas</Typography>}
          <Box component="ol" sx={{ m: 0, pl: 3 }}>
            {[...totals.reviewers]
              .sort((x, y) => y.stats.total_reviewed - x.stats.total_reviewed)
              .map((x) => (
                <li key={x.reviewer_name}>
                  <strong>{x.reviewer_name}</strong>: {x.stats.total_reviewed} revisadas · {x.stats.approved} aprobadas · {x.stats.rejected} rechazadas
                </li>
              ))}
          </Box>
        </ChartCard>
      </Box>
    </Box>
  );
}
