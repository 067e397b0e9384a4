import { Alert, Button, Chip, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { DataTable, List, required, SelectInput, TextInput, useCanAccess, useListContext, useNotify, useRecordContext, useRefresh, useTranslate } from 'react-admin';
import type { DataRequestEntry } from '@postula/contract';
import { DATA_REQUEST_DECISIONS } from '@postula/domain';
import { FormDialog } from '../layout/form-dialog.js';
import { formatDateTime } from '../layout/format.js';
import { PagePagination } from '../layout/page-pagination.js';
import { StatusChip } from '../layout/status-chip.js';
import { useStaffDataProvider } from '../providers/use-staff-data-provider.js';
import { correctionOf, RecordLink, RectificationInputs } from './rectification-inputs.js';

function LoadError() {
  const { error } = useListContext();
  const translate = useTranslate();
  return <Alert severity="error" sx={{ m: 2 }}>{(error as Error | null)?.message || translate('postula.data_requests.load_failed')}</Alert>;
}

/** Fulfils or refuses a pending request (superadmin); a second superadmin's answer to the same request is a 409 shown as is. */
function ResolveButton() {
  const record = useRecordContext<DataRequestEntry>();
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const dataProvider = useStaffDataProvider();
  const { canAccess } = useCanAccess({ resource: 'data-requests', action: 'resolve' });
  const [open, setOpen] = useState(false);
  if (!record || record.status !== 'pending' || !canAccess) return null;
  const submit = async (values: Record<string, any>) => {
    try {
      const correction = correctionOf(record, values);
      const { message } = await dataProvider.resolveDataRequest({ id: record.id, decision: values.decision, reason: values.reason, ...(correction && { correction }) });
      notify(message, { type: 'success' });
      setOpen(false);
    } catch (error) {
      notify((error as Error).message || 'postula.data_requests.failed', { type: 'error' });
      setOpen(false);
    } finally {
      refresh();
    }
  };
  return (
    <>
      <Button size="small" variant="outlined" onClick={() => setOpen(true)}>
        {translate('postula.data_requests.resolve')}
      </Button>
      <FormDialog open={open} title={translate('postula.data_requests.resolve_title', { type: record.type_es.toLowerCase() })} record={{ decision: 'fulfilled' }} onClose={() => setOpen(false)} onSubmit={submit}>
        <Typography variant="body2" sx={{ mb: 1 }}>
          «{record.message}»
        </Typography>
        <RecordLink record={record} />
        {record.type === 'deletion' && (
          <Alert severity="warning" sx={{ mb: 2 }}>
            {translate('postula.data_requests.deletion_warning')}
          </Alert>
        )}
        <SelectInput source="decision" resource="data-requests" choices={decisions} validate={required()} />
        {record.type === 'rectification' && <RectificationInputs />}
        <TextInput source="reason" resource="data-requests" multiline minRows={3} validate={required()} helperText="postula.data_requests.reason_hint" />
      </FormDialog>
    </>
  );
}

const decisions = DATA_REQUEST_DECISIONS.map((id) => ({ id, name: `postula.data_requests.decisions.${id}` }));

/** 'Derechos de datos': rectification, deletion and objection requests, pending first with the overdue on top; 20 per page. */
export function DataRequestList() {
  const translate = useTranslate();
  return (
    <List title="postula.data_requests.title" perPage={20} pagination={<PagePagination />} error={<LoadError />} exporter={false} empty={false}>
      <DataTable<DataRequestEntry> bulkActionButtons={false} rowClick={false}>
        <DataTable.Col source="type_es" disableSort />
        <DataTable.Col source="status_es" disableSort render={(r) => <Chip size="small" label={r.status_es} color={r.status === 'pending' ? 'primary' : r.status === 'fulfilled' ? 'success' : 'default'} />} />
        <DataTable.Col
          source="applicant"
          disableSort
          render={(r) => (
            <Stack>
              <span>
                {r.applicant.first_name} {r.applicant.last_name}
              </span>
              <Typography variant="caption">{r.applicant.email}</Typography>
            </Stack>
          )}
        />
        <DataTable.Col source="message" disableSort />
        <DataTable.Col source="application_status" disableSort render={(r) => (r.application_status ? <StatusChip status={r.application_status} size="small" /> : null)} />
        <DataTable.Col source="created_at" disableSort render={(r) => formatDateTime(r.created_at)} />
        <DataTable.Col
          source="due_at"
          disableSort
          render={(r) => (
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
              <span>{formatDateTime(r.due_at)}</span>
              {r.overdue && <Chip size="small" color="error" label={translate('postula.data_requests.overdue')} />}
            </Stack>
          )}
        />
        <DataTable.Col source="reason" disableSort />
        <DataTable.Col label="postula.common.actions" disableSort render={() => <ResolveButton />} />
      </DataTable>
    </List>
  );
}
