import { Alert, Button, Chip } from '@mui/material';
import { useState } from 'react';
import { DataTable, List, useCanAccess, useListContext, useNotify, useRecordContext, useRefresh, useTranslate } from 'react-admin';
import type { EmailLogEntry } from '@postula/contract';
import { formatDateTime } from '../layout/format.js';
import { PagePagination } from '../layout/page-pagination.js';
import { emailLogFilters } from './email-log-filters.js';
import { useStaffDataProvider } from '../providers/use-staff-data-provider.js';

function LoadError() {
  const { error } = useListContext();
  const translate = useTranslate();
  return <Alert severity="error" sx={{ m: 2 }}>{(error as Error | null)?.message || translate('postula.email_logs.load_failed')}</Alert>;
}

/** Re-sends a failed message as a new log entry (superadmin). */
function ResendButton() {
  const record = useRecordContext<EmailLogEntry>();
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const dataProvider = useStaffDataProvider();
  const { canAccess } = useCanAccess({ resource: 'emails', action: 'resend' });
  const [busy, setBusy] = useState(false);
  if (!record || record.status.code !== 'failed' || !canAccess) return null;
  const resend = async () => {
    setBusy(true);
    try {
      const { message } = await dataProvider.resendEmail(record.tracking_id);
      notify(message, { type: 'success' });
      refresh();
    } catch (error) {
      notify((error as Error).message || 'ra.notification.http_error', { type: 'error' });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button size="small" variant="outlined" disabled={busy} onClick={resend}>
      {translate('postula.email_logs.resend')}
    </Button>
  );
}

const statusColor = { sent: 'success', failed: 'error', pending: 'default' } as const;

/** 'Registro de Emails': every message with its stage, send status and opening; 10 per page. */
export function EmailLogList() {
  return (
    <List title="postula.email_logs.title" filters={emailLogFilters} perPage={10} pagination={<PagePagination />} error={<LoadError />} exporter={false} empty={false}>
      <DataTable<EmailLogEntry> bulkActionButtons={false} rowClick={false}>
        <DataTable.Col source="applicant.name" disableSort />
        <DataTable.Col source="applicant.email" disableSort />
        <DataTable.Col source="stage.name" disableSort />
        <DataTable.Col source="status.name" disableSort render={(r) => <Chip size="small" label={r.status.name} color={statusColor[r.status.code as keyof typeof statusColor] ?? 'default'} />} />
        <DataTable.Col source="dates.sent" disableSort render={(r) => formatDateTime(r.dates.sent)} />
        <DataTable.Col source="dates.opened" disableSort render={(r) => formatDateTime(r.dates.opened)} />
        <DataTable.Col source="failure_reason" disableSort />
        <DataTable.Col source="tracking_id" disableSort />
        <DataTable.Col label="postula.common.actions" disableSort render={() => <ResendButton />} />
      </DataTable>
    </List>
  );
}
