import { Dialog, DialogActions, DialogContent, DialogTitle, Button } from '@mui/material';
import type { ReactNode } from 'react';
import { Form, SaveButton, useTranslate } from 'react-admin';
import type { RaRecord } from 'react-admin';

interface FormDialogProps {
  open: boolean;
  title: string;
  record?: Partial<RaRecord>;
  onClose: () => void;
  onSubmit: (values: Record<string, any>) => Promise<void> | void;
  children: ReactNode;
}

/** A modal form (edit, password, create): react-admin's Form, so inputs validate and name themselves by `source`. */
export function FormDialog({ open, title, record, onClose, onSubmit, children }: FormDialogProps) {
  const translate = useTranslate();
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby="form-dialog-title" fullWidth maxWidth="sm">
      <Form record={record} onSubmit={onSubmit}>
        <DialogTitle id="form-dialog-title">{title}</DialogTitle>
        <DialogContent sx={{ display: 'flex', flexDirection: 'column' }}>{children}</DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{translate('ra.action.cancel')}</Button>
          <SaveButton alwaysEnable />
        </DialogActions>
      </Form>
    </Dialog>
  );
}
