import { startTestApi, type TestApi } from '../support/api-app.js';
import { startTestSystem, type TestSystem } from '../support/test-system.js';
import {
  academicDetails,
  addressDetails,
  AFTER_DEADLINE_MS,
  ApplicantClient,
  completeSteps,
  DEADLINE,
  events,
  expectOk,
  files,
  finalSubmission,
  financialSummary,
  graduateAcademicDetails,
  member,
  newApplicant,
  notWorking,
  personalDetails,
  reference,
  seedCorrections,
  studentDocuments,
  takeExam,
  VALIDATION,
} from './applications.fixture.js';

const PERIOD_ENDED = 'No puedes modificar el formulario el periodo de postulación ha finalizado';
const ALREADY_SUBMITTED = 'Tu postulación ya fue enviada y no puede modificarse';

describe('editing and submission rules over HTTP', () => {
  let system: TestSystem;
  /** A replica of the API whose clock is past APPLICATION_DEADLINE. */
  let late: TestApi;
  const reader = events();
  beforeAll(async () => {
    system = await startTestSystem({ APPLICATION_DEADLINE: DEADLINE });
    late = await startTestApi({ offsetMs: AFTER_DEADLINE_MS, env: { APPLICATION_DEADLINE: DEADLINE } });
  });
  afterAll(async () => {
    await late.close();
    await system.close();
    await reader.close();
  });

  const submittedApplicant = async () => {
    const client = await newApplicant(system.url, reader);
    await completeSteps(client);
    expectOk(await client.send('post', 'application/submit', finalSubmission()));
    return client;
  };
  const streamLength = async (client: ApplicantClient) => (await reader.stream(`application-${client.id}`)).length;

  /** Every write of the form, each with a valid body. */
  const writes = (client: ApplicantClient) => [
    () => client.send('post', 'application/personal-details', personalDetails()),
    () => client.send('put', 'application/address-details', addressDetails()),
    () => client.send('post', 'application/academic-details', academicDetails()),
    () => client.send('post', 'application/personal-references', reference()),
    () => client.send('post', 'application/household-members', member()),
    () => client.send('post', 'application/economic-status', notWorking()),
    () => client.upload('application/documents', { id_card: files.pdf() }),
    () => client.send('post', 'application/financial-summary', financialSummary()),
  ];

  describe('none / started', () => {
    it('edits freely until the deadline and nothing after it', async () => {
      const client = await newApplicant(system.url, reader);
      await completeSteps(client);
      const later = client.on(late.url);
      const before = await streamLength(client);
      for (const write of writes(later)) {
        const res = await write();
        expect([res.status, res.body.message]).toEqual([403, PERIOD_ENDED]);
      }
      const submit = await later.send('post', 'application/submit', finalSubmission());
      expect([submit.status, submit.body.message]).toEqual([403, PERIOD_ENDED]);
      expect(await streamLength(client)).toBe(before);
    });

    it('refuses the exam after the deadline', async () => {
      const client = (await newApplicant(system.url, reader)).on(late.url);
      const res = await takeExam(client);
      expect([res.status, res.body.message]).toEqual([403, PERIOD_ENDED]);
    });
  });

  describe('submission', () => {
    it('names each missing piece until everything is there', async () => {
      const client = await newApplicant(system.url, reader);
      expectOk(await takeExam(client));
      const missing = async () => {
        const res = await client.send('post', 'application/submit', finalSubmission());
        expect(res.status).toBe(422);
        return res.body as { message: string; errors: Record<string, string[]> };
      };
      expect(await missing()).toEqual({
        status: 'error',
        message: 'Complete el paso 1: datos personales',
        errors: {
          personal_details: ['Complete el paso 1: datos personales'],
          address_details: ['Complete el paso 2: datos de dirección'],
          academic_details: ['Complete el paso 3: datos académicos'],
          personal_references: ['Debe agregar al menos una referencia personal'],
          household_members: ['Debe agregar al menos un miembro del hogar'],
          economic_status: ['Complete el paso 6: situación laboral'],
          documents: [
            'Debe subir los siguientes documentos: Cédula de identidad, Fotografía tamaño carné, Título de bachiller, Planilla de servicios básicos, Comprobante de computadora o laptop, Respaldo económico (rol de pagos o certificado de no afiliación)'.replace(
              'Fotografía tamaño carné, ',
              'Fotografía tamaño carné, Acta de grado, ',
            ),
          ],
          financial_summary: ['Complete el paso 8: resumen financiero'],
        },
      });
      const steps: [string, () => Promise<unknown>][] = [
        ['personal_details', () => client.send('post', 'application/personal-details', personalDetails())],
        ['address_details', () => client.send('post', 'application/address-details', addressDetails())],
        ['academic_details', () => client.send('post', 'application/academic-details', academicDetails())],
        ['personal_references', () => client.send('post', 'application/personal-references', reference())],
        ['household_members', () => client.send('post', 'application/household-members', member())],
        ['economic_status', () => client.send('post', 'application/economic-status', notWorking())],
        ['financial_summary', () => client.send('post', 'application/financial-summary', financialSummary())],
      ];
      for (const [piece, save] of steps) {
        await save();
        expect(Object.keys((await missing()).errors)).not.toContain(piece);
      }
      const { photo_id, ...allButPhoto } = studentDocuments();
      expect(photo_id).toBeDefined();
      expectOk(await client.upload('application/documents', allButPhoto));
      expect(await missing()).toMatchObject({
        message: 'Debe subir los siguientes documentos: Fotografía tamaño carné',
        errors: { documents: ['Debe subir los siguientes documentos: Fotografía tamaño carné'] },
      });
      expectOk(await client.send('put', 'application/academic-details', graduateAcademicDetails()));
      expect((await missing()).message).toBe('Debe subir los siguientes documentos: Fotografía tamaño carné, Título de bachiller');
      expectOk(await client.upload('application/documents', { photo_id: files.png(), bachelor_degree: files.pdf() }));
      expectOk(await client.send('post', 'application/submit', finalSubmission()));
    });

    it('needs the motivation, the accepted terms, Guayaquil and today', async () => {
      const client = await newApplicant(system.url, reader);
      await completeSteps(client);
      const before = await streamLength(client);
      const cases: [object, Record<string, string[]>][] = [
        [{ motivation: ' ', accepts_terms: 0 }, { motivation: ['La motivación es requerida'], accepts_terms: ['Debes aceptar los términos y condiciones'] }],
        [finalSubmission({ submission_city: 'Quito' }), { submission_city: ['La ciudad de postulación debe ser Guayaquil'] }],
        [finalSubmission({ submission_date: 'ayer' }), { submission_date: ['La fecha de postulación no es válida'] }],
      ];
      for (const [body, errors] of cases) {
        const res = await client.send('post', 'application/submit', body);
        expect(res.status).toBe(422);
        expect(res.body).toEqual({ status: 'error', message: VALIDATION, errors });
      }
      expect(await streamLength(client)).toBe(before);
      expectOk(await client.send('post', 'application/submit', finalSubmission({ submission_city: 'guayaquil' })));
      const stored = (await client.get('application')).body;
      expect(stored).toMatchObject({ status: 'submitted', submission_city: 'Guayaquil', submission_date: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/), accepts_terms: 1 });
    });
  });

  describe('submitted', () => {
    it('changes nothing after submission', async () => {
      const client = await submittedApplicant();
      const before = await streamLength(client);
      for (const write of writes(client)) {
        const res = await write();
        expect([res.status, res.body.message]).toEqual([403, ALREADY_SUBMITTED]);
      }
      const again = await client.send('post', 'application/submit', finalSubmission());
      expect([again.status, again.body.message]).toEqual([403, ALREADY_SUBMITTED]);
      const resubmit = await client.send('post', 'application/corrections');
      expect([resubmit.status, resubmit.body.message]).toEqual([409, 'No hay correcciones pendientes en tu postulación']);
      expect(await streamLength(client)).toBe(before);
    });
  });

  describe('correction_review', () => {
    it('changes only the flagged fields and sections, even after the deadline', async () => {
      const client = await submittedApplicant();
      await seedCorrections(reader, client, { personal_details: { birth_date: true, phone: true }, household_members: { household_members: true } });
      const later = client.on(late.url);
      expectOk(await later.send('put', 'application/personal-details', personalDetails({ date_of_birth: '2004-01-01', phone_number: '0990000000' })));
      const gender = await later.send('put', 'application/personal-details', personalDetails({ gender: 'male' }));
      expect(gender.status).toBe(422);
      expect(gender.body).toEqual({ status: 'error', message: 'Solo puedes modificar los campos marcados para corrección', errors: { gender: ['Este campo no requiere corrección'] } });
      expectOk(await later.send('post', 'application/household-members', member({ first_name: 'Pedro' })));
      // Saving an untouched step on the way to step 9 is fine and records nothing.
      const before = await streamLength(client);
      expectOk(await later.send('post', 'application/address-details', addressDetails()));
      expect(await streamLength(client)).toBe(before);
      for (const res of [
        await later.send('post', 'application/address-details', addressDetails({ parish: 'Rocafuerte' })),
        await later.send('post', 'application/personal-references', reference()),
        await later.upload('application/documents', { id_card: files.pdf() }),
      ])
        expect([res.status, res.body.message]).toEqual([403, 'Esta sección no requiere corrección']);
      expect((await client.get('application/personal-details')).body).toMatchObject({ date_of_birth: '2004-01-01', phone_number: '0990000000', gender: 'female' });
    });

    it('refuses corrections that leave a flagged value as it was, naming each, until every one changed; a new upload changes a flagged document', async () => {
      const client = await submittedApplicant();
      await seedCorrections(reader, client, { personal_details: { phone: true }, documents: { documents: true } });
      const before = await streamLength(client);
      const unchanged = (labels: string[]) => ({
        status: 'error',
        message: `Corrige los campos marcados antes de enviar; siguen igual: ${labels.join(', ')}`,
        errors: Object.fromEntries(labels.map((label) => [label === 'Teléfono' ? 'personal_details.phone_number' : 'documents.documents', [`${label}: sigue igual que cuando se pidió su corrección`]])),
      });
      const untouched = await client.send('post', 'application/corrections', {});
      expect([untouched.status, untouched.body]).toEqual([422, unchanged(['Teléfono', 'Documentos'])]);
      const viaStep9 = await client.send('post', 'application/submit', finalSubmission());
      expect([viaStep9.status, viaStep9.body]).toEqual([422, unchanged(['Teléfono', 'Documentos'])]);
      expect(await streamLength(client)).toBe(before);

      expectOk(await client.send('put', 'application/personal-details', personalDetails({ phone_number: '0997777777' })));
      const documentsLeft = await client.send('post', 'application/corrections', {});
      expect([documentsLeft.status, documentsLeft.body]).toEqual([422, unchanged(['Documentos'])]);
      expect((await client.get('application/status')).body.status).toBe('correction_review');

      expectOk(await client.upload('application/documents', { id_card: files.pdf('cedula-legible.pdf') }));
      expectOk(await client.send('post', 'application/corrections', {}));
      expect((await client.get('application/status')).body.status).toBe('correction_applicant');
    });
  });

  describe('correction_applicant', () => {
    it('changes nothing once the corrections are sent back', async () => {
      const client = await submittedApplicant();
      await seedCorrections(reader, client, { financial_summary: { monthly_rent: true } });
      expectOk(await client.send('post', 'application/financial-summary', financialSummary({ housing_expenses: 200 })));
      expect(expectOk(await client.send('post', 'application/corrections')).body.message).toBe('Tus correcciones fueron enviadas exitosamente');
      expect((await client.get('application/status')).body).toEqual({ status: 'correction_applicant', status_es: 'En revisión' });
      for (const write of writes(client)) expect((await write()).status).toBe(403);
      expect((await client.send('post', 'application/corrections')).status).toBe(409);
    });
  });
});
