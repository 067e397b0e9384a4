import { z } from 'zod';
import { newPassword } from './account-access.schema.js';
import { applicantProfileFields, email, identificationType } from './applicant-registration.schema.js';
import { requiredText } from './field-errors.js';

/** Passwords that staff set (admin users, an applicant's password reset by staff): staff-side.md §5 and §9. */
export const STAFF_SET_PASSWORD_MIN = 8;
/** The hint under those password fields, as the spec words it (the number is the minimum above). */
export const STAFF_SET_PASSWORD_HINT = 'Mínimo 8 caracteres';

export const STAFF_ROLE_MESSAGE = 'El rol debe ser reviewer, superadmin o auditor';
export const staffRole = () => z.enum(['reviewer', 'superadmin', 'auditor'], { error: STAFF_ROLE_MESSAGE });
/** A blank form field counts as not sent. */
const blankAsAbsent = (v: unknown) => (v === null || (typeof v === 'string' && v.trim() === '') ? undefined : v);

/** 'Crear Administrador': role defaults to reviewer. */
export const staffUserCreateSchema = z.object({
  full_name: requiredText('El nombre completo es requerido'),
  email: email(),
  password: newPassword(STAFF_SET_PASSWORD_MIN, 'La contraseña es requerida'),
  role: z.preprocess(blankAsAbsent, staffRole().default('reviewer')),
});
export type StaffUserCreateInput = z.infer<typeof staffUserCreateSchema>;

/** Editing an admin user: a blank password keeps the current one; an absent role keeps the current role. */
export const staffUserUpdateSchema = z.object({
  full_name: requiredText('El nombre completo es requerido'),
  email: email(),
  password: z.preprocess(blankAsAbsent, newPassword(STAFF_SET_PASSWORD_MIN).optional()),
  role: z.preprocess(blankAsAbsent, staffRole().optional()),
});
export type StaffUserUpdateInput = z.infer<typeof staffUserUpdateSchema>;

/**
 * 'Editar Aplicante' (staff-side.md §5). The spec's form sends no identification_type: absent keeps the
 * account's, and the identification is checked against that type by the API (it knows the account).
 */
export const applicantEditSchema = z.object({ ...applicantProfileFields, identification_type: z.preprocess(blankAsAbsent, identificationType().optional()) });
export type ApplicantEditInput = z.infer<typeof applicantEditSchema>;

/** The staff 'Contraseña' modal. */
export const applicantPasswordByStaffSchema = z.object({ new_password: newPassword(STAFF_SET_PASSWORD_MIN) });
export type ApplicantPasswordByStaffInput = z.infer<typeof applicantPasswordByStaffSchema>;

/** Reassigning a disputed identification to an account: the value as another account holds it. */
export const identificationReassignSchema = z.object({ identification: applicantProfileFields.identification });
export type IdentificationReassignInput = z.infer<typeof identificationReassignSchema>;
