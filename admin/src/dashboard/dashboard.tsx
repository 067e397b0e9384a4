import { Box, Card, CardContent, Typography } from '@mui/material';
import { Metric } from '../layout/metric.js';
import { Title, useTranslate } from 'react-admin';
import { formatNumber, formatPercent } from '../layout/format.js';
import { statusColour } from '../layout/status-colours.js';
import { CardStatus, ChartCard } from './chart-card.js';
import { barTable, Bars, Pie, sliceTable, type Slice } from './charts.js';
import { ApprovalsChart, DailyReviewsChart, ReviewerTotalsCard } from './reviewer-charts.js';
import type { ApplicationStatistics as Statistics } from '@postula/contract';
import { useStatistics } from './use-statistics.js';

const count = (s: Statistics, key: string) => s.applications_by_status.find((a) => a.status_key === key)?.count ?? 0;
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

function Summary({ s }: { s: Statistics }) {
  const a = s.accounts_summary;
  const r = s.review_summary;
  return (
    <>
      <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(190px, 1fr))', gap: 2, mb: 2 }} data-testid="summary-cards">
        <Metric label="Total de Cuentas" value={a.total_accounts} />
        <Metric label="Con Aplicación" value={a.with_application} />
        <Metric label="Aplicaciones Aprobadas" value={count(s, 'approved')} />
        <Metric label="Aplicaciones Rechazadas" value={count(s, 'rejected')} />
        <Metric label="Solicitadas de corregir" value={count(s, 'correction_review')} />
        <Metric label="Corregidas por postulante" value={count(s, 'correction_applicant')} />
        <Metric label="Sin Primer Acceso" value={a.never_logged_in} />
        <Metric label="Total Aplicaciones Completadas" value={r.total_completed} />
        <Metric label="Aplicaciones Iniciadas" value={count(s, 'started')} />
        <Metric label="Sin Solicitud Iniciada" value={a.logged_but_not_started} />
      </Box>
      <Card sx={{ mb: 2 }}>
        <CardContent>
          <Typography variant="h6" component="h2">
            Estado de Revisión de Aplicaciones
          </Typography>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 3 }}>
            <Typography>Total a revisar: {formatNumber(r.total_completed)}</Typography>
            <Typography>
              Revisadas: {formatNumber(r.reviewed)} ({formatPercent(r.percentages.reviewed)})
            </Typography>
            <Typography>
              Pendientes: {formatNumber(r.pending)} ({formatPercent(r.percentages.pending)})
            </Typography>
          </Box>
          <Typography variant="body2" color="text.secondary">
            {s.applications_by_status.map((x) => `${x.status}: ${formatNumber(x.count)}`).join(' · ')}
          </Typography>
        </CardContent>
      </Card>
      <Card sx={{ mb: 2 }} data-testid="reminders">
        <CardContent>
          <Typography variant="h6" component="h2">
            Recordatorios por correo
          </Typography>
          {s.reminders.map((r) => (
            <Typography key={r.stage}>
              {r.label}: {formatNumber(r.sent)} enviados · {formatNumber(r.pending)} pendientes · {formatNumber(r.failed)} fallidos
            </Typography>
          ))}
        </CardContent>
      </Card>
    </>
  );
}

/**
 * 'Panel de Control': the summary, the spec's charts (MUI X Charts: SVG, keyboard, theme and dark mode), each with its
 * figures in a table. Every request is its own card's: one that fails leaves the others shown.
 */
export function Dashboard() {
  const translate = useTranslate();
  const statistics = useStatistics();
  const s = statistics.data!;
  const slices = {
    accounts: (): Slice[] => [
      { label: 'Sin primer acceso', value: s.accounts_summary.never_logged_in },
      { label: 'Sin solicitud iniciada', value: s.accounts_summary.logged_but_not_started },
      { label: 'Con aplicación', value: s.accounts_summary.with_application },
    ],
    statuses: (): Slice[] => s.applications_by_status.map((x) => ({ label: x.status, value: x.count, color: statusColour(x.status_key) })),
    genders: (): Slice[] => s.demographic_stats.gender_distribution.map((g) => ({ label: g.gender, value: g.count })),
  };
  const completion = () => ({ categories: Object.keys(s.completion_stats).map((k) => SECTION_NAMES[k] ?? k), values: Object.values(s.completion_stats) });
  const ages = () => ({ categories: s.demographic_stats.age_groups.map((g) => g.age_group), values: s.demographic_stats.age_groups.map((g) => g.count) });
  const days = () => ({ categories: s.submissions_by_day.daily_submissions.map((d) => d.formatted_date), values: s.submissions_by_day.daily_submissions.map((d) => d.total_submissions) });
  return (
    <Box sx={{ p: { xs: 1, md: 2 } }}>
      <Title title={translate('ra.page.dashboard')} />
      <Box sx={{ mb: 2 }}>
        <CardStatus state={statistics}>{() => <Summary s={s} />}</CardStatus>
      </Box>
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, gap: 2 }}>
        <ChartCard title="Estado de las cuentas" state={statistics} table={() => sliceTable('Cuentas', slices.accounts())}>
          {() => <Pie slices={slices.accounts()} />}
        </ChartCard>
        <ChartCard title="Estado de las aplicaciones" state={statistics} table={() => sliceTable('Estado', slices.statuses())}>
          {() => <Pie slices={slices.statuses()} />}
        </ChartCard>
        <ChartCard title="Avance del formulario" wide state={statistics} table={() => barTable('Sección', completion().categories, 'Postulantes', completion().values)}>
          {() => <Bars {...completion()} label="Postulantes" height={280} max={5000} />}
        </ChartCard>
        <ChartCard title="Distribución por género" state={statistics} table={() => sliceTable('Género', slices.genders())}>
          {() => <Pie slices={slices.genders()} />}
        </ChartCard>
        <ChartCard title="Grupos de edad" state={statistics} table={() => barTable('Grupo de edad', ages().categories, 'Postulantes', ages().values)}>
          {() => <Bars {...ages()} label="Postulantes" height={240} horizontal />}
        </ChartCard>
        <ChartCard title="Postulaciones por día" wide state={statistics} table={() => barTable('Día', days().categories, 'Postulaciones', days().values)}>
          {() => (
            <>
              <Typography variant="body2">
                Total: {formatNumber(s.submissions_by_day.total_submissions)} · Promedio diario: {formatNumber(s.submissions_by_day.average_submissions, 2)}
              </Typography>
              <Bars {...days()} label="Postulaciones" />
            </>
          )}
        </ChartCard>
        <DailyReviewsChart />
        <ApprovalsChart />
        <ReviewerTotalsCard />
      </Box>
    </Box>
  );
}
