import {
  CORRECTION_FIELDS,
  CORRECTION_SECTIONS,
  completeCorrections,
  correctionFlagKey,
  correctionLabel,
  correctionsFromFlagKeys,
  emptyCorrections,
  fieldForFlag,
  firstCorrectionStep,
  flagForField,
  flaggedDataFields,
  flaggedEntries,
  hasCorrections,
  parseCorrectionFlagKey,
  sectionLabel,
  sectionStep,
} from './correction-fields.js';

// applicant-side.md section 3, "Correctable fields".
const SPEC_FLAGS = [
  'birth_date', 'gender', 'civil_status', 'phone', 'blood_type', 'country_of_birth', 'city_of_birth', 'province_of_birth', 'province', 'city', 'parish',
  'sector', 'main_street', 'house_number', 'home_phone', 'mobile_phone', 'facebook', 'instagram', 'twitter', 'basic_services', 'ocupacion_vivienda',
  'residence_type', 'numero_dormitorios', 'tiene_inquilinos', 'institution_type', 'graduation_institution', 'is_foreign_institution', 'bachelor_degree',
  'graduation_grade', 'graduation_year', 'currently_studying', 'currently_studying_school', 'current_institution', 'currently_working',
  'entrepreneur_artisan', 'company_name', 'company_address', 'company_city', 'company_phone', 'position', 'work_start_date', 'months_worked',
  'employment_type', 'income_source', 'monthly_income', 'monthly_rent', 'monthly_food', 'monthly_basic_services', 'monthly_education', 'monthly_health',
  'monthly_transport', 'monthly_clothing', 'credit_card_expenses', 'other_expenses', 'motivation', 'documents', 'references', 'household_members',
];

describe('correction fields', () => {
  it('covers every correctable flag of the spec, plus submission city and date, with a label each', () => {
    const flags = new Set(CORRECTION_SECTIONS.flatMap((s) => CORRECTION_FIELDS[s].map((f) => f.flag)));
    for (const flag of SPEC_FLAGS) expect(flags).toContain(flag);
    expect(CORRECTION_FIELDS.application_info.map((f) => f.flag)).toEqual(['motivation', 'submission_city', 'submission_date']);
    for (const s of CORRECTION_SECTIONS) {
      expect(new Set(CORRECTION_FIELDS[s].map((f) => f.flag)).size).toBe(CORRECTION_FIELDS[s].length);
      for (const f of CORRECTION_FIELDS[s]) expect(f.label).toMatch(/^\p{Lu}/u);
    }
  });

  it('maps the renamed flags to their data fields and back', () => {
    const pairs: [Parameters<typeof fieldForFlag>[0], string, string][] = [
      ['personal_details', 'birth_date', 'date_of_birth'],
      ['personal_details', 'civil_status', 'marital_status'],
      ['personal_details', 'phone', 'phone_number'],
      ['address_details', 'main_street', 'address'],
      ['address_details', 'residence_type', 'housing_type'],
      ['economic_status', 'position', 'job_title'],
      ['economic_status', 'work_start_date', 'start_date'],
      ['economic_status', 'employment_type', 'under_dependency'],
      ['economic_status', 'income_source', 'income_activity'],
      ['financial_summary', 'monthly_rent', 'housing_expenses'],
      ['financial_summary', 'monthly_food', 'food_expenses'],
      ['financial_summary', 'monthly_basic_services', 'basic_services_expenses'],
      ['personal_references', 'references', 'personal_references'],
      ['academic_details', 'graduation_grade', 'graduation_grade'],
    ];
    for (const [section, flag, field] of pairs) {
      expect(fieldForFlag(section, flag)).toBe(field);
      expect(flagForField(section, field)).toBe(flag);
    }
    expect(fieldForFlag('personal_details', 'main_street')).toBeUndefined();
    expect(correctionLabel('address_details', 'main_street')).toBe('Dirección');
  });

  it('names staff request keys {flag}_correction_{section} and reads them back', () => {
    expect(correctionFlagKey('personal_details', 'birth_date')).toBe('birth_date_correction_personal_details');
    expect(parseCorrectionFlagKey('monthly_rent_correction_financial_summary')).toEqual({ section: 'financial_summary', flag: 'monthly_rent' });
    expect(parseCorrectionFlagKey('references_correction_personal_references')).toEqual({ section: 'personal_references', flag: 'references' });
    expect(parseCorrectionFlagKey('birth_date_correction_address_details')).toBeNull();
    expect(parseCorrectionFlagKey('correction_notes')).toBeNull();
    for (const s of CORRECTION_SECTIONS) for (const { flag } of CORRECTION_FIELDS[s]) expect(parseCorrectionFlagKey(correctionFlagKey(s, flag))).toEqual({ section: s, flag });
  });

  it('groups a staff request into {section: {flag: bool}} with every flag present', () => {
    const corrections = correctionsFromFlagKeys({
      application_id: 'a-1',
      correction_notes: 'Revise',
      birth_date_correction_personal_details: true,
      phone_correction_personal_details: '1',
      gender_correction_personal_details: false,
      monthly_income_correction_financial_summary: 'true',
      documents_correction_documents: 'on',
      unknown_correction_documents: true,
    });
    expect(corrections.personal_details).toMatchObject({ birth_date: true, phone: true, gender: false, civil_status: false });
    expect(corrections.financial_summary.monthly_income).toBe(true);
    expect(corrections.economic_status.monthly_income).toBe(false);
    expect(corrections.documents).toEqual({ documents: true });
    expect(Object.keys(corrections)).toEqual([...CORRECTION_SECTIONS]);
  });

  it('completes stored flags, lists what is flagged and which data fields may change', () => {
    const flags = { address_details: { main_street: true, city: false, bogus: true }, economic_status: { position: true } };
    const full = completeCorrections(flags);
    expect(full.address_details.main_street).toBe(true);
    expect(full.address_details).not.toHaveProperty('bogus');
    expect(full.personal_details.birth_date).toBe(false);
    expect(flaggedEntries(flags).map((e) => `${e.section}.${e.flag}`)).toEqual(['address_details.main_street', 'economic_status.position']);
    expect(flaggedDataFields(flags, 'address_details')).toEqual(['address']);
    expect(flaggedDataFields(flags, 'personal_details')).toEqual([]);
    expect(hasCorrections(flags)).toBe(true);
    expect(hasCorrections(emptyCorrections())).toBe(false);
  });

  it('gives each section its form step and label, and the step to open on', () => {
    expect(CORRECTION_SECTIONS.map(sectionStep)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(sectionStep('documents')).toBe(7);
    expect(sectionLabel('financial_summary')).toBe('Resumen financiero');
    expect(firstCorrectionStep({ application_info: { motivation: true }, household_members: { household_members: true } })).toBe(5);
    expect(firstCorrectionStep({ personal_details: { gender: false } })).toBeNull();
  });
});
