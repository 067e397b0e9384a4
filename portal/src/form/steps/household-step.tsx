import { EDUCATION_LEVELS, EMPLOYMENT_CATEGORIES, MARITAL_STATUSES, RELATIONSHIPS, choiceLabel } from '@postula/catalogs';
import { APPLICATION_MESSAGES } from '@postula/domain';
import { householdMemberSchema } from '@postula/validation';
import { applicationApi, type Member } from '../../api/application.js';
import { changeMember, isRetired } from '../conditional-fields.js';
import { SelectInput, TextInput } from '../form-inputs.js';
import { ListStep } from './list-step.js';

const FIELDS = ['first_name', 'last_name', 'age', 'marital_status', 'relationship', 'education_level', 'occupation', 'company_institution', 'home_phone', 'mobile_phone', 'contributors'] as const;

/** Step 5: the people who live with the applicant. */
export function HouseholdStep() {
  return (
    <ListStep<Member>
      section="household_members"
      loadingText="Cargando miembros del hogar..."
      fields={FIELDS}
      schema={householdMemberSchema}
      change={changeMember}
      load={applicationApi.members}
      add={(v) => applicationApi.addMember(v)}
      update={(item, v) => applicationApi.updateMember(item.id, v)}
      remove={(item) => applicationApi.deleteMember(item.id)}
      emptyMessage={APPLICATION_MESSAGES.missingMembers}
      lastMessage={APPLICATION_MESSAGES.lastMember}
      noun="Miembro"
      addLabel="Agregar miembro"
      summary={(m) => (
        <>
          <strong>
            {m.first_name} {m.last_name}
          </strong>
          <span>
            {choiceLabel(RELATIONSHIPS, m.relationship)}, {m.age} años
          </span>
          <span>{m.occupation}</span>
        </>
      )}
      renderFields={(v) => (
        <>
          <TextInput name="first_name" label="Nombres" />
          <TextInput name="last_name" label="Apellidos" />
          <TextInput name="age" label="Edad" type="number" inputMode="numeric" min={0} />
          <SelectInput name="marital_status" label="Estado civil" choices={MARITAL_STATUSES} />
          <SelectInput name="relationship" label="Parentesco" choices={RELATIONSHIPS} />
          <SelectInput name="education_level" label="Nivel de educación" choices={EDUCATION_LEVELS} />
          <TextInput name="occupation" label="Ocupación" list="occupation-suggestions" />
          <datalist id="occupation-suggestions">
            {EMPLOYMENT_CATEGORIES.map((c) => (
              <option key={c.value} value={c.value} />
            ))}
          </datalist>
          {!isRetired(v) && <TextInput name="company_institution" label="Empresa o institución" />}
          <TextInput name="mobile_phone" label="Teléfono móvil" type="tel" inputMode="tel" placeholder="0991234567" />
          <TextInput name="home_phone" label="Teléfono convencional" type="tel" inputMode="tel" optional />
          <TextInput name="contributors" label="Número de aportantes al hogar" type="number" inputMode="numeric" min={0} />
        </>
      )}
    />
  );
}
