import { Alert, Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { RESULTS_MESSAGES as M } from '@postula/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useCanAccess, useTranslate } from 'react-admin';
import { formatDateTime, formatDay } from '../layout/format.js';
import { useStaffDataProvider } from '../providers/use-staff-data-provider.js';
import { useAct } from './use-act.js';

/**
 * Whether the results are out (GET results/status) and, for a superadmin before then, 'Publicar resultados' behind a
 * confirmation: every decision so far goes to its applicant at once, and later ones as they are made.
 */
export function ResultsPublication() {
  const translate = useTranslate();
  const provider = useStaffDataProvider();
  const queries = useQueryClient();
  const { canAccess } = useCanAccess({ resource: 'awards', action: 'publish-results' });
  const status = useQuery({ queryKey: ['results', 'status'], queryFn: () => provider.resultsStatus() });
  const [confirming, setConfirming] = useState(false);
  const { busy, run } = useAct('');
  if (status.error) return <Alert severity="error" sx={{ mt: 2 }}>{status.error.message || translate('postula.awards.results_failed')}</Alert>;
  if (!status.data) return null;
  const { results_day, published_at } = status.data;
  const publish = () =>
    run(
      () => provider.publishResults(),
      () => {
        setConfirming(false);
        void queries.invalidateQueries({ queryKey: ['results'] });
      },
    );
  if (published_at) return <Alert severity="success" sx={{ mt: 2 }} data-testid="results-status">{translate('postula.awards.results_published', { at: formatDateTime(published_at) })}</Alert>;
  return (
    <>
      <Alert
        severity="info"
        sx={{ mt: 2 }}
        data-testid="results-status"
        action={
          canAccess && (
            <Button color="inherit" variant="outlined" size="small" onClick={() => setConfirming(true)}>
              {M.publishAction}
            </Button>
          )
        }
      >
        {translate('postula.awards.results_pending', { day: formatDay(results_day) })}
      </Alert>
      <Dialog open={confirming} onClose={() => !busy && setConfirming(false)} aria-labelledby="publish-title" aria-describedby="publish-text" maxWidth="sm">
        <DialogTitle id="publish-title">{M.confirmTitle}</DialogTitle>
        <DialogContent>
          <DialogContentText id="publish-text">{M.confirmText}</DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setConfirming(false)} disabled={busy}>
            {translate('ra.action.cancel')}
          </Button>
          <Button variant="contained" onClick={() => void publish()} disabled={busy}>
            {M.publishAction}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
