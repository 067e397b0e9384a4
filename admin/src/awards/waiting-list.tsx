import { Button } from '@mui/material';
import type { WaitingListRow } from '@postula/contract';
import { Link } from 'react-router-dom';
import { DataTable, List, TopToolbar, useTranslate } from 'react-admin';
import { formatDateTime, formatNumber } from '../layout/format.js';
import { PagePagination } from '../layout/page-pagination.js';

function BackToAwards() {
  const translate = useTranslate();
  return (
    <TopToolbar>
      <Button size="small" component={Link} to="/awards">
        {translate('postula.awards.back')}
      </Button>
    </TopToolbar>
  );
}

/** The waiting list in its order: whoever is first gets the next freed place; each one's score and its parts. */
export function WaitingList() {
  const translate = useTranslate();
  return (
    <List resource="waiting-list" title="postula.awards.waiting_list" actions={<BackToAwards />} perPage={20} pagination={<PagePagination />} exporter={false} empty={false}>
      <DataTable<WaitingListRow & { id: string }> bulkActionButtons={false} rowClick={false}>
        <DataTable.Col source="position" disableSort />
        <DataTable.Col source="applicant_name" disableSort />
        <DataTable.Col source="identification" disableSort />
        <DataTable.Col source="approved_at" disableSort render={(r) => formatDateTime(r.approved_at)} />
        <DataTable.Col
          source="score"
          disableSort
          render={(r) =>
            r.score
              ? translate('postula.awards.score', { total: formatNumber(r.score.total), diagnostic: formatNumber(r.score.diagnostic), academic: formatNumber(r.score.academic), income: formatNumber(r.score.income) })
              : ''
          }
        />
      </DataTable>
    </List>
  );
}
