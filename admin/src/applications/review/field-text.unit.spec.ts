import { describe, expect, it } from 'vitest';
import { i18nProvider } from '../../providers/i18n-provider.js';
import { fieldText } from './field-text.js';

const { label, value } = fieldText(i18nProvider.translate);

/** Every field a submitted application stores, per section (applicant-side.md section 3 and the details' info blocks). */
const FIELDS: Record<string, string[]> = {
  applicant_info: ['first_name', 'middle_name', 'last_name', 'second_last_name', 'email', 'identification', 'identification_type'],
  application_info: ['id', 'status', 'created_at', 'submitted_at', 'accepts_terms', 'submission_city', 'submission_date', 'motivation'],
  personal_details: ['date_of_birth', 'country_of_birth', 'province_of_birth', 'city_of_birth', 'gender', 'marital_status', 'phone_number', 'blood_type'],
  address_details: ['address', 'house_number', 'home_phone', 'mobile_phone', 'province', 'city', 'parish', 'sector', 'housing_type', 'basic_services', 'facebook', 'instagram', 'twitter', 'ocupacion_vivienda', 'tiene_inquilinos', 'numero_dormitorios'],
  academic_details: ['province', 'city', 'institution_type', 'graduation_institution', 'bachelor_degree', 'graduation_grade', 'graduation_year', 'currently_studying', 'current_institution', 'is_foreign_institution', 'currently_studying_school'],
  personal_references: ['full_name', 'relationship', 'mobile_phone', 'home_phone'],
  household_members: ['first_name', 'last_name', 'age', 'marital_status', 'relationship', 'education_level', 'occupation', 'company_institution', 'home_phone', 'mobile_phone', 'contributors'],
  economic_status: ['currently_working', 'under_dependency', 'entrepreneur_artisan', 'monthly_income', 'income_activity', 'company_name', 'job_title', 'company_address', 'company_phone', 'company_city', 'start_date', 'months_worked', 'ruc_certificate'],
  financial_summary: ['monthly_income', 'housing_expenses', 'food_expenses', 'education_expenses', 'transport_expenses', 'health_expenses', 'clothing_expenses', 'basic_services_expenses', 'credit_card_expenses', 'other_expenses'],
  application: ['status', 'reviewer'],
  exam: ['correct_answers', 'total_questions', 'percentage', 'level_achieved'],
  corrections: ['notes'],
};

describe('field text of the staff screens', () => {
  it('gives every stored field a Spanish label, never its key', () => {
    const raw = Object.entries(FIELDS).flatMap(([section, fields]) => fields.filter((f) => label(section, f) === f || /_/.test(label(section, f))).map((f) => `${section}.${f}`));
    expect(raw).toEqual([]);
    expect(label('applicant_info', 'first_name')).toBe('Primer nombre');
    expect(label('personal_details', 'date_of_birth')).toBe('Fecha de nacimiento');
    expect(label('personal_references', 'full_name')).toBe('Nombre completo');
    expect(label('household_members', 'education_level')).toBe('Nivel de educación');
  });

  it('names documents by type and correction flags by section and field', () => {
    expect(label('documents', 'id_card')).toBe('Cédula de identidad');
    expect(label('corrections', 'personal_details.birth_date')).toBe('Datos personales · Fecha de nacimiento');
  });

  it('shows choice values with the portal catalog labels, lists joined', () => {
    expect(value('gender', 'female')).toBe('Femenino');
    expect(value('basic_services', ['water', 'electricity'])).toBe('Agua potable, Energía eléctrica');
    expect(value('relationship', 'tio')).toBe('Tío/a');
    expect(value('marital_status', 'union_libre')).toBe('Unión libre');
    expect(value('sector', 'NORTE')).toBe('Norte');
    expect(value('ocupacion_vivienda', 'propia')).toBe('Propia');
    expect(value('identification_type', 'cedula')).toBe('Cédula');
    expect(value('institution_type', 'extranjero-no-aplica')).toBe('No aplica (institución extranjera)');
    // A value outside the catalog (old or staff-entered data) as it is.
    expect(value('occupation', 'Comerciante')).toBe('Comerciante');
  });

  it('shows statuses, booleans, numbers, dates and empties in Spanish', () => {
    expect(value('status', 'under_review')).toBe('En Revisión');
    expect(value('tiene_inquilinos', true)).toBe('Sí');
    expect(value('currently_working', false)).toBe('No');
    expect(value('graduation_year', 2022)).toBe('2022');
    expect(value('monthly_income', 12345.5)).toBe('12.345,5');
    expect(value('date_of_birth', '2005-03-14')).toBe('14/03/2005');
    // An instant in the programme's time zone (UTC-5).
    expect(value('submitted_at', '2026-02-10T03:30:00.000Z')).toBe('09/02/2026 22:30');
    expect(value('home_phone', '')).toBe('—');
    expect(value('basic_services', [])).toBe('—');
    expect(value('reviewer', { id: 'r1', full_name: 'Ana Revisora', email: 'ana@example.com' })).toBe('Ana Revisora');
  });
});
