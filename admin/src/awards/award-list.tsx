import DownloadIcon from '@mui/icons-material/Download';
import ListIcon from '@mui/icons-material/FormatListNumbered';
import { Alert, Box, Button, Chip } from '@mui/material';
import type { AwardRow } from '@postula/contract';
import { OFFER_STATUSES, type OfferStatus } from '@postula/domain';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { DataTable, List, SelectInput, TopToolbar, useCanAccess, useListContext, useNotify, useRecordContext, useTranslate } from 'react-admin';
import { formatDateTime } from '../layout/format.js';
import { PagePagination } from '../layout/page-pagination.js';
import { STATUS_COLOURS } from '../layout/status-colours.js';
import { saveFile } from '../layout/save-file.js';
import { useStaffDataProvider } from '../providers/use-staff-data-provider.js';
import { AwardSummary } from './award-summary.js';
import { ResultsPublication } from './results-publication.js';
import { DocumentsDialog } from './documents-dialog.js';
import { WithdrawDialog } from './withdraw-dialog.js';

const statusChoices = OFFER_STATUSES.map((id) => ({ id, name: `postula.award_status.${id}` }));
const awardFilters = [<SelectInput key="status" source="status" choices={statusChoices} alwaysOn emptyText="postula.filters.all" />];
/** The applications' colours (white text at 4.5:1 or more) for the offer's outcomes they match. */
const OFFER_COLOURS: Record<OfferStatus, string> = {
  offered: STATUS_COLOURS.submitted,
  accepted: STATUS_COLOURS.approved,
  declined: STATUS_COLOURS.award_declined,
  expired: STATUS_COLOURS.award_expired,
  withdrawn: STATUS_COLOURS.rejected,
};
/** A renunciation can be recorded while the offer is open or after it was accepted. */
const WITHDRAWABLE = ['offered', 'accepted'];

type Open = { kind: 'documents' | 'withdraw'; id: string } | null;

function LoadError() {
  const { error } = useListContext();
  const translate = useTranslate();
  return <Alert severity="error" sx={{ m: 2 }}>{(error as Error | null)?.message || translate('postula.awards.load_failed')}</Alert>;
}

function ExcelButton() {
  const translate = useTranslate();
  const notify = useNotify();
  const provider = useStaffDataProvider();
  const [busy, setBusy] = useState(false);
  async function download() {
    setBusy(true);
    try {
      saveFile(await provider.downloadAwardsExcel(), 'becarios.xlsx');
      notify('postula.awards.excel_done', { type: 'success' });
    } catch (error) {
      notify((error as Error).message || 'postula.awards.excel_failed', { type: 'error' });
    } finally {
      setBusy(false);
    }
  }
  return (
    <Button size="small" startIcon={<DownloadIcon />} onClick={() => void download()} disabled={busy}>
      {translate('postula.awards.excel')}
    </Button>
  );
}

function AwardActions() {
  const translate = useTranslate();
  return (
    <TopToolbar>
      <Button size="small" component={Link} to="/waiting-list" startIcon={<ListIcon />}>
        {translate('postula.awards.waiting_list')}
      </Button>
      <ExcelButton />
    </TopToolbar>
  );
}

function RowActions({ onOpen }: { onOpen: (open: Open) => void }) {
  const record = useRecordContext<AwardRow & { id: string }>();
  const translate = useTranslate();
  const { canAccess } = useCanAccess({ resource: 'awards', action: 'withdraw' });
  if (!record) return null;
  return (
    <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
      {record.status === 'accepted' && (
        <Button size="small" variant="outlined" onClick={() => onOpen({ kind: 'documents', id: record.id })} aria-label={`${translate('postula.awards.documents')}: ${record.applicant_name}`}>
          {translate('postula.awards.documents')}
        </Button>
      )}
      {canAccess && WITHDRAWABLE.includes(record.status) && (
        <Button size="small" color="error" onClick={() => onOpen({ kind: 'withdraw', id: record.id })} aria-label={`${translate('postula.awards.withdraw')}: ${record.applicant_name}`}>
          {translate('postula.awards.withdraw')}
        </Button>
      )}
    </Box>
  );
}

/** The open dialog reads its offer from the list's current page, so it shows each act's result once the list refreshes. */
function Dialogs({ open, onClose }: { open: Open; onClose: () => void }) {
  const { data } = useListContext<AwardRow & { id: string }>();
  const award = open && data?.find((row) => row.id === open.id);
  if (!open || !award) return null;
  return open.kind === 'documents' ? <DocumentsDialog award={award} onClose={onClose} /> : <WithdrawDialog award={award} onClose={onClose} />;
}

/** 'Becas': the places' summary, then every offer with its answer and documents; filtered by the offer's status. */
export function AwardList() {
  const translate = useTranslate();
  const [open, setOpen] = useState<Open>(null);
  return (
    <>
      <ResultsPublication />
      <AwardSummary />
      <List title="postula.awards.title" filters={awardFilters} actions={<AwardActions />} perPage={20} pagination={<PagePagination />} error={<LoadError />} exporter={false} empty={false}>
        <DataTable<AwardRow & { id: string }> bulkActionButtons={false} rowClick={false}>
          <DataTable.Col source="applicant_name" disableSort />
          <DataTable.Col source="identification" disableSort />
          <DataTable.Col
            source="status"
            disableSort
            render={(r) => (
              <Box sx={{ display: 'flex', gap: 0.5, flexWrap: 'wrap' }}>
                <Chip size="small" label={r.status_es} sx={{ bgcolor: OFFER_COLOURS[r.status as OfferStatus], color: '#fff' }} />
                {r.promoted && <Chip size="small" variant="outlined" label={translate('postula.awards.promoted')} />}
              </Box>
            )}
          />
          <DataTable.Col source="accept_by" disableSort render={(r) => formatDateTime(r.accept_by)} />
          <DataTable.Col source="answered_at" disableSort render={(r) => formatDateTime(r.answered_at)} />
          <DataTable.Col
            source="documents"
            disableSort
            render={(r) => (r.status === 'accepted' ? translate('postula.awards.delivered', { delivered: r.documents_delivered, total: r.documents_total, verified: r.documents_verified }) : '')}
          />
          <DataTable.Col label="postula.common.actions" disableSort render={() => <RowActions onOpen={setOpen} />} />
        </DataTable>
        <Dialogs open={open} onClose={() => setOpen(null)} />
      </List>
    </>
  );
}
