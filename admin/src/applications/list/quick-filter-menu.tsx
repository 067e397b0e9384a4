import { MenuItem, TextField } from '@mui/material';
import { useListContext, useTranslate } from 'react-admin';
import { programmeToday } from '../../layout/format.js';
import { QUICK_FILTERS, quickFilterParams } from './quick-filters.js';
import type { QuickFilter } from './quick-filters.js';

/** 'Filtros rápidos': sets the age or average filters of one preset, keeping the others. */
export function QuickFilterMenu() {
  const translate = useTranslate();
  const { filterValues, displayedFilters, setFilters } = useListContext();
  return (
    <TextField
      select
      size="small"
      id="quick-filter"
      label={translate('postula.applications.quick_filters')}
      value=""
      onChange={(event) => {
        const params = quickFilterParams(event.target.value as QuickFilter, programmeToday());
        setFilters({ ...filterValues, ...params }, { ...displayedFilters, ...Object.fromEntries(Object.keys(params).map((name) => [name, true])) });
      }}
      sx={{ minWidth: 180 }}
    >
      {QUICK_FILTERS.map((preset) => (
        <MenuItem key={preset} value={preset}>
          {translate(`postula.applications.quick.${preset}`)}
        </MenuItem>
      ))}
    </TextField>
  );
}
