import { loginSchema, resetPasswordSchema, toFieldErrors, updatePasswordSchema } from './index.js';

const errors = (schema: { safeParse(v: unknown): { success: boolean; error?: unknown } }, value: unknown) => {
  const r = schema.safeParse(value);
  return r.success ? {} : toFieldErrors(r.error as Parameters<typeof toFieldErrors>[0]);
};

describe('account access schemas', () => {
  it('login: missing and malformed values per field', () => {
    expect(errors(loginSchema, {})).toEqual({ email: ['El correo electrónico es requerido'], password: ['La contraseña es requerida'] });
    expect(errors(loginSchema, { email: 'nope', password: 'x' })).toEqual({ email: ['El correo electrónico no es válido'] });
  });
  it('update-password: the modal messages', () => {
    expect(errors(updatePasswordSchema, {})).toEqual({ current_password: ['La contraseña actual es requerida'], new_password: ['La nueva contraseña es requerida'] });
    expect(errors(updatePasswordSchema, { current_password: 'a', new_password: '12345' })).toEqual({ new_password: ['La contraseña debe tener al menos 6 caracteres'] });
    expect(updatePasswordSchema.parse({ current_password: ' a ', new_password: ' 123456' })).toEqual({ current_password: ' a ', new_password: ' 123456' });
  });
  it('reset-password: token and new password', () => {
    expect(errors(resetPasswordSchema, { new_password: 'abc' })).toEqual({
      token: ['El enlace para restablecer la contraseña no es válido'],
      new_password: ['La contraseña debe tener al menos 6 caracteres'],
    });
  });
});
