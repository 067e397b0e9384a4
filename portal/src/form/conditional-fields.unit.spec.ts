import { describe, expect, it } from 'vitest';
import { academicFields, changeAcademic, changeAddress, changeEconomic, changeMember, changePersonal, economicFields } from './conditional-fields.js';

describe('step 1: birthplace', () => {
  it('clears province and city when the country switches between Ecuador and abroad, and the city when the province changes', () => {
    const born = { country_of_birth: 'Ecuador', province_of_birth: 'Guayas', city_of_birth: 'Guayaquil' };
    expect(changePersonal(born, 'country_of_birth', 'Perú')).toMatchObject({ province_of_birth: '', city_of_birth: '' });
    expect(changePersonal(born, 'province_of_birth', 'Azuay')).toMatchObject({ province_of_birth: 'Azuay', city_of_birth: '' });
    const abroad = { country_of_birth: 'Perú', province_of_birth: 'Lima', city_of_birth: 'Miraflores' };
    expect(changePersonal(abroad, 'country_of_birth', 'Chile')).toEqual({ country_of_birth: 'Chile', province_of_birth: 'Lima', city_of_birth: 'Miraflores' });
    expect(changePersonal(abroad, 'province_of_birth', 'Callao').city_of_birth).toBe('Miraflores');
  });
});

describe('step 2: address', () => {
  it('resets the city with the province, and tenants and bedrooms when the home is not owned', () => {
    expect(changeAddress({ province: 'Guayas', city: 'Guayaquil' }, 'province', 'Azuay')).toEqual({ province: 'Azuay', city: '' });
    const owned = { ocupacion_vivienda: 'propia', tiene_inquilinos: '1', numero_dormitorios: '3' };
    expect(changeAddress(owned, 'ocupacion_vivienda', 'alquilada')).toEqual({ ocupacion_vivienda: 'alquilada', tiene_inquilinos: '0', numero_dormitorios: '' });
  });
});

describe('step 3: academic data', () => {
  it('a foreign institution fills province, city and type with extranjero-no-aplica and clears the studying answers', () => {
    const v = changeAcademic({ province: 'Guayas', city: 'Guayaquil', currently_studying: '1', currently_studying_school: '1', current_institution: 'ESPOL' }, 'is_foreign_institution', '1');
    expect(v).toMatchObject({ province: 'extranjero-no-aplica', city: 'extranjero-no-aplica', institution_type: 'extranjero-no-aplica', currently_studying: '0', currently_studying_school: '', current_institution: '' });
    expect(academicFields(v)).toMatchObject({ province: false, city: false, institution_type: false, currently_studying_school: false, bachelor_degree: false, currently_studying: false });
    expect(changeAcademic(v, 'is_foreign_institution', '0')).toMatchObject({ province: '', city: '', institution_type: '' });
  });

  it('still at school: year 1999 and degree No aplica, hidden, and the labels speak of the current school', () => {
    const v = changeAcademic({ is_foreign_institution: '0' }, 'currently_studying_school', '1');
    expect(v).toMatchObject({ graduation_year: '1999', bachelor_degree: 'No aplica' });
    expect(academicFields(v)).toMatchObject({
      bachelor_degree: false,
      graduation_year: false,
      graduationInstitutionLabel: 'Institución en la que estudia',
      graduationGradeLabel: 'Promedio académico',
    });
    const graduate = changeAcademic(v, 'currently_studying_school', '0');
    expect(graduate).toMatchObject({ graduation_year: '', bachelor_degree: '' });
    expect(academicFields(graduate)).toMatchObject({ bachelor_degree: true, graduation_year: true, graduationGradeLabel: 'Nota de graduación' });
  });

  it('asks the current institution only while studying at university', () => {
    expect(academicFields({ is_foreign_institution: '0', currently_studying: '1' }).current_institution).toBe(true);
    expect(changeAcademic({ currently_studying: '1', current_institution: 'ESPOL' }, 'currently_studying', '0').current_institution).toBe('');
  });
});

describe('step 5: a retired member', () => {
  it("fills the institution with 'No aplica' and blanks it again for another occupation", () => {
    const retired = changeMember({ occupation: '', company_institution: 'Banco' }, 'occupation', 'Jubilado');
    expect(retired.company_institution).toBe('No aplica');
    expect(changeMember(retired, 'occupation', 'Comerciante').company_institution).toBe('');
  });
});

describe('step 6: employment', () => {
  it('asks dependency only when working and the entrepreneur question only when not under dependency', () => {
    expect(economicFields({ currently_working: '0' })).toEqual({ under_dependency: false, entrepreneur_artisan: false, job: false, ruc_certificate: false });
    expect(economicFields({ currently_working: '1', under_dependency: '1' })).toMatchObject({ under_dependency: true, entrepreneur_artisan: false, job: true });
    expect(economicFields({ currently_working: '1', under_dependency: '0', entrepreneur_artisan: '1' })).toMatchObject({ entrepreneur_artisan: true, ruc_certificate: true });
  });

  it('not working clears the follow-up answers; under dependency clears entrepreneur; starting to work blanks the defaults', () => {
    expect(changeEconomic({ currently_working: '1', under_dependency: '1', entrepreneur_artisan: '1' }, 'currently_working', '0')).toMatchObject({ under_dependency: '0', entrepreneur_artisan: '0' });
    expect(changeEconomic({ entrepreneur_artisan: '1' }, 'under_dependency', '1').entrepreneur_artisan).toBe('0');
    const loaded = { currently_working: '0', monthly_income: '0', company_name: 'No aplica', start_date: '2025-02-12', months_worked: '0' };
    expect(changeEconomic(loaded, 'currently_working', '1')).toMatchObject({ monthly_income: '', company_name: '', start_date: '', months_worked: '' });
  });
});
