import { FOREIGN_INSTITUTION, INSTITUTION_TYPES, citiesOf, provinceNames } from '@postula/catalogs';
import { academicDetailsSchema, GRADE_SCALE_HINT } from '@postula/validation';
import { useMemo } from 'react';
import { academicFields, changeAcademic } from '../conditional-fields.js';
import { Checkbox, options, SelectInput, TextInput, Wide, YesNo } from '../form-inputs.js';
import { text } from '../values.js';
import { useWizard } from '../wizard-context.js';
import { SectionStep } from './section-step.js';

export const ACADEMIC_FIELDS = [
  'is_foreign_institution', 'currently_studying_school', 'province', 'city', 'institution_type', 'graduation_institution', 'bachelor_degree',
  'graduation_grade', 'graduation_year', 'currently_studying', 'current_institution',
] as const;

export function AcademicStep() {
  const { rules } = useWizard();
  const schema = useMemo(() => academicDetailsSchema(rules), [rules]);
  return (
    <SectionStep
      path="academic-details"
      section="academic_details"
      fields={ACADEMIC_FIELDS}
      schema={schema}
      loadingText="Cargando datos académicos..."
      change={changeAcademic}
      render={(v) => {
        const show = academicFields(v);
        const province = text(v, 'province') === FOREIGN_INSTITUTION ? '' : text(v, 'province');
        return (
          <div className="form-grid">
            <Wide><YesNo name="is_foreign_institution" label="¿Estudió en una institución extranjera?" /></Wide>
            <Wide when={show.currently_studying_school}><YesNo name="currently_studying_school" label="¿Actualmente estudia en el colegio?" /></Wide>
            {show.province && <SelectInput name="province" label="Provincia de la institución" choices={options(provinceNames())} />}
            {show.city && <SelectInput name="city" label="Ciudad de la institución" choices={options(citiesOf(province))} disabled={!province} />}
            {show.institution_type && <SelectInput name="institution_type" label="Tipo de institución" choices={INSTITUTION_TYPES} />}
            <TextInput name="graduation_institution" label={show.graduationInstitutionLabel} />
            {show.bachelor_degree && <TextInput name="bachelor_degree" label="Título de bachiller" optional />}
            <TextInput name="graduation_grade" label={show.graduationGradeLabel} type="number" inputMode="decimal" step="0.01" min={0} max={100} hint={GRADE_SCALE_HINT} />
            {show.graduation_year && <TextInput name="graduation_year" label="Año de graduación" type="number" inputMode="numeric" min={1900} />}
            <Wide when={show.currently_studying}><Checkbox name="currently_studying" label="Actualmente estudio en la universidad" /></Wide>
            {show.current_institution && <TextInput name="current_institution" label="Universidad en la que estudia" />}
          </div>
        );
      }}
    />
  );
}
