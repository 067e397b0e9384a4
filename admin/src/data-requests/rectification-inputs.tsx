import { Alert, Link as MuiLink, Stack } from '@mui/material';
import { FormDataConsumer, required, SelectInput, TextInput, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { RECTIFIABLE_SECTIONS } from '@postula/contract';
import type { DataRequestEntry } from '@postula/contract';

const sections = RECTIFIABLE_SECTIONS.map((s) => ({ id: s.section, name: s.label }));
const fieldsOf = (section: string | undefined) => (RECTIFIABLE_SECTIONS.find((s) => s.section === section)?.fields ?? []).map((f) => ({ id: f.field, name: f.label }));

/** Where the staff read the record the request is about: the application's details, else the account in 'Aplicantes'. */
export function RecordLink({ record }: { record: DataRequestEntry }) {
  const translate = useTranslate();
  const to = record.application_id ? `/applications/${record.application_id}/show` : `/applicants?filter=${encodeURIComponent(JSON.stringify({ email: record.applicant.email }))}`;
  return (
    <MuiLink component={Link} to={to} target="_blank" rel="noopener" sx={{ mb: 2, alignSelf: 'flex-start' }}>
      {translate(record.application_id ? 'postula.data_requests.open_application' : 'postula.data_requests.open_account')}
    </MuiLink>
  );
}

/**
 * A rectification answered as done names the value it corrects: the server applies it with the staff edit and
 * records the answer with what changed; refused, the reason says why not.
 */
export function RectificationInputs() {
  const translate = useTranslate();
  return (
    <FormDataConsumer<{ decision?: string; correction_section?: string }>>
      {({ formData }) =>
        formData.decision === 'fulfilled' ? (
          <Stack>
            <Alert severity="info" sx={{ mb: 2 }}>
              {translate('postula.data_requests.rectification_hint')}
            </Alert>
            <SelectInput source="correction_section" resource="data-requests" choices={sections} validate={required()} />
            <SelectInput source="correction_field" resource="data-requests" choices={fieldsOf(formData.correction_section)} validate={required()} disabled={!formData.correction_section} />
            <TextInput source="correction_value" resource="data-requests" validate={required()} />
          </Stack>
        ) : (
          <Alert severity="info" sx={{ mb: 2 }}>
            {translate('postula.data_requests.rectification_refusal_hint')}
          </Alert>
        )
      }
    </FormDataConsumer>
  );
}

/** The correction of the form's values as the API takes it, or nothing when the answer applies none. */
export const correctionOf = (record: DataRequestEntry, values: Record<string, unknown>) =>
  record.type === 'rectification' && values.decision === 'fulfilled'
    ? { section: values.correction_section as never, values: { [String(values.correction_field)]: values.correction_value } }
    : undefined;
