import { Alert, Box, Button, Card, Dialog, DialogActions, DialogContent, DialogTitle, LinearProgress, Table, TableBody, TableCell, TableContainer, TableHead, TableRow, TextField, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import type { RetentionEntry } from '@postula/contract';
import { useState } from 'react';
import { Authenticated, Title, useCanAccess, useNotify } from 'react-admin';
import { Navigate } from 'react-router-dom';
import { formatDateTime } from '../layout/format.js';
import { useStaffDataProvider } from '../providers/use-staff-data-provider.js';

/** 'Retención de datos': what the next run of the retention sweep erases, each one held (a pending claim) or released here. */
function RetentionView() {
  const notify = useNotify();
  const dataProvider = useStaffDataProvider();
  const { data, error, isPending, refetch } = useQuery({ queryKey: ['retention'], queryFn: () => dataProvider.retention() });
  const [holding, setHolding] = useState<RetentionEntry | null>(null);
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const act = async (work: () => Promise<{ message: string }>) => {
    setBusy(true);
    try {
      notify((await work()).message, { type: 'success' });
      setHolding(null);
      await refetch();
    } catch (failure) {
      const errors = (failure as { body?: { errors?: Record<string, string[]> } }).body?.errors;
      if (errors?.reason) setReasonError(errors.reason[0]);
      else notify((failure as Error).message, { type: 'error' });
    } finally {
      setBusy(false);
    }
  };
  const toErase = data?.data.filter((e) => !e.held).length ?? 0;

  return (
    <Box sx={{ py: 2 }}>
      <Title title="Retención de datos" />
      {isPending && <LinearProgress />}
      {error && <Alert severity="error">{(error as Error).message}</Alert>}
      {data && (
        <>
          <Alert severity="info" sx={{ mb: 2 }}>
            <Typography sx={{ fontWeight: 700 }}>
              Próxima ejecución: {formatDateTime(data.next_run_at)}. Eliminará los datos personales de {toErase} {toErase === 1 ? 'postulación' : 'postulaciones'}.
            </Typography>
            <Typography variant="body2">Una postulación retenida (reclamo pendiente, art. 18 de la LOPDP) no se elimina hasta que se levante su retención.</Typography>
          </Alert>
          <Card>
            <TableContainer sx={{ overflowX: 'auto' }}>
              <Table size="small" aria-label="Postulaciones que eliminará la próxima ejecución">
                <TableHead>
                  <TableRow>
                    <TableCell>Postulante</TableCell>
                    <TableCell>Correo electrónico</TableCell>
                    <TableCell>Resultado</TableCell>
                    <TableCell>Plazo vence</TableCell>
                    <TableCell>Retención</TableCell>
                    <TableCell />
                  </TableRow>
                </TableHead>
                <TableBody>
                  {data.data.length === 0 && (
                    <TableRow>
                      <TableCell colSpan={6}>La próxima ejecución no eliminará datos.</TableCell>
                    </TableRow>
                  )}
                  {data.data.map((entry) => (
                    <TableRow key={entry.application_id}>
                      <TableCell>{entry.applicant.name}</TableCell>
                      <TableCell>{entry.applicant.email}</TableCell>
                      <TableCell>{entry.outcome_es}</TableCell>
                      <TableCell>{formatDateTime(entry.due_at)}</TableCell>
                      <TableCell>{entry.hold ? `Retenida por ${entry.hold.by ?? '—'} el ${formatDateTime(entry.hold.at)}: ${entry.hold.reason}` : 'Se eliminará'}</TableCell>
                      <TableCell>
                        {entry.held ? (
                          <Button size="small" disabled={busy} onClick={() => void act(() => dataProvider.releaseRetention(entry.application_id))}>
                            Levantar retención
                          </Button>
                        ) : (
                          <Button size="small" disabled={busy} onClick={() => (setHolding(entry), setReason(''), setReasonError(null))}>
                            Retener
                          </Button>
                        )}
                      </TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </TableContainer>
          </Card>
        </>
      )}
      <Dialog open={!!holding} onClose={() => setHolding(null)} aria-labelledby="retener-titulo">
        <DialogTitle id="retener-titulo">Retener los datos de {holding?.applicant.name}</DialogTitle>
        <DialogContent>
          <TextField
            name="reason"
            label="Motivo (reclamo pendiente)"
            value={reason}
            onChange={(e) => (setReason(e.target.value), setReasonError(null))}
            error={!!reasonError}
            helperText={reasonError ?? ' '}
            multiline
            minRows={2}
            fullWidth
            sx={{ mt: 1 }}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setHolding(null)}>Cancelar</Button>
          <Button variant="contained" disabled={busy} onClick={() => holding && void act(() => dataProvider.holdRetention(holding.application_id, reason))}>
            Retener
          </Button>
        </DialogActions>
      </Dialog>
    </Box>
  );
}

/** The custom route: superadmin only (the server refuses the others anyway). */
export function RetentionRoute() {
  const { canAccess, isPending } = useCanAccess({ resource: 'retention', action: 'list' });
  if (isPending) return null;
  return <Authenticated>{canAccess ? <RetentionView /> : <Navigate to="/access-denied" replace />}</Authenticated>;
}
