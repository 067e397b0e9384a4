import { BLOOD_TYPES, COUNTRIES, GENDERS, MARITAL_STATUSES, citiesOf, provinceNames } from '@postula/catalogs';
import { personalDetailsSchema } from '@postula/validation';
import { useMemo } from 'react';
import { bornInEcuador, changePersonal } from '../conditional-fields.js';
import { SelectInput, TextInput, options } from '../form-inputs.js';
import { text } from '../values.js';
import { useWizard } from '../wizard-context.js';
import { SectionStep } from './section-step.js';

export const PERSONAL_FIELDS = ['date_of_birth', 'country_of_birth', 'province_of_birth', 'city_of_birth', 'gender', 'marital_status', 'phone_number', 'blood_type'] as const;

export function PersonalStep() {
  const { rules } = useWizard();
  const schema = useMemo(() => personalDetailsSchema(rules), [rules]);
  return (
    <SectionStep
      path="personal-details"
      section="personal_details"
      fields={PERSONAL_FIELDS}
      schema={schema}
      loadingText="Cargando datos personales..."
      change={changePersonal}
      render={(v) => (
        <div className="form-grid">
          <TextInput name="date_of_birth" label="Fecha de nacimiento" type="date" autoComplete="bday" />
          <SelectInput name="country_of_birth" label="País de nacimiento" choices={options(COUNTRIES.map((c) => c.name))} />
          {bornInEcuador(v) ? (
            <>
              <SelectInput name="province_of_birth" label="Provincia de nacimiento" choices={options(provinceNames())} />
              <SelectInput name="city_of_birth" label="Ciudad de nacimiento" choices={options(citiesOf(text(v, 'province_of_birth')))} disabled={!text(v, 'province_of_birth')} />
            </>
          ) : (
            <>
              <TextInput name="province_of_birth" label="Provincia o estado de nacimiento" optional />
              <TextInput name="city_of_birth" label="Ciudad de nacimiento" optional />
            </>
          )}
          <SelectInput name="gender" label="Género" choices={GENDERS} />
          <SelectInput name="marital_status" label="Estado civil" choices={MARITAL_STATUSES} />
          <TextInput name="phone_number" label="Número de teléfono" type="tel" inputMode="tel" autoComplete="tel" placeholder="0991234567" />
          <SelectInput name="blood_type" label="Tipo de sangre" choices={BLOOD_TYPES} />
        </div>
      )}
    />
  );
}
