import { Alert, Box, Button } from '@mui/material';
import { useState } from 'react';
import { DataTable, List, useCanAccess, useListContext, useRecordContext, useTranslate } from 'react-admin';
import { formatDateTime } from '../layout/format.js';
import { PagePagination } from '../layout/page-pagination.js';
import { ApplicantPasswordDialog, EditApplicantDialog } from './applicant-dialogs.js';
import type { ApplicantRow } from '@postula/contract';
import { applicantFilters } from './applicant-filters.js';

function LoadError() {
  const { error } = useListContext();
  const translate = useTranslate();
  return <Alert severity="error" sx={{ m: 2 }}>{(error as Error | null)?.message || translate('postula.applicants.load_failed')}</Alert>;
}

function ApplicantActions() {
  const record = useRecordContext<ApplicantRow>();
  const translate = useTranslate();
  const { canAccess } = useCanAccess({ resource: 'applicants', action: 'edit' });
  const [open, setOpen] = useState<'edit' | 'password' | null>(null);
  if (!record || !canAccess) return null;
  return (
    <Box sx={{ display: 'flex', gap: 0.5 }}>
      <Button size="small" variant="outlined" onClick={() => setOpen('edit')}>
        {translate('ra.action.edit')}
      </Button>
      <Button size="small" variant="outlined" onClick={() => setOpen('password')}>
        {translate('postula.applicants.password_title')}
      </Button>
      {open === 'edit' && <EditApplicantDialog record={record} onClose={() => setOpen(null)} />}
      {open === 'password' && <ApplicantPasswordDialog record={record} onClose={() => setOpen(null)} />}
    </Box>
  );
}

/** 'Aplicantes': accounts with their last login ('Nunca' when none); pagination only above one page. */
export function ApplicantList() {
  const translate = useTranslate();
  return (
    <List filters={applicantFilters} perPage={20} pagination={<PagePagination hideSinglePage />} error={<LoadError />} empty={false} exporter={false}>
      <DataTable<ApplicantRow> bulkActionButtons={false} rowClick={false}>
        <DataTable.Col source="first_name" disableSort render={(r) => [r.first_name, r.middle_name].filter(Boolean).join(' ')} />
        <DataTable.Col source="last_name" disableSort render={(r) => [r.last_name, r.second_last_name].filter(Boolean).join(' ')} />
        <DataTable.Col source="email" disableSort />
        <DataTable.Col source="identification" disableSort />
        <DataTable.Col source="last_login_at" disableSort render={(r) => (r.last_login_at ? formatDateTime(r.last_login_at) : translate('postula.applicants.never'))} />
        <DataTable.Col label="postula.common.actions" disableSort render={() => <ApplicantActions />} />
      </DataTable>
    </List>
  );
}
