import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import GavelIcon from '@mui/icons-material/Gavel';
import PersonAddIcon from '@mui/icons-material/PersonAdd';
import PhonelinkEraseIcon from '@mui/icons-material/PhonelinkErase';
import { Alert, Box, Button, IconButton, Tooltip } from '@mui/material';
import { useState } from 'react';
import { Confirm, DataTable, List, useDelete, useGetIdentity, useListContext, useNotify, useRecordContext, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { StaffUserDialog } from './user-dialogs.js';
import type { StaffUserRow } from '@postula/contract';
import { PrevNextPagination, UserFilters } from './user-filters.js';
import { useStaffDataProvider } from '../providers/use-staff-data-provider.js';

function LoadError() {
  const { error } = useListContext();
  const translate = useTranslate();
  return <Alert severity="error" sx={{ m: 2 }}>{(error as Error | null)?.message || translate('postula.users.load_failed')}</Alert>;
}

function UserActions() {
  const record = useRecordContext<StaffUserRow>();
  const translate = useTranslate();
  const notify = useNotify();
  const [remove, { isPending }] = useDelete();
  const dataProvider = useStaffDataProvider();
  const { identity } = useGetIdentity();
  const [open, setOpen] = useState<'edit' | 'delete' | 'reset_totp' | null>(null);
  const [resetting, setResetting] = useState(false);
  if (!record) return null;
  const confirmResetTotp = async () => {
    setResetting(true);
    try {
      notify((await dataProvider.resetStaffUserTotp(record.id)).message, { type: 'success' });
    } catch (error) {
      notify((error as Error).message || 'postula.users.reset_totp_failed', { type: 'error' });
    } finally {
      setResetting(false);
      setOpen(null);
    }
  };
  const confirmDelete = () =>
    remove(
      'users',
      { id: record.id, previousData: record },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => {
          notify('postula.users.deleted', { type: 'success' });
          setOpen(null);
        },
        onError: (error) => {
          notify((error as Error).message || 'postula.users.delete_failed', { type: 'error' });
          setOpen(null);
        },
      },
    );
  return (
    <Box sx={{ display: 'flex' }}>
      <Tooltip title={translate('ra.action.edit')}>
        <IconButton aria-label={`${translate('ra.action.edit')} ${record.full_name}`} onClick={() => setOpen('edit')}>
          <EditIcon />
        </IconButton>
      </Tooltip>
      {/* One's own factor is turned off from one's account, with a current code. */}
      {identity?.id !== record.id && (
        <Tooltip title={translate('postula.users.reset_totp')}>
          <IconButton aria-label={`${translate('postula.users.reset_totp')} ${record.full_name}`} onClick={() => setOpen('reset_totp')}>
            <PhonelinkEraseIcon />
          </IconButton>
        </Tooltip>
      )}
      <Tooltip title={translate('ra.action.delete')}>
        <IconButton aria-label={`${translate('ra.action.delete')} ${record.full_name}`} color="error" onClick={() => setOpen('delete')}>
          <DeleteIcon />
        </IconButton>
      </Tooltip>
      {open === 'edit' && <StaffUserDialog record={record} onClose={() => setOpen(null)} />}
      <Confirm
        isOpen={open === 'delete'}
        loading={isPending}
        title={translate('ra.action.delete')}
        content={translate('postula.users.delete_confirm')}
        onConfirm={confirmDelete}
        onClose={() => setOpen(null)}
      />
      <Confirm
        isOpen={open === 'reset_totp'}
        loading={resetting}
        title={translate('postula.users.reset_totp')}
        content={translate('postula.users.reset_totp_confirm')}
        onConfirm={confirmResetTotp}
        onClose={() => setOpen(null)}
      />
    </Box>
  );
}

function UserListActions() {
  const translate = useTranslate();
  const [creating, setCreating] = useState(false);
  return (
    <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', p: 1 }}>
      <Button variant="contained" startIcon={<PersonAddIcon />} onClick={() => setCreating(true)}>
        {translate('postula.users.create')}
      </Button>
      <Button variant="outlined" color="error" startIcon={<GavelIcon />} component={Link} to="/users/auto-reject">
        {translate('postula.auto_reject.open')}
      </Button>
      {creating && <StaffUserDialog onClose={() => setCreating(false)} />}
    </Box>
  );
}

/** 'Gestión de Administradores' (superadmin only): staff accounts, 10 per page. */
export function UserList() {
  const translate = useTranslate();
  return (
      <List
        title={translate('postula.users.title')}
        perPage={10}
        actions={false}
        pagination={<PrevNextPagination />}
        error={<LoadError />}
        exporter={false}
        empty={false}
      >
        <Box sx={{ display: 'flex', flexWrap: 'wrap', justifyContent: 'space-between', alignItems: 'center' }}>
          <UserFilters />
          <UserListActions />
        </Box>
        <DataTable<StaffUserRow> bulkActionButtons={false} rowClick={false}>
          <DataTable.Col source="full_name" disableSort />
          <DataTable.Col source="email" disableSort />
          <DataTable.Col source="role" disableSort render={(r) => translate(`postula.roles.${r.role}`)} />
          <DataTable.Col label="postula.common.actions" disableSort render={() => <UserActions />} />
        </DataTable>
      </List>
  );
}
