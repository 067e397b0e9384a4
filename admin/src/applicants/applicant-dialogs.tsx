import { email, minLength, PasswordInput, required, TextInput, useDataProvider, useNotify, useTranslate, useUpdate } from 'react-admin';
import { FormDialog } from '../layout/form-dialog.js';
import type { StaffDataProvider } from '../providers/data-provider.js';

export interface ApplicantRow {
  id: string;
  first_name: string;
  middle_name: string | null;
  last_name: string;
  second_last_name: string | null;
  email: string;
  identification: string;
  identification_type: string;
  last_login_at: string | null;
}

export const PASSWORD_MIN = 8;
const EDITABLE = ['first_name', 'middle_name', 'last_name', 'second_last_name', 'email', 'identification'] as const;

/** 'Editar Aplicante': names, e-mail and identification (spec section 5: middle and second last name optional). */
export function EditApplicantDialog({ record, onClose }: { record: ApplicantRow; onClose: () => void }) {
  const translate = useTranslate();
  const notify = useNotify();
  const [update] = useUpdate();
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
  return (
    <FormDialog open title={translate('postula.applicants.edit_title')} record={record} onClose={onClose} onSubmit={submit}>
      <TextInput source="first_name" validate={required()} />
      <TextInput source="middle_name" />
      <TextInput source="last_name" validate={required()} />
      <TextInput source="second_last_name" />
      <TextInput source="email" type="email" validate={[required(), email()]} />
      <TextInput source="identification" validate={required()} />
    </FormDialog>
  );
}

/** 'Contraseña': staff set a new password for the applicant (at least 8 characters). */
export function ApplicantPasswordDialog({ record, onClose }: { record: ApplicantRow; onClose: () => void }) {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider<StaffDataProvider>();
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
        validate={[required(), minLength(PASSWORD_MIN, 'postula.users.password_too_short')]}
      />
    </FormDialog>
  );
}
