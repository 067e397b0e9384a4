import { z } from 'zod';
import { optionalText, requiredText } from './field-errors.js';
import { identificationError } from './identification.js';

export const email = () =>
  z.preprocess(
    (v) => (typeof v === 'string' ? v.trim().toLowerCase() : v),
    z.string({ error: 'El correo electrónico es requerido' }).min(1, 'El correo electrónico es requerido').pipe(z.email('El correo electrónico no es válido')),
  );

const identificationShape = z.object({ identification: z.string().min(1), identification_type: z.enum(['cedula', 'pasaporte']) });

export const identificationType = () => z.enum(['cedula', 'pasaporte'], { error: 'El tipo de identificación debe ser cédula o pasaporte' });

export const NAME_CHARACTERS_MESSAGE = 'El nombre solo puede contener letras, espacios, apóstrofos y guiones';
/** Letters (any alphabet, with accents), then letters, spaces, apostrophes or hyphens: no links, digits or markup in e-mails. */
const PERSON_NAME = /^[\p{L}\p{M}][\p{L}\p{M} '’-]*$/u;
export const personName = (requiredMessage: string) => requiredText(requiredMessage).refine((v) => !v || PERSON_NAME.test(v), NAME_CHARACTERS_MESSAGE);
const optionalPersonName = () => optionalText().refine((v) => v === null || PERSON_NAME.test(v), NAME_CHARACTERS_MESSAGE);

/** The account's fields and messages, shared by registration and the staff edit (applicant-accounts.schema.ts). */
export const applicantProfileFields = {
  first_name: personName('El nombre es requerido'),
  middle_name: optionalPersonName(),
  last_name: personName('El apellido es requerido'),
  second_last_name: optionalPersonName(),
  email: email(),
  identification: requiredText('La identificación es requerida'),
};

const NOTICE_VERSION_MESSAGE = 'La versión del aviso de privacidad no es válida';
/** The privacy notice version the applicant read (sent by the portal with the box ticked; older clients omit it). */
const privacyNoticeVersion = () => z.string({ error: NOTICE_VERSION_MESSAGE }).trim().min(1, NOTICE_VERSION_MESSAGE).max(40, NOTICE_VERSION_MESSAGE).optional();

export const applicantProfileSchema = z
  .object({ ...applicantProfileFields, identification_type: identificationType(), privacy_notice_version: privacyNoticeVersion() })
  .superRefine((v, ctx) => {
    const message = identificationError(v.identification_type, v.identification);
    if (message) ctx.addIssue({ code: 'custom', path: ['identification'], message });
    // Checked as soon as the two identification fields parse, so every error is reported in one answer.
  }, { when: (payload) => identificationShape.safeParse(payload.value).success });

export type ApplicantProfileInput = z.infer<typeof applicantProfileSchema>;
