import { RELATIONSHIPS, choiceValues } from '@postula/catalogs';
import { z } from 'zod';
import { choiceField, idField, optionalPhoneField, phoneField, textField } from './fields.js';

const FULL_NAME = 'Ingrese al menos nombre y apellido';

/** Step 4, one reference. */
export const personalReferenceSchema = z.object({
  full_name: textField(FULL_NAME).refine((v) => v.split(/\s+/).length >= 2, FULL_NAME),
  relationship: choiceField(choiceValues(RELATIONSHIPS), 'El parentesco es requerido'),
  mobile_phone: phoneField('El teléfono móvil es requerido', 10),
  home_phone: optionalPhoneField(9),
});

export type PersonalReference = z.output<typeof personalReferenceSchema>;

/** DELETE application/personal-references body. */
export const personalReferenceDeleteSchema = z.object({ reference_id: idField('La referencia personal es requerida') });
