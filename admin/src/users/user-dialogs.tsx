import { email, minLength, PasswordInput, required, SelectInput, TextInput, useCreate, useNotify, useTranslate, useUpdate } from 'react-admin';
import { FormDialog } from '../layout/form-dialog.js';
import { STAFF_SET_PASSWORD_MIN, type StaffUserRow } from '@postula/contract';

export const roleChoices = [
  { id: 'reviewer', name: 'postula.roles.reviewer' },
  { id: 'superadmin', name: 'postula.roles.superadmin' },
  { id: 'auditor', name: 'postula.roles.auditor' },
];

const PASSWORD_RULE = minLength(STAFF_SET_PASSWORD_MIN, 'postula.users.password_too_short');

/** 'Crear Administrador' (record absent) or edit (password optional: blank keeps the current one). */
export function StaffUserDialog({ record, onClose }: { record?: StaffUserRow; onClose: () => void }) {
  const translate = useTranslate();
  const notify = useNotify();
  const [create] = useCreate();
  const [update] = useUpdate();
  const options = (failure: string) => ({
    onSuccess: () => {
      notify(record ? 'postula.users.updated' : 'postula.users.created', { type: 'success' as const });
      onClose();
    },
    onError: (error: unknown) => notify((error as Error).message || failure, { type: 'error' as const }),
  });
  const submit = async ({ full_name, email: address, role, password }: Record<string, string>) => {
    const data = { full_name, email: address, role, ...(password ? { password } : {}) };
    if (record) await update('users', { id: record.id, data, previousData: record }, { mutationMode: 'pessimistic', ...options('postula.users.update_failed') });
    else await create('users', { data }, options('postula.users.create_failed'));
  };
  return (
    <FormDialog
      open
      title={translate(record ? 'postula.users.edit_title' : 'postula.users.create')}
      record={record ?? { role: 'reviewer' }}
      onClose={onClose}
      onSubmit={submit}
    >
      <TextInput source="full_name" validate={required()} />
      <TextInput source="email" type="email" validate={[required(), email()]} />
      <SelectInput source="role" choices={roleChoices} validate={required()} />
      <PasswordInput
        source="password"
        autoComplete="new-password"
        helperText="postula.users.password_hint"
        validate={record ? PASSWORD_RULE : [required(), PASSWORD_RULE]}
      />
    </FormDialog>
  );
}
