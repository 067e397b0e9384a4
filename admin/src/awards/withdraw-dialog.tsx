import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, TextField } from '@mui/material';
import type { AwardRow } from '@postula/contract';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { useStaffDataProvider } from '../providers/use-staff-data-provider.js';
import { useAct } from './use-act.js';

/** 'Registrar renuncia' (superadmin): a scholar renounces after accepting; asks for the reason and confirms by name. */
export function WithdrawDialog({ award, onClose }: { award: AwardRow; onClose: () => void }) {
  const translate = useTranslate();
  const provider = useStaffDataProvider();
  const [reason, setReason] = useState('');
  const { busy, error, run } = useAct('reason');
  const name = award.applicant_name;
  const confirm = () => run(() => provider.withdrawAward({ application_id: award.application_id, reason }), onClose);
  return (
    <Dialog open onClose={() => !busy && onClose()} aria-labelledby="withdraw-title" aria-describedby="withdraw-text" fullWidth maxWidth="sm">
      <DialogTitle id="withdraw-title">{translate('postula.awards.withdraw_title', { name })}</DialogTitle>
      <DialogContent>
        <DialogContentText id="withdraw-text">{translate('postula.awards.withdraw_text', { name })}</DialogContentText>
        <TextField
          name="reason"
          id="withdraw-reason"
          label={translate('postula.awards.reason')}
          value={reason}
          onChange={(e) => setReason(e.target.value)}
          error={!!error}
          helperText={error}
          required
          multiline
          minRows={2}
          fullWidth
          margin="normal"
          slotProps={{ htmlInput: { maxLength: 500 } }}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={busy}>
          {translate('ra.action.cancel')}
        </Button>
        <Button variant="contained" color="error" onClick={() => void confirm()} disabled={busy || !reason.trim()}>
          {translate('postula.awards.withdraw')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
