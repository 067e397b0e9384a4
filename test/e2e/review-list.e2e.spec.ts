import { dayIn } from '@postula/validation';
import { eventReader, randomCedula, registerApplicant, login } from '../support/accounts.js';
import { uniqueName } from '../support/databases.js';
import { eventually, startTestSystem, type TestSystem } from '../support/test-system.js';
import { academicDetails, ApplicantClient, DEADLINE, expectOk, personalDetails, VALIDATION } from './applications.fixture.js';
import { examAnswers, staffClient, StaffClient, submittedApplication } from './review.fixture.js';

type Row = { id: string; status: string; first_name: string; reviewer: { name: string } | null; additional_info: Record<string, unknown> & { possible_duplicates: string[] } };

/** A known data set on a database of its own: every filter of GET applications/all checked against it. */
describe('GET applications/all', () => {
  let system: TestSystem;
  const reader = eventReader();
  let reviewer: StaffClient;
  const apps: Record<string, ApplicantClient> = {};
  const emails: Record<string, string> = {};
  const cedula = randomCedula();
  const sharedMobile = '0977000111';
  let creationStarted: Date;

  beforeAll(async () => {
    system = await startTestSystem({ APPLICATION_DEADLINE: DEADLINE });
    reviewer = await staffClient(system, 'reviewer');
    const registration = (key: string, first_name: string, last_name: string, extra: object = {}) => {
      emails[key] = `${key}.${uniqueName('x')}@example.com`;
      return { first_name, last_name, email: emails[key], ...extra };
    };
    creationStarted = new Date();
    // Created one after the other, so the newest-first order is known: F, E, D, C, B, A.
    apps.A = await submittedApplication(system, reader, {
      registration: registration('carla', 'Carla', 'Andrade'),
      personal: { date_of_birth: '2000-05-01' },
      academic: { graduation_grade: 9.5 },
      correct: 25,
    });
    apps.B = await submittedApplication(system, reader, {
      registration: registration('diego', 'Diego', 'Borja', { identification: cedula }),
      personal: { date_of_birth: '2008-07-20' },
      address: { mobile_phone: sharedMobile },
      academic: { graduation_grade: 18.5, institution_type: 'particular' },
      correct: 10,
    });
    apps.C = await submittedApplication(system, reader, {
      registration: registration('elena', 'Elena', 'Cedeño'),
      personal: { date_of_birth: '1995-01-10' },
      academic: { graduation_grade: 92, institution_type: 'fiscomisional' },
      correct: 14,
    });
    const account = await registerApplicant(system.url, reader, registration('fabian', 'Fabián', 'Duarte'));
    apps.D = new ApplicantClient(system.url, account.id, account.email, (await login(system.url, 'applicant', account.email, account.password)).body.token);
    expectOk(await apps.D.send('post', 'diagnostic/submit', { answers: examAnswers(20) }));
    expectOk(await apps.D.send('post', 'application/personal-details', personalDetails({ date_of_birth: '2003-03-03' })));
    apps.E = await submittedApplication(system, reader, {
      registration: registration('carla2', 'carla', 'ANDRADE'),
      personal: { date_of_birth: '2000-05-01' },
      academic: academicDetails({ graduation_grade: 9 }),
    });
    apps.F = await submittedApplication(system, reader, { registration: registration('gabriel', 'Gabriel', 'Franco'), address: { mobile_phone: sharedMobile } });

    expectOk(await reviewer.get(`applications/details?id=${apps.B.id}`));
    expectOk(await reviewer.post('applications/update-status', { application_id: apps.C.id, new_status: 'rejected', correction_notes: 'No cumple' }));
    // Everything projected before the filters are read.
    await eventually(async () => (await reviewer.get('applications/all')).body.pagination?.total === 6);
  }, 300_000); // six applications one after the other, so that their order is known
  afterAll(async () => {
    await system.close();
    await reader.close();
  });

  const list = async (query: string) => expectOk(await reviewer.get(`applications/all?${query}`)).body as { data: Row[]; pagination: Record<string, number> };
  const ids = async (query: string) => (await list(query)).data.map((r) => Object.entries(apps).find(([, c]) => c.id === r.id)![0]);

  it('lists every started application newest first, 20 per page, with the spec row shape', async () => {
    const page = await list('');
    expect(page.pagination).toEqual({ current_page: 1, total_pages: 1, per_page: 20, total: 6 });
    expect(await ids('')).toEqual(['F', 'E', 'D', 'C', 'B', 'A']);
    const b = page.data.find((r) => r.id === apps.B.id)!;
    expect(b).toEqual({
      id: apps.B.id,
      identification: cedula,
      first_name: 'Diego',
      middle_name: 'María',
      last_name: 'Borja',
      second_last_name: 'Loor',
      email: emails.diego,
      status: 'under_review',
      created_at: expect.any(String),
      submitted_at: expect.any(String),
      reviewer: { name: 'Persona reviewer' },
      additional_info: {
        birth_date: '2008-07-20',
        residence_city: 'Guayaquil',
        academic_average: 18.5,
        institution_type: 'particular',
        diagnostic_exam: { correct_answers: 10, total_questions: expect.any(Number) },
        possible_duplicates: [apps.F.id],
      },
    });
    expect(page.data.find((r) => r.id === apps.D.id)).toMatchObject({ status: 'started', reviewer: null, additional_info: { birth_date: '2003-03-03', academic_average: null } });
  });

  it('pages with a stable order', async () => {
    const second = await list('per_page=2&page=2');
    expect(second.pagination).toEqual({ current_page: 2, total_pages: 3, per_page: 2, total: 6 });
    expect(await ids('per_page=2&page=2')).toEqual(['D', 'C']);
    expect((await list('page=9')).data).toEqual([]);
  });

  it.each([
    ['applicant_name=carla andrade', ['E', 'A']],
    ['applicant_name=Diego', ['B']],
    ['applicant_name=maría loor', ['F', 'E', 'D', 'C', 'B', 'A']],
    ['applicant_email=DIEGO.', ['B']],
    [`applicant_identification=${cedula.slice(2, 8)}`, ['B']],
    ['status=under_review', ['B']],
    ['status=rejected', ['C']],
    ['status=started', ['D']],
    ['status=approved', []],
    ['academic_average_min=17&academic_average_max=20', ['B']],
    ['academic_average_min=90', ['C']],
    ['academic_average_max=9.1', ['E']],
    ['academic_average_max=9,5', ['F', 'E', 'A']],
    ['institution_type=particular', ['B']],
    ['institution_type=publico', ['F', 'E', 'A']],
    ['institution_type=fiscal&academic_average_max=9.2', ['F', 'E']],
    ['birth_date_from=2005-01-01', ['F', 'B']],
    ['birth_date_to=1999-12-31', ['C']],
    ['birth_date_from=2000-05-01&birth_date_to=2003-03-03', ['E', 'D', 'A']],
    ['diagnostic_correct_answers_max=13', ['B']],
    ['diagnostic_correct_answers_max=20', ['D', 'C', 'B']],
  ])('filters %s', async (query, expected) => {
    expect(await ids(query)).toEqual(expected);
  });

  it('filters by creation day in the programme time zone', async () => {
    // From the first creation's day to today's: one day, or two when the run crossed midnight in Guayaquil (05:00 UTC).
    const first = dayIn(creationStarted.toISOString(), 'America/Guayaquil');
    const today = dayIn(new Date().toISOString(), 'America/Guayaquil');
    const dayBefore = dayIn(new Date(creationStarted.getTime() - 86_400_000).toISOString(), 'America/Guayaquil');
    expect(await ids(`created_at_from=${first}&created_at_to=${today}`)).toHaveLength(6);
    expect(await ids(`created_at_to=${dayBefore}`)).toEqual([]);
  });

  it('flags possible duplicates: same mobile phone, or same full name (any case) and date of birth', async () => {
    const rows = (await list('')).data;
    const dupes = Object.fromEntries(Object.entries(apps).map(([key, c]) => [key, rows.find((r) => r.id === c.id)!.additional_info.possible_duplicates]));
    expect(dupes).toEqual({ A: [apps.E.id], B: [apps.F.id], C: [], D: [], E: [apps.A.id], F: [apps.B.id] });
    const details = expectOk(await reviewer.get(`applications/details?id=${apps.A.id}`)).body.application;
    expect(details.possible_duplicates).toEqual([apps.E.id]);
  });

  // After the filters, as it adds an application. A filtered total is kept between reads (migration 0097) and must follow the data.
  it('counts a filtered list again when an application joins it or a filtered answer changes', async () => {
    const total = async (query: string) => (await list(query)).pagination.total;
    expect(await total('applicant_name=zoila quintana')).toBe(0);
    expect(await total('applicant_name=zoila quintana&academic_average_min=9.3')).toBe(0);
    const account = await registerApplicant(system.url, reader, { first_name: 'Zoila', last_name: 'Quintana', email: `zoila.${uniqueName('x')}@example.com` });
    const zoila = new ApplicantClient(system.url, account.id, account.email, (await login(system.url, 'applicant', account.email, account.password)).body.token);
    expectOk(await zoila.send('post', 'diagnostic/submit', { answers: examAnswers(20) }));
    expectOk(await zoila.send('post', 'application/personal-details', personalDetails()));
    await eventually(async () => (await total('applicant_name=zoila quintana')) === 1);
    expect(await total('applicant_name=zoila quintana&academic_average_min=9.3')).toBe(0);
    expectOk(await zoila.send('post', 'application/academic-details', academicDetails({ graduation_grade: 9.4 })));
    await eventually(async () => (await total('applicant_name=zoila quintana&academic_average_min=9.3')) === 1);
  });

  it.each([
    ['page=0', 'page'],
    ['per_page=500', 'per_page'],
    ['status=aprobada', 'status'],
    ['academic_average_min=alto', 'academic_average_min'],
    ['academic_average_max=101', 'academic_average_max'],
    ['institution_type=privada', 'institution_type'],
    ['birth_date_from=2025-02-30', 'birth_date_from'],
    ['created_at_to=ayer', 'created_at_to'],
    ['diagnostic_correct_answers_max=-1', 'diagnostic_correct_answers_max'],
  ])('answers 422 in Spanish for %s', async (query, field) => {
    const res = await reviewer.get(`applications/all?${query}`);
    expect(res.status).toBe(422);
    expect(res.body).toEqual({ status: 'error', message: VALIDATION, errors: { [field]: [expect.any(String)] } });
  });
});
