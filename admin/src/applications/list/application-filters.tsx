import { DateInput, NumberInput, SelectInput, TextInput } from 'react-admin';
import { institutionChoices, statusChoices } from './statuses.js';

/**
 * Every filter of GET applications/all (spec section 7), each input named as the query parameter. The usual ones
 * stay on screen; the rarely used ones sit behind 'Agregar filtro' so the list stays usable on a phone.
 */
export const applicationFilters = [
  <TextInput key="applicant_email" source="applicant_email" alwaysOn resettable />,
  <TextInput key="applicant_name" source="applicant_name" alwaysOn resettable />,
  <SelectInput key="status" source="status" choices={statusChoices} alwaysOn emptyText="postula.filters.all" />,
  <TextInput key="applicant_identification" source="applicant_identification" resettable />,
  <DateInput key="created_at_from" source="created_at_from" />,
  <DateInput key="created_at_to" source="created_at_to" />,
  <NumberInput key="academic_average_min" source="academic_average_min" min={0} max={100} step={0.01} />,
  <NumberInput key="academic_average_max" source="academic_average_max" min={0} max={100} step={0.01} />,
  <SelectInput key="institution_type" source="institution_type" choices={institutionChoices} emptyText="postula.filters.all" />,
  <DateInput key="birth_date_from" source="birth_date_from" />,
  <DateInput key="birth_date_to" source="birth_date_to" />,
  <NumberInput key="diagnostic_correct_answers_max" source="diagnostic_correct_answers_max" min={0} step={1} />,
];
