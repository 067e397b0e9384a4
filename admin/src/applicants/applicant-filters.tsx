import { DateInput, NullableBooleanInput, TextInput } from 'react-admin';

/** The filters of GET applicants (spec section 7), named as its query parameters. */
export const applicantFilters = [
  <TextInput key="email" source="email" alwaysOn resettable />,
  <TextInput key="identification" source="identification" alwaysOn resettable />,
  <TextInput key="first_name" source="first_name" resettable />,
  <TextInput key="middle_name" source="middle_name" resettable />,
  <TextInput key="last_name" source="last_name" resettable />,
  <TextInput key="second_last_name" source="second_last_name" resettable />,
  <DateInput key="last_login_at" source="last_login_at" />,
  <NullableBooleanInput key="never_logged_in" source="never_logged_in" />,
];
