import { z } from 'zod';
import { email } from './applicant-registration.schema.js';

/** Passwords are taken as typed (never trimmed); the upper bound keeps hashing cheap for absurd inputs. */
const MAX_PASSWORD = 128;
const tooLong = `La contraseña no puede superar ${MAX_PASSWORD} caracteres`;

const password = (requiredMessage: string) => z.string({ error: requiredMessage }).min(1, requiredMessage).max(MAX_PASSWORD, tooLong);

/** A new password: the applicant modal's rule (6) by default, staff-set passwords use 8. */
/** The spec's texts: applicants choose at least 6 characters, staff set at least 8. */
const TOO_SHORT: Record<number, string> = {
  6: 'La contraseña debe tener al menos 6 caracteres',
  8: 'La contraseña debe tener al menos 8 caracteres',
};

export const newPassword = (min: number, requiredMessage = 'La nueva contraseña es requerida') =>
  password(requiredMessage).min(min, TOO_SHORT[min] ?? `La contraseña debe tener al menos ${min} caracteres`);

export const APPLICANT_PASSWORD_MIN = 6;

/** Staff and applicant login. */
export const TOTP_CODE_MESSAGE = 'El código de verificación debe tener 6 dígitos';
const totpCode = () => z.preprocess((v) => (typeof v === 'string' ? v.replace(/\s/g, '') : v), z.string({ error: TOTP_CODE_MESSAGE }).regex(/^\d{6}$/, TOTP_CODE_MESSAGE));
/** Staff with a second factor add `totp_code` once the API asks for it (401 with `totp_required: true`). */
export const loginSchema = z.object({ email: email(), password: password('La contraseña es requerida'), totp_code: z.preprocess((v) => (v === '' || v === null ? undefined : v), totpCode().optional()) });
/**
 * Staff second factor: turning it on (the secret from setup and a code from the app) or off (a current code). Replacing
 * an active one also takes a code of the active one (`current_totp_code`): a session alone cannot swap the owner's factor.
 */
export const totpEnableSchema = z.object({
  secret: z.string({ error: 'El secreto es requerido' }).regex(/^[A-Z2-7]{32}$/, 'El secreto no es válido'),
  totp_code: totpCode(),
  current_totp_code: z.preprocess((v) => (v === '' || v === null ? undefined : v), totpCode().optional()),
});
export const totpDisableSchema = z.object({ totp_code: totpCode() });
/** A superadmin's switch: every staff account must have a second factor. */
export const totpRequirementSchema = z.object({ required: z.boolean({ error: 'Indique si la verificación en dos pasos es obligatoria (true o false)' }) });
export type LoginInput = z.infer<typeof loginSchema>;

/** The change-password modal (applicant-side.md §5). */
export const updatePasswordSchema = z.object({
  current_password: password('La contraseña actual es requerida'),
  new_password: newPassword(APPLICANT_PASSWORD_MIN),
});
export type UpdatePasswordInput = z.infer<typeof updatePasswordSchema>;

export const forgotPasswordSchema = z.object({ email: email() });
export type ForgotPasswordInput = z.infer<typeof forgotPasswordSchema>;

export const resetPasswordSchema = z.object({
  token: z.string({ error: 'El enlace para restablecer la contraseña no es válido' }).min(1, 'El enlace para restablecer la contraseña no es válido').max(200, 'El enlace para restablecer la contraseña no es válido'),
  new_password: newPassword(APPLICANT_PASSWORD_MIN),
});
export type ResetPasswordInput = z.infer<typeof resetPasswordSchema>;
