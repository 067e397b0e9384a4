import { EMAIL_STAGES, EMAIL_STATUSES } from '@postula/domain';
import { DateInput, NullableBooleanInput, SelectInput, TextInput } from 'react-admin';

const stages = EMAIL_STAGES.map((id) => ({ id, name: `postula.email_logs.stages.${id}` }));
const sendStatuses = EMAIL_STATUSES.map((id) => ({ id, name: `postula.email_logs.statuses.${id}` }));

/** Every filter of GET email-logs (spec section 7), named as its query parameters. */
export const emailLogFilters = [
  <TextInput key="email" source="email" alwaysOn resettable />,
  <SelectInput key="send_status" source="send_status" choices={sendStatuses} alwaysOn emptyText="postula.filters.all" />,
  <SelectInput key="stage" source="stage" choices={stages} emptyText="postula.filters.all" />,
  <TextInput key="first_name" source="first_name" resettable />,
  <TextInput key="last_name" source="last_name" resettable />,
  <TextInput key="identification" source="identification" resettable />,
  <NullableBooleanInput key="is_opened" source="is_opened" />,
  <DateInput key="date_from" source="date_from" />,
  <DateInput key="date_to" source="date_to" />,
  <TextInput key="tracking_id" source="tracking_id" resettable />,
  <NullableBooleanInput key="has_failure" source="has_failure" />,
];
