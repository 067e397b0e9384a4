import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle, LinearProgress, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { useTranslate } from 'react-admin';
import type { ReviewerRow } from '@postula/contract';
import { formatDateTime } from '../layout/format.js';
import type { ReviewedApplication } from '../providers/data-provider.js';
import { useStaffDataProvider } from '../providers/use-staff-data-provider.js';

const HistoryTimeline = lazy(() => import('../applications/history/index.js'));

/** 'Historial de Cambios' of one application: the timeline of previous and new status. */
function HistoryDialog({ application, onClose }: { application: ReviewedApplication; onClose: () => void }) {
  const translate = useTranslate();
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="md" aria-labelledby="history-title">
      <DialogTitle id="history-title">
        {translate('postula.reviewers.history_title')} · {application.names}
      </DialogTitle>
      <DialogContent>
        <Suspense fallback={<LinearProgress />}>
          <HistoryTimeline applicationId={application.application_id} />
        </Suspense>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('ra.action.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}

/** 'Aplicaciones Revisadas' of one staff member, each with its history. */
export function ReviewedApplicationsDialog({ reviewer, onClose }: { reviewer: Pick<ReviewerRow, 'id' | 'full_name'>; onClose: () => void }) {
  const translate = useTranslate();
  const dataProvider = useStaffDataProvider();
  const [history, setHistory] = useState<ReviewedApplication | null>(null);
  const { data, error, isPending } = useQuery({
    queryKey: ['reviewers', 'applications', reviewer.id],
    queryFn: () => dataProvider.reviewerApplications(reviewer.id),
  });
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="lg" aria-labelledby="reviewed-title">
      <DialogTitle id="reviewed-title">
        {translate('postula.reviewers.reviewed_title')} · {reviewer.full_name}
      </DialogTitle>
      <DialogContent>
        {isPending && <LinearProgress />}
        {error && <Alert severity="error">{(error as Error).message || translate('postula.reviewers.applications_failed')}</Alert>}
        {data && data.length === 0 && <Typography>{translate('postula.reviewers.no_reviewed')}</Typography>}
        {data && data.length > 0 && (
          <Table size="small">
            <TableHead>
              <TableRow>
                <TableCell>{translate('resources.applications.fields.names')}</TableCell>
                <TableCell>{translate('resources.applications.fields.email')}</TableCell>
                <TableCell>{translate('resources.applications.fields.identification')}</TableCell>
                <TableCell>{translate('resources.applications.fields.status')}</TableCell>
                <TableCell>{translate('postula.reviewers.first_review')}</TableCell>
                <TableCell>{translate('postula.reviewers.last_review')}</TableCell>
                <TableCell>{translate('postula.reviewers.total_reviews')}</TableCell>
                <TableCell>{translate('postula.common.actions')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {data.map((row) => (
                <TableRow key={row.application_id}>
                  <TableCell>{row.names}</TableCell>
                  <TableCell>{row.email}</TableCell>
                  <TableCell>{row.identification}</TableCell>
                  <TableCell>{translate(`postula.status.${row.status}`, { _: row.status })}</TableCell>
                  <TableCell>{formatDateTime(row.first_review_date)}</TableCell>
                  <TableCell>{formatDateTime(row.last_review_date)}</TableCell>
                  <TableCell>{row.total_reviews}</TableCell>
                  <TableCell>
                    <Button size="small" variant="outlined" onClick={() => setHistory(row)}>
                      {translate('postula.reviewers.history_title')}
                    </Button>
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('ra.action.close')}</Button>
      </DialogActions>
      {history && <HistoryDialog application={history} onClose={() => setHistory(null)} />}
    </Dialog>
  );
}
