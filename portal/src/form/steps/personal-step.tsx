import { BLOOD_TYPES, COUNTRIES, GENDERS, MARITAL_STATUSES, citiesOf, provinceNames } from '@postula/catalogs';
import { needsLegalRepresentative } from '@postula/domain';
import { dayIn, personalDetailsSchema, PROGRAMME_TIME_ZONE } from '@postula/validation';
import { useMemo } from 'react';
import { useNavigate } from 'react-router-dom';
import { REPRESENTATIVE_PAGE } from '@postula/domain';
import { bornInEcuador, changePersonal } from '../conditional-fields.js';
import { SelectInput, TextInput, options } from '../form-inputs.js';
import { text, type Values } from '../values.js';
import { useWizard } from '../wizard-context.js';
import { SectionStep } from './section-step.js';

export const PERSONAL_FIELDS = ['date_of_birth', 'country_of_birth', 'province_of_birth', 'city_of_birth', 'gender', 'marital_status', 'phone_number', 'blood_type'] as const;

export const REPRESENTATIVE_HINT = 'Tienes menos de 15 años: después de este paso registrarás a tu representante legal, que confirmará tu postulación.';

export function PersonalStep() {
  const { rules } = useWizard();
  const navigate = useNavigate();
  const schema = useMemo(() => personalDetailsSchema(rules), [rules]);
  // Counted on today's programme day, as the server counts it when the step is saved.
  const today = dayIn(rules.now, rules.timeZone ?? PROGRAMME_TIME_ZONE);
  const minor = (v: Values) => /^\d{4}-\d{2}-\d{2}$/.test(text(v, 'date_of_birth')) && needsLegalRepresentative(text(v, 'date_of_birth'), today);
  return (
    <SectionStep
      path="personal-details"
      section="personal_details"
      fields={PERSONAL_FIELDS}
      schema={schema}
      loadingText="Cargando datos personales..."
      change={changePersonal}
      next={(v) => (minor(v) ? () => navigate(REPRESENTATIVE_PAGE) : undefined)}
      render={(v) => (
        <div className="form-grid">
          <TextInput name="date_of_birth" label="Fecha de nacimiento" type="date" autoComplete="bday" hint={minor(v) ? REPRESENTATIVE_HINT : undefined} />
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
