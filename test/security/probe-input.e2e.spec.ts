import request from 'supertest';
import { MAX_INPUT_DEPTH, TOO_DEEP_MESSAGE } from '@postula/validation';
import { eventReader } from '../support/accounts.js';
import { startTestApi, type TestApi } from '../support/api-app.js';
import { DEADLINE, expectOk, financialSummary, newApplicant, takeExam } from '../e2e/applications.fixture.js';
import { staffClient, type StaffClient } from '../e2e/review.fixture.js';

/** The second security probe's input findings: deep nesting, unchecked query objects, the pixel's errors, huge amounts. */
const API = '/backend/api';
const VALIDATION = 'Por favor corrija los siguientes errores:';
const UNSAFE = 'El texto contiene caracteres no permitidos';

/** A login whose password is an object nested `depth` levels (`{"k":{"k":…}}`), about 6 bytes a level. */
const nestedLogin = (depth: number) => `{"email":"ana@example.com","password":${'{"k":'.repeat(depth)}"x"${'}'.repeat(depth)}}`;

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

describe('second probe: request input', () => {
  let api: TestApi;
  const events = eventReader();
  let superadmin: StaffClient;
  beforeAll(async () => {
    api = await startTestApi({ env: { APPLICATION_DEADLINE: DEADLINE } });
    superadmin = await staffClient(api, 'superadmin');
  });
  afterAll(async () => {
    await api.close();
    await events.close();
  });

  const login = (body: string) => request(api.url).post(`${API}/auth/applicant/login`).set('Content-Type', 'application/json').send(body);

  describe('item 3: deeply nested JSON', () => {
    it(`refuses a body nested past ${MAX_INPUT_DEPTH} levels with a Spanish 422, however deep, never a 500`, async () => {
      for (const depth of [MAX_INPUT_DEPTH + 1, 3_000, 3_500, 100_000]) {
        const res = await login(nestedLogin(depth));
        expect([depth, res.status, res.body]).toEqual([depth, 422, { status: 'error', message: VALIDATION, errors: { _: [TOO_DEEP_MESSAGE] } }]);
      }
    });

    it('keeps a bystander under 300 ms while 40 bodies of 20 KB nested 3,000 deep arrive at once', async () => {
      const bystander = async () => {
        const started = performance.now();
        const res = await request(api.url).get(`${API}/public/programme`);
        expect(res.status).toBe(200);
        return performance.now() - started;
      };
      await bystander(); // warm: the first request of a route pays for more than its own work
      const body = nestedLogin(3_000);
      expect(body.length).toBeGreaterThan(18_000);
      // then(): a supertest request is sent only once something waits for it.
      const attack = Array.from({ length: 40 }, () => login(body).then((res) => res));
      // Ten bystanders, one every 100 ms over the attack's first second, each on its own connection: the median
      // stands for what most users met while it ran, not for one unlucky pause.
      const timings = await Promise.all(Array.from({ length: 10 }, (_, i) => new Promise<number>((resolve, reject) => setTimeout(() => bystander().then(resolve, reject), 100 * i))));
      const answers = await Promise.all(attack);
      expect(answers.map((res) => res.status)).toEqual(answers.map(() => 422));
      expect(median(timings)).toBeLessThan(300);
    });
  });

  describe('item 7: query strings and the pixel route', () => {
    it.each(['applicants', 'applications/all', 'users', 'email-logs'])('refuses a NUL or a bidi override in a staff list query of %s with a 422 naming the field', async (route) => {
      for (const [query, field] of [['first_name=a%00', 'first_name'], ['last_name=%E2%80%AE', 'last_name']]) {
        const res = await superadmin.get(`${route}?${query}`);
        expect([route, res.status, res.body]).toEqual([route, 422, { status: 'error', message: VALIDATION, errors: { [field]: [UNSAFE] } }]);
      }
    });

    it('answers the e-mail pixel with a NUL in its name as JSON 422, not a 500', async () => {
      const res = await request(api.url).get(`${API}/email/open/a%00.gif`);
      expect(res.status).toBe(422);
      expect(res.headers['content-type']).toMatch(/^application\/json/);
      expect(res.body).toEqual({ status: 'error', message: VALIDATION, errors: { file: [UNSAFE] } });
    });
  });

  describe('item 10: amounts', () => {
    it('refuses a financial summary with an amount above 1.000.000 with a Spanish 422 and stores nothing', async () => {
      const applicant = await newApplicant(api.url, events);
      expectOk(await takeExam(applicant));
      expectOk(await applicant.send('post', 'application/financial-summary', financialSummary()));
      const before = (await events.stream(`application-${applicant.id}`)).length;
      for (const amount of [1e306, 9007199254740993]) {
        const res = await applicant.send('post', 'application/financial-summary', financialSummary({ monthly_income: amount, food_expenses: amount }));
        expect([res.status, res.body.errors]).toEqual([422, { monthly_income: ['El valor no puede ser mayor a 1.000.000'], food_expenses: ['El valor no puede ser mayor a 1.000.000'] }]);
      }
      expect((await events.stream(`application-${applicant.id}`)).length).toBe(before);
    });
  });
});
