import {
  APPLICATION_SECTIONS,
  BASIC_SERVICES,
  BLOOD_TYPES,
  DOCUMENT_TYPE_CATALOG,
  EDUCATION_LEVELS,
  EMPLOYMENT_CATEGORIES,
  GENDERS,
  HOUSING_OCCUPANCIES,
  HOUSING_TYPES,
  INSTITUTION_TYPES,
  INSTITUTION_TYPE_ALIASES,
  MARITAL_STATUSES,
  RELATIONSHIPS,
  SECTION_LABELS,
  SECTORS,
  choiceLabel,
  choiceValues,
} from '@postula/catalogs';

describe('choice lists', () => {
  it('hold the values of applicant-side.md section 3, each with a Spanish label', () => {
    expect(choiceValues(GENDERS)).toEqual(['male', 'female', 'other']);
    expect(choiceValues(MARITAL_STATUSES)).toEqual(['soltero', 'casado', 'divorciado', 'viudo', 'union_libre']);
    expect(choiceValues(BLOOD_TYPES)).toEqual(['O+', 'O-', 'A+', 'A-', 'B+', 'B-', 'AB+', 'AB-']);
    expect(choiceValues(HOUSING_TYPES)).toEqual(['casa', 'departamento', 'cuarto']);
    expect(choiceValues(HOUSING_OCCUPANCIES)).toEqual(['propia', 'alquilada']);
    expect(choiceValues(RELATIONSHIPS)).toEqual(['padre', 'madre', 'hermano', 'abuelo', 'tio', 'primo', 'sobrino', 'cuniado', 'padrastro', 'madrastra', 'hijo', 'conyugue', 'otro']);
    expect(choiceValues(EDUCATION_LEVELS)).toEqual(['ninguno', 'primaria', 'secundaria', 'universidad', 'postgrado']);
    expect(choiceValues(SECTORS)).toEqual(['NORTE', 'SUR', 'ESTE', 'OESTE', 'CENTRO']);
    for (const list of [GENDERS, MARITAL_STATUSES, HOUSING_TYPES, RELATIONSHIPS, EDUCATION_LEVELS, SECTORS, BASIC_SERVICES])
      for (const c of list) expect(c.label).toMatch(/\S/);
    expect(choiceLabel(GENDERS, 'female')).toBe('Femenino');
    expect(choiceLabel(MARITAL_STATUSES, 'union_libre')).toBe('Unión libre');
    expect(choiceLabel(GENDERS, 'unknown')).toBe('unknown');
  });

  it('offers the applicant institution types plus municipal, and reads publico as fiscal', () => {
    expect(choiceValues(INSTITUTION_TYPES)).toEqual(expect.arrayContaining(['particular', 'fiscal', 'fiscomisional', 'otro', 'municipal']));
    expect(INSTITUTION_TYPE_ALIASES.publico).toBe('fiscal');
  });

  it('gives every basic service an icon, including gas from the staff list', () => {
    expect(choiceValues(BASIC_SERVICES)).toEqual(['water', 'sewage', 'electricity', 'phone', 'internet', 'cable_tv', 'gas']);
    for (const s of BASIC_SERVICES) expect(s.icon).toMatch(/^[a-z-]+$/);
  });

  it('includes the three employment categories, Jubilado among them', () => {
    expect(choiceValues(EMPLOYMENT_CATEGORIES).slice(0, 3)).toEqual(['Colaborador privado', 'Colaborador público', 'Jubilado']);
  });

  it('names the nine sections in form order with their steps', () => {
    expect(APPLICATION_SECTIONS.map((s) => [s.key, s.step])).toEqual([
      ['personal_details', 1],
      ['address_details', 2],
      ['academic_details', 3],
      ['personal_references', 4],
      ['household_members', 5],
      ['economic_status', 6],
      ['documents', 7],
      ['financial_summary', 8],
      ['application_info', 9],
    ]);
    expect(SECTION_LABELS.documents).toBe('Documentos');
  });

  it('lists the seven document types with their formats; bachelor_degree only for graduates', () => {
    const byType = Object.fromEntries(DOCUMENT_TYPE_CATALOG.map((d) => [d.value, d]));
    expect(Object.keys(byType)).toEqual(['id_card', 'photo_id', 'graduation_certificate', 'bachelor_degree', 'utility_bill', 'laptop_proof', 'economic_support']);
    expect(byType.id_card.formats).toEqual(['pdf']);
    expect(byType.photo_id.formats).toEqual(['jpeg', 'png']);
    expect(byType.utility_bill.formats).toEqual(['pdf', 'jpeg', 'png']);
    expect(byType.laptop_proof.formats).toEqual(['pdf', 'jpeg', 'png']);
    expect(byType.economic_support.formats).toEqual(['pdf']);
    expect(DOCUMENT_TYPE_CATALOG.filter((d) => d.graduatesOnly).map((d) => d.value)).toEqual(['bachelor_degree']);
    expect(byType.graduation_certificate).toMatchObject({ studentLabel: 'Acta de promoción del último año' });
  });
});
