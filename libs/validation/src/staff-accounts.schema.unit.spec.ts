import { applicantEditSchema, applicantPasswordByStaffSchema, STAFF_SET_PASSWORD_HINT, STAFF_SET_PASSWORD_MIN, staffUserCreateSchema, staffUserUpdateSchema, toFieldErrors } from './index.js';

const errors = (schema: { safeParse(v: unknown): { success: boolean; error?: unknown } }, value: unknown) => {
  const r = schema.safeParse(value);
  return r.success ? {} : toFieldErrors(r.error as Parameters<typeof toFieldErrors>[0]);
};

describe('staff account schemas', () => {
  it('admin user create: required fields, e-mail format, role choice and the 8-character password', () => {
    expect(errors(staffUserCreateSchema, {})).toEqual({
      full_name: ['El nombre completo es requerido'],
      email: ['El correo electrónico es requerido'],
      password: ['La contraseña es requerida'],
    });
    expect(errors(staffUserCreateSchema, { full_name: 'R', email: 'x', password: '1234567', role: 'user' })).toEqual({
      email: ['El correo electrónico no es válido'],
      password: ['La contraseña debe tener al menos 8 caracteres'],
      role: ['El rol debe ser reviewer, superadmin o auditor'],
    });
    expect(staffUserCreateSchema.parse({ full_name: ' Rita ', email: 'R@X.EC', password: '12345678', role: '' })).toEqual({ full_name: 'Rita', email: 'r@x.ec', password: '12345678', role: 'reviewer' });
  });
  it('admin user update: a blank password and an absent role are left out', () => {
    expect(staffUserUpdateSchema.parse({ full_name: 'Rita', email: 'r@x.ec', password: '  ' })).toEqual({ full_name: 'Rita', email: 'r@x.ec' });
    expect(errors(staffUserUpdateSchema, { full_name: 'Rita', email: 'r@x.ec', password: 'corta' })).toEqual({ password: ['La contraseña debe tener al menos 8 caracteres'] });
  });
  it('applicant edit: the registration messages, identification type optional', () => {
    expect(errors(applicantEditSchema, { email: 'mal' })).toEqual({
      first_name: ['El nombre es requerido'],
      last_name: ['El apellido es requerido'],
      email: ['El correo electrónico no es válido'],
      identification: ['La identificación es requerida'],
    });
    expect(applicantEditSchema.parse({ first_name: 'Ana', middle_name: '', last_name: 'P', email: 'a@b.ec', identification: '1710034065' })).toMatchObject({ middle_name: null, second_last_name: null });
  });
  it('applicant password by staff: required, at least 8', () => {
    expect(errors(applicantPasswordByStaffSchema, {})).toEqual({ new_password: ['La nueva contraseña es requerida'] });
    expect(errors(applicantPasswordByStaffSchema, { new_password: '1234567' })).toEqual({ new_password: ['La contraseña debe tener al menos 8 caracteres'] });
  });
  it('words the password hint with the minimum the schemas apply', () => {
    expect(STAFF_SET_PASSWORD_HINT).toBe(`Mínimo ${STAFF_SET_PASSWORD_MIN} caracteres`);
  });
});
