import { z } from 'zod';
import { optionalText, requiredText } from './field-errors.js';
import { isValidCedula } from './identification.js';

export const email = () =>
  z.preprocess(
    (v) => (typeof v === 'string' ? v.trim().toLowerCase() : v),
    z.string({ error: 'El correo electrónico es requerido' }).min(1, 'El correo electrónico es requerido').pipe(z.email('El correo electrónico no es válido')),
  );

const identificationShape = z.object({ identification: z.string().min(1), identification_type: z.enum(['cedula', 'pasaporte']) });

export const applicantProfileSchema = z
  .object({
    first_name: requiredText('El nombre es requerido'),
    middle_name: optionalText(),
    last_name: requiredText('El apellido es requerido'),
    second_last_name: optionalText(),
    email: email(),
    identification: requiredText('La identificación es requerida'),
    identification_type: z.enum(['cedula', 'pasaporte'], { error: 'El tipo de identificación debe ser cédula o pasaporte' }),
  })
  .superRefine((v, ctx) => {
    if (v.identification_type === 'cedula' && !isValidCedula(v.identification))
      ctx.addIssue({ code: 'custom', path: ['identification'], message: 'La cédula no es válida' });
    if (v.identification_type === 'pasaporte' && !/^[A-Za-z0-9]{5,20}$/.test(v.identification))
      ctx.addIssue({ code: 'custom', path: ['identification'], message: 'El pasaporte debe tener entre 5 y 20 letras o números' });
    // Checked as soon as the two identification fields parse, so every error is reported in one answer.
  }, { when: (payload) => identificationShape.safeParse(payload.value).success });

export type ApplicantProfileInput = z.infer<typeof applicantProfileSchema>;
