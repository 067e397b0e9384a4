import { RELATIONSHIPS, choiceLabel } from '@postula/catalogs';
import { APPLICATION_MESSAGES } from '@postula/domain';
import { personalReferenceSchema } from '@postula/validation';
import { applicationApi, type Reference } from '../../api/application.js';
import { SelectInput, TextInput } from '../form-inputs.js';
import { ListStep } from './list-step.js';

const FIELDS = ['full_name', 'relationship', 'mobile_phone', 'home_phone'] as const;

/** Step 4. The API has no update for a reference: an edit adds the new one, then removes the old one (so one always remains). */
export function ReferencesStep() {
  return (
    <ListStep<Reference>
      section="personal_references"
      loadingText="Cargando referencias personales..."
      fields={FIELDS}
      schema={personalReferenceSchema}
      load={applicationApi.references}
      add={(v) => applicationApi.addReference(v)}
      update={async (item, v) => {
        await applicationApi.addReference(v);
        await applicationApi.deleteReference(item.id);
        return { message: 'Referencia personal actualizada exitosamente' };
      }}
      remove={(item) => applicationApi.deleteReference(item.id)}
      emptyMessage={APPLICATION_MESSAGES.missingReferences}
      lastMessage={APPLICATION_MESSAGES.lastReference}
      noun="Referencia"
      addLabel="Agregar referencia"
      summary={(r) => (
        <>
          <strong>{r.full_name}</strong>
          <span>{choiceLabel(RELATIONSHIPS, r.relationship)}</span>
          <span>{r.mobile_phone}</span>
        </>
      )}
      renderFields={() => (
        <>
          <TextInput name="full_name" label="Nombre completo" autoComplete="off" />
          <SelectInput name="relationship" label="Parentesco" choices={RELATIONSHIPS} />
          <TextInput name="mobile_phone" label="Teléfono móvil" type="tel" inputMode="tel" placeholder="0991234567" />
          <TextInput name="home_phone" label="Teléfono convencional" type="tel" inputMode="tel" optional />
        </>
      )}
    />
  );
}
