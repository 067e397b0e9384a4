import fc from 'fast-check';
import request from 'supertest';
import { mainTestDatabase, testPool } from '../support/databases.js';
import { uniqueName } from '../support/databases.js';
import { applicantBody, createStaffUser, eventReader, login } from '../support/accounts.js';
import { academicDetails, addressDetails, financialSummary, member, newApplicant, notWorking, personalDetails, reference, takeExam } from '../e2e/applications.fixture.js';
import { startTestApi, type TestApi } from '../support/api-app.js';
import { ACCESS, API_PREFIX, operationsOf, type Caller } from './access-matrix.js';

/**
 * ASVS 5.0 V1.5, V2.2 (input validation): every write route of the OpenAPI document, called by a caller it admits,
 * with bodies built from its own field names and hostile keys and values. Never a 500, always a Spanish message,
 * and a refused request stores no event.
 */
const RUNS_PER_ROUTE = 20;

const nastyText = fc.constantFrom('\u0000', 'a\u0000b', '\ud800', 'x\udc00', 'factura\u202Efdp.bat', '\u001b[2J', '<script>alert(1)</script>', "'; DROP TABLE x; --", 'constructor', '__proto__', '../../etc/passwd', 'ａ'.repeat(300));
const hostileText = fc.oneof(fc.string({ unit: 'binary', maxLength: 40 }), nastyText, fc.string({ maxLength: 10 }));
const hostileNumber = fc.oneof(fc.constantFrom(-1, 0, 1e308, -1e308, Number.MAX_SAFE_INTEGER + 2, 0.1 + 0.2, 2 ** 31, -(2 ** 63)), fc.integer(), fc.double({ noNaN: true, noDefaultInfinity: true }));
const leaf = fc.oneof(hostileText, hostileNumber, fc.boolean(), fc.constant(null));
const hostileKey = fc.constantFrom('__proto__', 'constructor', 'toString', 'valueOf', 'hasOwnProperty', 'a\u0000', '\ud800', '');
const value = fc.letrec((tie) => ({
  value: fc.oneof({ depthSize: 'small', withCrossShrink: true }, leaf, fc.array(tie('value'), { maxLength: 3 }), fc.dictionary(fc.oneof(hostileKey, fc.string({ maxLength: 6 })), tie('value'), { maxKeys: 3 })),
})).value;
const bodyFor = (fields: string[]) =>
  fc.dictionary(fields.length ? fc.oneof(fc.constantFrom(...fields), hostileKey) : hostileKey, value, { maxKeys: Math.max(3, fields.length) });

/** Valid bodies, so that one hostile field reaches past the other fields' checks to the store. */
const VALID: Record<string, () => Record<string, unknown>> = {
  'POST /auth/applicant/register': () => applicantBody(),
  'POST /application/personal-details': () => personalDetails(),
  'PUT /application/personal-details': () => personalDetails(),
  'POST /application/address-details': () => addressDetails(),
  'PUT /application/address-details': () => addressDetails(),
  'POST /application/academic-details': () => academicDetails(),
  'PUT /application/academic-details': () => academicDetails(),
  'POST /application/personal-references': () => reference(),
  'POST /application/household-members': () => member(),
  'POST /application/economic-status': () => notWorking(),
  'POST /application/financial-summary': () => financialSummary(),
  'POST /application/submit': () => ({ motivation: 'Quiero aprender inglés.', accepts_terms: 1 }),
  'POST /users/create': () => ({ full_name: 'Nadia Mora', email: `${uniqueName('n')}@postula.test`, password: 'clave-segura-2026', role: 'reviewer' }),
};

/** A body: a valid one with one field made hostile, a valid one with a hostile extra key, or hostile throughout. */
const requestBody = (operation: string, fields: string[]) =>
  fc.record({ kind: fc.constantFrom('replace', 'replace', 'extra', 'random'), field: fc.nat(), key: hostileKey, value: fc.oneof({ arbitrary: nastyText, weight: 3 }, { arbitrary: value, weight: 1 }), random: bodyFor(fields) }).map((m) => () => {
    const valid = VALID[operation]?.();
    if (!valid || m.kind === 'random') return m.random;
    const body = { ...valid };
    if (m.kind === 'replace') body[Object.keys(valid)[m.field % Object.keys(valid).length]] = m.value;
    else Object.defineProperty(body, m.key, { value: m.value, enumerable: true });
    return body;
  });

interface OpenApi {
  paths: Record<string, Record<string, { requestBody?: { content?: Record<string, { schema?: { properties?: Record<string, unknown> } }> } }>>;
}

describe('fuzzing every write route', () => {
  let api: TestApi;
  let document: OpenApi;
  const events = eventReader();
  const pool = testPool(mainTestDatabase().url, 2);
  const tokens: Partial<Record<Caller, string>> = {};
  beforeAll(async () => {
    api = await startTestApi();
    document = (await request(api.url).get(`${API_PREFIX}/docs-json`)).body;
    const applicant = await newApplicant(api.url, events);
    await takeExam(applicant);
    tokens.user = applicant.token;
    for (const role of ['reviewer', 'superadmin'] as const) {
      const staff = await createStaffUser(api.app, role);
      tokens[role] = (await login(api.url, 'user', staff.email, staff.password)).body.token;
    }
  });
  afterAll(async () => {
    await api.close();
    await events.close();
    await pool.end();
  });
  const storedEvents = async () => Number((await pool.query('SELECT count(*) FROM events.events')).rows[0].count);

  // Logout ends the session every other call uses; its body is ignored anyway.
  const writes = () => operationsOf(document).filter((op) => !op.startsWith('GET') && !op.endsWith('/logout'));

  it('covers every write route of the API', () => {
    expect(writes().length).toBeGreaterThan(25);
  });

  it('never answers 500 and stores nothing when it refuses', async () => {
    const failures: string[] = [];
    let sent = 0;
    for (const operation of writes()) {
      const [method, path] = operation.split(' ');
      const spec = document.paths[API_PREFIX + path][method.toLowerCase()];
      const fields = Object.keys(spec.requestBody?.content?.['application/json']?.schema?.properties ?? {});
      const caller = ACCESS[operation].find((c) => c !== 'anonymous' && tokens[c]) ?? 'anonymous';
      await fc.assert(
        fc.asyncProperty(requestBody(operation, fields), async (makeBody) => {
          const body = makeBody();
          const before = await storedEvents();
          const req = request(api.url)[method.toLowerCase() as 'post'](`${API_PREFIX}${path}`).set('X-Forwarded-For', `10.9.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`);
          if (caller !== 'anonymous') void req.set('Authorization', `Bearer ${tokens[caller]}`);
          const res = await req.send(body);
          sent++;
          const problem =
            res.status >= 500 ? `answered ${res.status}` :
            res.status >= 400 && typeof res.body?.message !== 'string' ? `answered ${res.status} without a message` :
            res.status >= 400 && (await storedEvents()) !== before ? `stored events on ${res.status}` : undefined;
          if (problem) failures.push(`${operation} ${problem}: ${JSON.stringify(body)}`);
          return !problem;
        }),
        { numRuns: RUNS_PER_ROUTE, endOnFailure: true },
      ).catch(() => undefined);
    }
    expect(failures).toEqual([]);
    expect(sent).toBe(writes().length * RUNS_PER_ROUTE);
  });
});
