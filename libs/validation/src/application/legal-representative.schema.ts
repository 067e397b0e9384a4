import { LEGAL_REPRESENTATIVE_RELATIONSHIPS, choiceValues } from '@postula/catalogs';
import { z } from 'zod';
import { email, personName } from '../applicant-registration.schema.js';
import { identificationError } from '../identification.js';
import { requiredText } from '../field-errors.js';
import { choiceField, phoneField } from './fields.js';

/** Applicants younger than this on the day they save step 1 name a legal representative (LOPDP Art. 21). */
export const LEGAL_REPRESENTATIVE_AGE = 15;

/** POST application/legal-representative: the adult who answers for an applicant under 15; an Ecuadorian cédula. */
export const legalRepresentativeSchema = z.object({
  first_name: personName('El nombre del representante es requerido'),
  last_name: personName('El apellido del representante es requerido'),
  identification: requiredText('La cédula del representante es requerida').refine((v) => !v || !identificationError('cedula', v), 'La cédula no es válida'),
  relationship: choiceField(choiceValues(LEGAL_REPRESENTATIVE_RELATIONSHIPS), 'La relación con el postulante es requerida'),
  email: email(),
  phone: phoneField('El teléfono del representante es requerido', 10),
});
export type LegalRepresentative = z.output<typeof legalRepresentativeSchema>;

/** POST public/legal-representative/confirm and …/link: the one-time token of the e-mailed link. */
export const legalRepresentativeTokenSchema = z.object({
  token: z.string({ error: 'El enlace no es válido' }).min(1, 'El enlace no es válido').max(200, 'El enlace no es válido'),
});
