import { economicStatusSchema } from '@postula/validation';
import { errorsOf, parsed } from './test-helpers.fixture.js';

const schema = economicStatusSchema({ now: '2025-02-12T15:00:00Z' });
const job = {
  monthly_income: '520.50',
  income_activity: 'Ventas',
  company_name: 'Comercial Andrade',
  job_title: 'Vendedora',
  company_address: 'Av. Quito 123',
  company_phone: '042123456',
  company_city: 'Guayaquil',
  start_date: '2023-03-01',
  months_worked: '23',
};
const employed = { currently_working: '1', under_dependency: '1', entrepreneur_artisan: '0', ...job };

const JOB_MESSAGES = {
  monthly_income: ['El ingreso mensual es requerido'],
  income_activity: ['La actividad económica es requerida'],
  company_name: ['El nombre de la empresa es requerido'],
  job_title: ['El cargo es requerido'],
  company_address: ['La dirección de la empresa es requerida'],
  company_phone: ['El teléfono de la empresa es requerido'],
  company_city: ['La ciudad de la empresa es requerida'],
  start_date: ['La fecha de inicio es requerida'],
  months_worked: ['Los meses trabajados son requeridos'],
};

describe('economicStatusSchema', () => {
  it('stores an employee with numbers, the flags as booleans', () => {
    expect(parsed(schema, employed)).toEqual({
      ...job,
      currently_working: true,
      under_dependency: true,
      entrepreneur_artisan: false,
      monthly_income: 520.5,
      months_worked: 23,
    });
  });

  it('requires every job field when working, each with its message', () => {
    expect(errorsOf(schema, { currently_working: '1', under_dependency: '1' })).toEqual(JOB_MESSAGES);
  });

  it("refuses the 'No aplica' default in every job field", () => {
    const defaults = Object.fromEntries(Object.keys(job).map((k) => [k, 'No aplica']));
    expect(errorsOf(schema, { currently_working: '1', entrepreneur_artisan: '1', ...defaults })).toEqual({
      ...JOB_MESSAGES,
      start_date: ['La fecha de inicio no es válida'],
      months_worked: ['Los meses trabajados deben ser un número válido'],
    });
  });

  it('requires an income above 0 when working, and a start date not in the future', () => {
    expect(errorsOf(schema, { ...employed, monthly_income: '0', start_date: '2025-02-13' })).toEqual({
      monthly_income: ['El ingreso mensual debe ser mayor a 0'],
      start_date: ['La fecha de inicio no puede ser futura'],
    });
    expect(parsed(schema, { ...employed, start_date: '2025-02-12' }).start_date).toBe('2025-02-12');
  });

  it('refuses an income above 1.000.000 with a Spanish message (no 1e+306 printed in exports)', () => {
    for (const monthly_income of [1e306, '9007199254740993', '1000000.01'])
      expect(errorsOf(schema, { ...employed, monthly_income })).toEqual({ monthly_income: ['El valor no puede ser mayor a 1.000.000'] });
    expect(parsed(schema, { ...employed, monthly_income: '1000000' }).monthly_income).toBe(1_000_000);
  });

  it('for an entrepreneur (working, not under dependency) asks the same fields', () => {
    expect(parsed(schema, { ...employed, under_dependency: '0', entrepreneur_artisan: '1' })).toMatchObject({ under_dependency: false, entrepreneur_artisan: true });
    expect(errorsOf(schema, { currently_working: '1', under_dependency: '0', entrepreneur_artisan: '1' })).toEqual(JOB_MESSAGES);
  });

  it('under dependency clears entrepreneur_artisan', () => {
    expect(parsed(schema, { ...employed, entrepreneur_artisan: '1' }).entrepreneur_artisan).toBe(false);
  });

  it('not working clears the follow-up answers and stores 0, No aplica and today', () => {
    expect(parsed(schema, { currently_working: '0', under_dependency: '1', entrepreneur_artisan: '1', monthly_income: '900', company_name: 'X' })).toEqual({
      currently_working: false,
      under_dependency: false,
      entrepreneur_artisan: false,
      monthly_income: 0,
      income_activity: 'No aplica',
      company_name: 'No aplica',
      job_title: 'No aplica',
      company_address: 'No aplica',
      company_phone: 'No aplica',
      company_city: 'No aplica',
      start_date: '2025-02-12',
      months_worked: 0,
    });
  });

  it('needs the working answer', () => {
    expect(errorsOf(schema, {})).toEqual({ currently_working: ['Indique si actualmente trabaja'] });
    expect(errorsOf(schema, { currently_working: 'tal vez' })).toEqual({ currently_working: ['Indique si actualmente trabaja'] });
  });

  it('checks the company phone and months worked', () => {
    expect(errorsOf(schema, { ...employed, company_phone: '04212', months_worked: '-1' })).toEqual({
      company_phone: ['El número debe tener al menos 9 dígitos'],
      months_worked: ['Los meses trabajados deben ser un número válido'],
    });
  });
});
