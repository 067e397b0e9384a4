import { Alert, Button } from '@mui/material';
import { useState } from 'react';
import { DataTable, List, Pagination, useListContext, useRecordContext, useTranslate } from 'react-admin';
import type { ReviewerRow } from '@postula/contract';
import { formatDateTime } from '../layout/format.js';
import { ReviewedApplicationsDialog } from './reviewed-applications-dialog.js';

function LoadError() {
  const { error } = useListContext();
  const translate = useTranslate();
  return <Alert severity="error" sx={{ m: 2 }}>{(error as Error | null)?.message || translate('postula.reviewers.load_failed')}</Alert>;
}

function ReviewedButton() {
  const record = useRecordContext<ReviewerRow>();
  const translate = useTranslate();
  const [open, setOpen] = useState(false);
  if (!record) return null;
  return (
    <>
      <Button size="small" variant="outlined" onClick={() => setOpen(true)}>
        {translate('postula.reviewers.reviewed_title')}
      </Button>
      {open && <ReviewedApplicationsDialog reviewer={record} onClose={() => setOpen(false)} />}
    </>
  );
}

/** 'Revisores' (superadmin only): each staff member with the applications reviewed and counts per status. */
export function ReviewerList() {
  const translate = useTranslate();
  return (
    <List perPage={25} pagination={<Pagination rowsPerPageOptions={[]} />} error={<LoadError />} exporter={false} empty={false}>
      <DataTable<ReviewerRow> bulkActionButtons={false} rowClick={false}>
        <DataTable.Col source="full_name" disableSort />
        <DataTable.Col source="email" disableSort />
        <DataTable.Col source="role" disableSort render={(r) => translate(`postula.roles.${r.role}`, { _: r.role })} />
        <DataTable.Col source="last_login" disableSort render={(r) => (r.last_login ? formatDateTime(r.last_login) : translate('postula.applicants.never'))} />
        <DataTable.Col source="applications_reviewed" disableSort />
        <DataTable.Col source="last_review_date" disableSort render={(r) => formatDateTime(r.last_review_date)} />
        <DataTable.Col source="status_counts.approved" disableSort />
        <DataTable.Col source="status_counts.rejected" disableSort />
        <DataTable.Col source="status_counts.correction_review" disableSort />
        <DataTable.Col source="status_counts.correction_applicant" disableSort />
        <DataTable.Col label="postula.common.actions" disableSort render={() => <ReviewedButton />} />
      </DataTable>
    </List>
  );
}
