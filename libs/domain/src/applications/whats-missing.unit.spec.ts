import { emptyCorrections } from './correction-fields.js';
import { initialState, type ApplicationState } from './application.state.js';
import { completionOf, missingDocuments, REPRESENTATIVE_PAGE, savedSectionsOf, UNSAVED_DRAFT, whatIsMissing } from './whats-missing.js';

const open = { status: 'started', applicationsOpen: true, examDone: true, corrections: null, hasDraft: () => false };

describe('what is missing, at a glance', () => {
  it('before the exam: the exam with its link, and the steps and each document without links (the form opens after the exam)', () => {
    const items = whatIsMissing({ ...open, status: 'none', examDone: false, completion: null });
    expect(items[0]).toEqual({ text: 'Rendir la evaluación diagnóstica', to: '/evaluacion' });
    expect(items.slice(1).map((i) => i.text)).toEqual([
      'Paso 1: Datos personales',
      'Paso 2: Dirección y contacto',
      'Paso 3: Datos académicos',
      'Paso 4: Referencias personales',
      'Paso 5: Miembros del hogar',
      'Paso 6: Situación laboral',
      'Subir Cédula de identidad',
      'Subir Fotografía tamaño carné',
      'Subir Acta de grado o Acta de promoción del último año',
      'Subir Título de bachiller, si ya te graduaste',
      'Subir Planilla de servicios básicos',
      'Subir Comprobante de computadora o laptop',
      'Subir Respaldo económico (rol de pagos o certificado de no afiliación)',
      'Paso 8: Resumen financiero',
      'Paso 9: Finalizar postulación',
    ]);
    expect(items.slice(1).every((i) => i.to === undefined)).toBe(true);
  });

  it('each unsaved step and each missing document links to its step; a saved step with a draft here is listed too', () => {
    const items = whatIsMissing({
      ...open,
      completion: { completed: new Set([1, 2, 3, 5]), missingDocuments: ['Cédula de identidad', 'Planilla de servicios básicos'] },
      hasDraft: (section) => section === 'address_details',
    });
    expect(items).toEqual([
      { text: 'Paso 2: Dirección y contacto', to: '/formulario/2', note: UNSAVED_DRAFT },
      { text: 'Paso 4: Referencias personales', to: '/formulario/4', note: undefined },
      { text: 'Paso 6: Situación laboral', to: '/formulario/6', note: undefined },
      { text: 'Subir Cédula de identidad', to: '/formulario/7' },
      { text: 'Subir Planilla de servicios básicos', to: '/formulario/7' },
      { text: 'Paso 8: Resumen financiero', to: '/formulario/8', note: undefined },
      { text: 'Paso 9: Finalizar postulación', to: '/formulario/9' },
    ]);
  });

  it('an applicant under 15 is told to name their representative, then that the confirmation is pending', () => {
    const completed = new Set([1, 2, 3, 4, 5, 6, 7, 8]);
    expect(whatIsMissing({ ...open, completion: { completed, missingDocuments: [], representative: 'missing' } })[0]).toEqual({
      text: 'Registrar a tu representante legal (menos de 15 años)',
      to: REPRESENTATIVE_PAGE,
    });
    expect(whatIsMissing({ ...open, completion: { completed, missingDocuments: [], representative: 'pending' } })[0]).toMatchObject({
      text: 'Confirmación de tu representante legal pendiente',
      to: REPRESENTATIVE_PAGE,
    });
  });

  it('with every step saved only the submission is left', () => {
    const items = whatIsMissing({ ...open, completion: { completed: new Set([1, 2, 3, 4, 5, 6, 7, 8]), missingDocuments: [] } });
    expect(items).toEqual([{ text: 'Paso 9: Finalizar postulación', to: '/formulario/9' }]);
  });

  it('in corrections mode lists the flagged steps with their fields, then the resubmission', () => {
    const corrections = emptyCorrections();
    const [flag] = Object.keys(corrections.address_details);
    corrections.address_details[flag] = true;
    const items = whatIsMissing({ ...open, status: 'correction_review', completion: null, corrections });
    expect(items).toHaveLength(2);
    expect(items[0].to).toBe('/formulario/2');
    expect(items[0].text).toMatch(/^Paso 2: Dirección y contacto: corregir \S/);
    expect(items[1]).toEqual({ text: 'Paso 9: Finalizar postulación: volver a enviar', to: '/formulario/9' });
  });

  it('nothing once submitted, or while the period is closed', () => {
    expect(whatIsMissing({ ...open, status: 'submitted', completion: null })).toEqual([]);
    expect(whatIsMissing({ ...open, applicationsOpen: false, completion: null })).toEqual([]);
  });
});

describe('the same completion from the application stream', () => {
  it('counts saved sections, at least one reference and member, and every required document', () => {
    const state = {
      ...initialState(),
      sections: { personal_details: {}, academic_details: { currently_studying_school: true } },
      references: { r1: {} },
      members: {},
      documents: { id_card: 'd1' },
    } as unknown as ApplicationState;
    const completion = completionOf(savedSectionsOf(state));
    expect([...completion.completed].sort()).toEqual([1, 3, 4]);
    expect(completion.missingDocuments).toEqual(missingDocuments(['id_card'], false));
    expect(completion.missingDocuments).not.toContain('Título de bachiller');
  });

  it('before step 3 says whether the applicant graduated, names each document not uploaded, in both cases, and the step is not complete', () => {
    const state = { ...initialState(), documents: { id_card: 'd1', photo_id: 'd2', utility_bill: 'd3', laptop_proof: 'd4', economic_support: 'd5', graduation_certificate: 'd6' } } as unknown as ApplicationState;
    const completion = completionOf(savedSectionsOf(state));
    expect(completion.missingDocuments).toEqual(['Título de bachiller, si ya te graduaste']);
    expect(completion.completed.has(7)).toBe(false);
    const items = whatIsMissing({ ...open, completion: completionOf(savedSectionsOf(initialState())) }).map((i) => i.text);
    expect(items).toContain('Subir Acta de grado o Acta de promoción del último año');
    expect(items).not.toContain('Paso 7: Documentos');
  });
});
