import { Alert, AlertTitle, Box, Button, Card, LinearProgress, Table, TableBody, TableCell, TableContainer, TableHead, TableRow, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import type { EntryCondition } from '@postula/domain';
import { useState } from 'react';
import { Authenticated, Confirm, Title, useCanAccess, useNotify, useTranslate } from 'react-admin';
import { Navigate } from 'react-router-dom';
import { formatNumber } from '../layout/format.js';
import { flaggedRowSx } from '../layout/highlight.js';
import type { EntryConditionRow } from '../providers/data-provider.js';
import { useStaffDataProvider } from '../providers/use-staff-data-provider.js';
import { distinctApplicants, rejectionFlags } from './rejection-flags.js';
import { useProgramme } from '../layout/use-programme.js';

const COLUMNS: { cell: EntryCondition; label: string; value: (r: EntryConditionRow) => string }[] = [
  { cell: 'graduation_grade', label: 'postula.auto_reject.grade', value: (r) => formatNumber(r.academic.graduation_grade) },
  { cell: 'institution_type', label: 'postula.auto_reject.institution', value: (r) => r.academic.institution_type ?? '' },
  { cell: 'age', label: 'postula.auto_reject.age', value: (r) => (r.personal.age === null ? '' : String(r.personal.age)) },
  { cell: 'city', label: 'postula.auto_reject.city', value: (r) => r.location.city ?? '' },
  { cell: 'correct_answers', label: 'postula.auto_reject.correct_answers', value: (r) => (r.diagnostic.correct_answers === null ? '' : String(r.diagnostic.correct_answers)) },
  { cell: 'monthly_income', label: 'postula.auto_reject.monthly_income', value: (r) => formatNumber(r.financial.monthly_income) },
];

const flaggedCell = { fontWeight: 700, textDecoration: 'underline' };

/** 'Ver Postulantes a Rechazar': who fails the entry conditions, and the one-way 'Confirmar Rechazo'. */
function AutoRejectView() {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useStaffDataProvider();
  const [confirming, setConfirming] = useState(false);
  const [running, setRunning] = useState(false);
  const { data, error, isPending, refetch } = useQuery({ queryKey: ['entry-conditions'], queryFn: () => dataProvider.entryConditions() });
  const programme = useProgramme().data;
  const total = data ? distinctApplicants(data) : 0;

  const run = async () => {
    setRunning(true);
    try {
      const { message } = await dataProvider.autoReject();
      notify(message, { type: 'success' });
      await refetch();
    } catch (failure) {
      notify((failure as Error).message || 'postula.auto_reject.failed', { type: 'error' });
    } finally {
      setRunning(false);
      setConfirming(false);
    }
  };

  return (
    <Box sx={{ py: 2 }}>
      <Title title={translate('postula.auto_reject.open')} />
      {isPending && <LinearProgress />}
      {error && <Alert severity="error">{(error as Error).message || translate('postula.auto_reject.load_failed')}</Alert>}
      {data && (
        <>
          <Alert severity="warning" sx={{ mb: 2 }}>
            <AlertTitle>{translate('postula.auto_reject.attention')}</AlertTitle>
            <Typography sx={{ fontWeight: 700 }}>{translate('postula.auto_reject.total', { smart_count: total })}</Typography>
          </Alert>
          <Button variant="contained" color="error" disabled={total === 0 || running} onClick={() => setConfirming(true)} sx={{ mb: 2 }}>
            {translate('postula.auto_reject.confirm')}
          </Button>
          <Card>
            <TableContainer sx={{ overflowX: 'auto' }}>
              <Table size="small">
                <TableHead>
                  <TableRow>
                    <TableCell>{translate('postula.auto_reject.applicant')}</TableCell>
                    <TableCell>{translate('resources.applications.fields.email')}</TableCell>
                    {COLUMNS.map((column) => (
                      <TableCell key={column.cell}>{translate(column.label)}</TableCell>
                    ))}
                    <TableCell>{translate('postula.auto_reject.reason')}</TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {data.map((row) => {
                    const flags = programme ? rejectionFlags(row, programme.eligibleCity, programme.exam.minCorrectAnswers) : new Set<EntryCondition>();
                    return (
                      <TableRow key={row.id} data-flagged={flags.size > 0} sx={flags.size > 0 ? flaggedRowSx : undefined}>
                        <TableCell>{`${row.applicant.first_name} ${row.applicant.last_name}`}</TableCell>
                        <TableCell>{row.applicant.email}</TableCell>
                        {COLUMNS.map((column) => (
                          <TableCell key={column.cell} sx={flags.has(column.cell) ? flaggedCell : undefined}>
                            {column.value(row)}
                          </TableCell>
                        ))}
                        <TableCell>{row.entry_condition}</TableCell>
                      </TableRow>
                    );
                  })}
                </TableBody>
              </Table>
            </TableContainer>
          </Card>
        </>
      )}
      <Confirm
        isOpen={confirming}
        loading={running}
        title={translate('postula.auto_reject.confirm')}
        content={translate('postula.auto_reject.confirm_text', { smart_count: total })}
        confirm={translate('postula.auto_reject.confirm')}
        confirmColor="warning"
        onConfirm={run}
        onClose={() => setConfirming(false)}
      />
    </Box>
  );
}

/** The custom route: superadmin only (the server refuses the others anyway). */
export function AutoRejectRoute() {
  const { canAccess, isPending } = useCanAccess({ resource: 'users', action: 'auto-reject' });
  if (isPending) return null;
  return <Authenticated>{canAccess ? <AutoRejectView /> : <Navigate to="/access-denied" replace />}</Authenticated>;
}
