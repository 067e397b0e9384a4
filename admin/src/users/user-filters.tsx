import { Badge, Box, Button, MenuItem, TextField } from '@mui/material';
import { useState } from 'react';
import { useListContext, useTranslate } from 'react-admin';

/** The admin-users filter panel: applied on 'Aplicar Filtros', not on every key stroke (spec section 2). */
export function UserFilters() {
  const translate = useTranslate();
  const { filterValues, setFilters } = useListContext();
  const [search, setSearch] = useState<string>(filterValues.search ?? '');
  const [role, setRole] = useState<string>(filterValues.role ?? 'all');
  const active = [filterValues.search, filterValues.role].filter(Boolean).length;
  return (
    <Box
      component="form"
      role="search"
      sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center', p: 1 }}
      onSubmit={(event) => {
        event.preventDefault();
        setFilters({ ...(search.trim() && { search: search.trim() }), ...(role !== 'all' && { role }) }, {});
      }}
    >
      <TextField
        size="small"
        name="search"
        label={translate('postula.users.search')}
        placeholder={translate('postula.users.search')}
        value={search}
        onChange={(event) => setSearch(event.target.value)}
        sx={{ minWidth: 260 }}
      />
      <TextField select size="small" name="role" id="users-role" label={translate('resources.users.fields.role')} value={role} onChange={(event) => setRole(event.target.value)} sx={{ minWidth: 160 }}>
        <MenuItem value="all">{translate('postula.filters.all')}</MenuItem>
        <MenuItem value="reviewer">{translate('postula.roles.reviewer')}</MenuItem>
        <MenuItem value="superadmin">{translate('postula.roles.superadmin')}</MenuItem>
        <MenuItem value="auditor">{translate('postula.roles.auditor')}</MenuItem>
      </TextField>
      <Badge badgeContent={active} color="primary" aria-label={translate('postula.users.active_filters', { smart_count: active })}>
        <Button type="submit" variant="contained">
          {translate('postula.users.apply_filters')}
        </Button>
      </Badge>
      <Button
        onClick={() => {
          setSearch('');
          setRole('all');
          setFilters({}, {});
        }}
      >
        {translate('ra.navigation.clear_filters')}
      </Button>
      <Box component="span" sx={{ typography: 'body2', color: 'text.secondary' }} role="status">
        {translate('postula.users.active_filters', { smart_count: active })}
      </Box>
    </Box>
  );
}

/** Anterior / Siguiente with 'Página X de Y'. */
export function PrevNextPagination() {
  const translate = useTranslate();
  const { page, perPage, total, setPage } = useListContext();
  const pages = Math.max(1, Math.ceil((total ?? 0) / perPage));
  return (
    <Box component="nav" aria-label={translate('postula.pagination.label')} sx={{ display: 'flex', alignItems: 'center', justifyContent: 'flex-end', gap: 2, p: 1 }}>
      <Button disabled={page <= 1} onClick={() => setPage(page - 1)}>
        {translate('postula.pagination.previous')}
      </Button>
      <span>{translate('postula.pagination.page_of', { page, pages })}</span>
      <Button disabled={page >= pages} onClick={() => setPage(page + 1)}>
        {translate('postula.pagination.next')}
      </Button>
    </Box>
  );
}
