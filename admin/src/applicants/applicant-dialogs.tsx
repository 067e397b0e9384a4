import { Button, Typography } from '@mui/material';
import { useState } from 'react';
import { STAFF_SET_PASSWORD_MIN, type ApplicantEditInput, type ApplicantRow } from '@postula/contract';
import { email, minLength, PasswordInput, required, TextInput, useCanAccess, useNotify, useRefresh, useTranslate, useUpdate } from 'react-admin';
import { FormDialog } from '../layout/form-dialog.js';
import { fieldErrorsOf } from '../providers/http-client.js';
import { useStaffDataProvider } from '../providers/use-staff-data-provider.js';

/** The account fields the staff edit sends (identification_type stays as registered); named here, not read from the schema, so zod stays out of the bundle. */
const EDITABLE = ['first_name', 'middle_name', 'last_name', 'second_last_name', 'email', 'identification'] as const satisfies readonly (keyof ApplicantEditInput)[];

/**
 * 'Editar Aplicante': names, e-mail and identification (spec section 5: middle and second last name optional).
 * A superadmin also finds there the reassignment of a disputed identification.
 */
export function EditApplicantDialog({ record, onClose }: { record: ApplicantRow; onClose: () => void }) {
  const translate = useTranslate();
  const notify = useNotify();
  const [update] = useUpdate();
  const { canAccess: canReassign } = useCanAccess({ resource: 'applicants', action: 'reassign-identification' });
  const [reassigning, setReassigning] = useState(false);
  const submit = async (values: Record<string, unknown>) => {
    const data = Object.fromEntries(EDITABLE.map((field) => [field, typeof values[field] === 'string' ? values[field] : '']));
    await update(
      'applicants',
      { id: record.id, data, previousData: record },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => {
          notify('postula.applicants.updated', { type: 'success' });
          onClose();
        },
        onError: (error) => notify((error as Error).message || 'postula.applicants.update_failed', { type: 'error' }),
      },
    );
  };
  // The reassignment dialog is a sibling, not a child: its form must not submit inside this one.
  return (
    <>
      <FormDialog open={!reassigning} title={translate('postula.applicants.edit_title')} record={record} onClose={onClose} onSubmit={submit}>
        <TextInput source="first_name" validate={required()} />
        <TextInput source="middle_name" />
        <TextInput source="last_name" validate={required()} />
        <TextInput source="second_last_name" />
        <TextInput source="email" type="email" validate={[required(), email()]} />
        <TextInput source="identification" validate={required()} />
        {canReassign && (
          <Button variant="text" sx={{ alignSelf: 'flex-start' }} onClick={() => setReassigning(true)}>
            {translate('postula.applicants.reassign_button')}
          </Button>
        )}
      </FormDialog>
      {reassigning && <ReassignIdentificationDialog record={record} onClose={() => setReassigning(false)} onDone={onClose} />}
    </>
  );
}

/** A disputed identification held by another account moves to this one; the API answers why it cannot. */
function ReassignIdentificationDialog({ record, onClose, onDone }: { record: ApplicantRow; onClose: () => void; onDone: () => void }) {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const dataProvider = useStaffDataProvider();
  const submit = async ({ disputed_identification }: Record<string, string>) => {
    try {
      const { message } = await dataProvider.reassignIdentification(record.id, disputed_identification);
      notify(message, { type: 'success' });
      refresh();
      onDone();
    } catch (error) {
      const refusal = fieldErrorsOf(error)?.identification?.[0];
      notify(refusal || (error as Error).message || 'postula.applicants.reassign_failed', { type: 'error' });
    }
  };
  const name = [record.first_name, record.last_name].join(' ');
  return (
    <FormDialog open title={translate('postula.applicants.reassign_title')} onClose={onClose} onSubmit={submit}>
      <Typography variant="body2" sx={{ mb: 2 }}>
        {translate('postula.applicants.reassign_help', { name })}
      </Typography>
      <TextInput source="disputed_identification" resource="applicants" validate={required()} />
    </FormDialog>
  );
}

/** 'Contraseña': staff set a new password for the applicant (at least 8 characters). */
export function ApplicantPasswordDialog({ record, onClose }: { record: ApplicantRow; onClose: () => void }) {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useStaffDataProvider();
  const submit = async ({ new_password }: Record<string, string>) => {
    try {
      await dataProvider.setApplicantPassword(record.id, new_password);
      notify('postula.applicants.password_updated', { type: 'success' });
      onClose();
    } catch (error) {
      notify((error as Error).message || 'postula.applicants.password_failed', { type: 'error' });
    }
  };
  return (
    <FormDialog open title={translate('postula.applicants.password_title')} onClose={onClose} onSubmit={submit}>
      <PasswordInput
        source="new_password"
        autoComplete="new-password"
        helperText="postula.users.password_hint"
        validate={[required(), minLength(STAFF_SET_PASSWORD_MIN, 'postula.users.password_too_short')]}
      />
    </FormDialog>
  );
}
