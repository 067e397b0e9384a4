import { Alert, Box, Chip, Tooltip, Typography, useMediaQuery } from '@mui/material';
import type { Theme } from '@mui/material';
import { DataTable, FilterButton, List, SimpleList, TopToolbar, useListContext, useTranslate } from 'react-admin';
import type { ApplicationListItem } from '@postula/contract';
import type { EntryCondition } from '@postula/domain';
import { formatNumber } from '../../layout/format.js';
import { flaggedRowSx } from '../../layout/highlight.js';
import { PagePagination } from '../../layout/page-pagination.js';
import { StatusChip } from '../../layout/status-chip.js';
import { useEntryRules } from '../../layout/use-programme.js';
import { applicationFilters } from './application-filters.js';
import { eligibilityOf } from './eligibility.js';
import type { Eligibility } from './eligibility.js';
import { ExcelDownload } from './excel-download.js';
import { QuickFilterMenu } from './quick-filter-menu.js';
import { RowActions } from './row-actions.js';

const Column = DataTable.Col<ApplicationListItem>;
const fullName = (r: ApplicationListItem) => [r.first_name, r.middle_name, r.last_name, r.second_last_name].filter(Boolean).join(' ');

function Empty() {
  const translate = useTranslate();
  return <Typography sx={{ p: 3 }}>{translate('postula.applications.empty')}</Typography>;
}

/** 'Error al cargar las aplicaciones' (or the server's message): the page then shows only the error. */
function LoadError() {
  const { error } = useListContext();
  const translate = useTranslate();
  return (
    <Alert severity="error" sx={{ m: 2 }}>
      {(error as Error | null)?.message || translate('postula.applications.load_failed')}
    </Alert>
  );
}

function Duplicates({ record }: { record: ApplicationListItem }) {
  const translate = useTranslate();
  const count = record.additional_info?.possible_duplicates?.length ?? 0;
  if (!count) return null;
  return (
    <Tooltip title={translate('postula.applications.duplicates_hint', { smart_count: count })}>
      <Chip size="small" variant="outlined" label={translate('postula.applications.possible_duplicate')} sx={{ mt: 0.5, borderColor: 'warning.main', color: 'text.primary' }} />
    </Tooltip>
  );
}

/**
 * Who applied, in one cell: the name on at most two lines (the whole name in its title), then the identification and
 * the e-mail. Three columns of their own made the table 1,450 px wide in the 1,130 px a 1366 px screen leaves it.
 */
function Applicant({ record }: { record: ApplicationListItem }) {
  const name = fullName(record);
  const at = record.email.indexOf('@');
  return (
    <Box sx={{ minWidth: 190, maxWidth: 280 }}>
      <Box data-testid="applicant-name" title={name} sx={{ display: '-webkit-box', WebkitLineClamp: 2, WebkitBoxOrient: 'vertical', overflow: 'hidden', fontWeight: 500 }}>
        {name}
      </Box>
      <Typography variant="body2" color="text.secondary">
        {record.identification}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
        {/* A long address breaks before its domain first. */}
        {at > 0 ? (
          <>
            {record.email.slice(0, at)}
            <wbr />
            {record.email.slice(at)}
          </>
        ) : (
          record.email
        )}
      </Typography>
      <Duplicates record={record} />
    </Box>
  );
}

/** Compact cells: eleven columns' 32 px of padding each took a quarter of the width a 1366 px screen leaves the table. */
const compactTableSx = { '& .MuiTableCell-root': { px: 1 } };

/** 'Aplicaciones': filters, Excel download, the eligibility highlight and the spec's pagination. */
export function ApplicationList() {
  const translate = useTranslate();
  const isSmall = useMediaQuery<Theme>((theme) => theme.breakpoints.down('md'));
  const rules = useEntryRules();
  const unchecked: Eligibility = { invalid: false, failing: new Set(), age: null };
  // Until the programme's rules arrive nothing is highlighted: a guess could paint eligible rows red.
  const check = (record: ApplicationListItem) => (rules ? eligibilityOf(record, rules) : unchecked);
  const bold = (condition: EntryCondition) => (record: ApplicationListItem) => (check(record).failing.has(condition) ? { fontWeight: 700 } : {});
  const age = (r: ApplicationListItem) => formatNumber(check(r).age);

  return (
    <List
      filters={applicationFilters}
      perPage={20}
      actions={
        <TopToolbar sx={{ flexWrap: 'wrap', gap: 1 }}>
          <QuickFilterMenu />
          <FilterButton />
          <ExcelDownload />
        </TopToolbar>
      }
      pagination={<PagePagination />}
      empty={false}
      error={<LoadError />}
      disableSyncWithLocation={false}
      storeKey="applications.list"
      sort={{ field: 'created_at', order: 'DESC' }}
    >
      {isSmall ? (
        <SimpleList<ApplicationListItem>
          primaryText={(r) => fullName(r)}
          secondaryText={(r) => `${r.email} · ${translate(`postula.status.${r.status}`)}`}
          tertiaryText={(r) => (check(r).invalid ? translate('postula.applications.invalid') : '')}
          linkType="show"
          rowSx={(r) => (check(r).invalid ? flaggedRowSx : {})}
          empty={<Empty />}
        />
      ) : (
        <DataTable<ApplicationListItem>
          bulkActionButtons={false}
          rowClick={false}
          empty={<Empty />}
          rowSx={(record) => (check(record).invalid ? flaggedRowSx : {})}
          sx={compactTableSx}
        >
          <Column label="postula.common.actions" disableSort render={() => <RowActions />} />
          <Column source="first_name" label="resources.applications.fields.applicant" disableSort render={(r) => <Applicant record={r} />} />
          <Column source="status" disableSort render={(r) => <StatusChip status={r.status} size="small" />} />
          <Column source="reviewer.name" disableSort render={(r) => r.reviewer?.name ?? ''} />
          <Column source="additional_info.birth_date" label="resources.applications.fields.age" disableSort render={age} cellSx={bold('age')} />
          <Column source="additional_info.residence_city" disableSort cellSx={bold('city')} />
          <Column source="additional_info.academic_average" disableSort render={(r) => formatNumber(r.additional_info?.academic_average)} cellSx={bold('graduation_grade')} />
          <Column source="additional_info.institution_type" disableSort cellSx={bold('institution_type')} />
          <Column
            source="additional_info.diagnostic_exam.correct_answers"
            disableSort
            render={(r) => {
              const exam = r.additional_info?.diagnostic_exam;
              return exam?.correct_answers === null || exam?.correct_answers === undefined ? '' : `${exam.correct_answers}/${exam.total_questions ?? ''}`;
            }}
          />
        </DataTable>
      )}
    </List>
  );
}
