import request from 'supertest';
import { eventReader } from '../support/accounts.js';
import { startTestSystem, type TestSystem } from '../support/test-system.js';
import { API, DEADLINE, expectOk, newApplicant, personalDetails, takeExam } from './applications.fixture.js';
import { staffClient, submittedApplication, type StaffClient } from './review.fixture.js';

/**
 * An account's reads reflect its own accepted writes with no X-Consistency-Token header, as the
 * spec's clients send none. 1,000 write-then-read pairs, applicants and a reviewer at once, none stale.
 */
describe('read-your-writes without a client header', () => {
  let system: TestSystem;
  const reader = eventReader();
  const APPLICANTS = 10;
  const APPLICANT_PAIRS = 60; // each: 600 pairs
  const APPLICATIONS = 4;
  const STAFF_PAIRS = 100; // each: 400 pairs

  beforeAll(async () => {
    system = await startTestSystem({ APPLICATION_DEADLINE: DEADLINE });
  });
  afterAll(async () => {
    await system.close();
    await reader.close();
  });

  /** A bearer token only: what a client following the spec sends. */
  const call = (token: string, method: 'get' | 'put', path: string) => request(system.url)[method](`${API}/${path}`).set('Authorization', `Bearer ${token}`);

  it('shows every applicant their own saved step and a reviewer their own field edit on the very next read', async () => {
    const applicants = await Promise.all(
      Array.from({ length: APPLICANTS }, async () => {
        const client = await newApplicant(system.url, reader);
        expectOk(await takeExam(client));
        expectOk(await client.send('post', 'application/personal-details', personalDetails()));
        return client;
      }),
    );
    const applications = await Promise.all(Array.from({ length: APPLICATIONS }, () => submittedApplication(system, reader)));
    const reviewer: StaffClient = await staffClient(system, 'reviewer');

    let pairs = 0;
    const stale: string[] = [];
    const applicantPairs = applicants.map(async (client, a) => {
      for (let i = 0; i < APPLICANT_PAIRS; i++) {
        const phone = `09${String(a).padStart(2, '0')}${String(i).padStart(6, '0')}`;
        const saved = await call(client.token, 'put', 'application/personal-details').send(personalDetails({ phone_number: phone }));
        expect(saved.status).toBe(200);
        const read = await call(client.token, 'get', 'application/personal-details');
        pairs++;
        if (read.body.phone_number !== phone) stale.push(`applicant ${a} pair ${i}: ${read.body.phone_number} instead of ${phone}`);
      }
    });
    const staffPairs = applications.map(async (application, a) => {
      for (let i = 0; i < STAFF_PAIRS; i++) {
        const rooms = (i % 8) + 1;
        const edited = await call(reviewer.token, 'put', `applications/update-fields?application_id=${application.id}`).send({ address_details: { numero_dormitorios: String(rooms) } });
        expect(edited.status).toBe(200);
        const read = await call(reviewer.token, 'get', `applications/details?id=${application.id}`);
        pairs++;
        const seen = read.body.application?.address_details?.numero_dormitorios;
        if (String(seen) !== String(rooms)) stale.push(`application ${a} pair ${i}: ${seen} instead of ${rooms}`);
      }
    });
    await Promise.all([...applicantPairs, ...staffPairs]);

    expect(pairs).toBe(APPLICANTS * APPLICANT_PAIRS + APPLICATIONS * STAFF_PAIRS);
    expect(pairs).toBe(1000);
    expect(stale).toEqual([]);
  }, 300_000);
});
