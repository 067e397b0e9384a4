import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { applicationsSystem, examinedApplicant, expectOk, files, personalDetails } from '../e2e/applications.fixture.js';
import { createStaffUser, login } from '../support/accounts.js';
import { ACCESS, API_PREFIX, operationsOf } from './access-matrix.js';

/**
 * A browser, a shared computer's cache or a proxy keeps nothing a session was given: every answer of a route that
 * needs a session says `Cache-Control: no-store`, whatever its status.
 */
describe('cached personal data', () => {
  const { system, reader } = applicationsSystem();

  it("serves an applicant's sections, documents and 'Mis datos' (JSON and ZIP) with Cache-Control: no-store", async () => {
    const applicant = await examinedApplicant(system().url, reader);
    expectOk(await applicant.send('post', 'application/personal-details', personalDetails()));
    expectOk(await applicant.upload('application/documents', { id_card: files.pdf('cedula.pdf') }));
    const [uploaded] = (await applicant.get('application/documents')).body.documents as { id: string }[];
    const answers = {
      document: await applicant.request('get', `application/documents/download?document_id=${uploaded.id}`).buffer(true),
      myData: await applicant.get('applicant/my-data'),
      archive: await applicant.request('get', 'applicant/my-data/archive').buffer(true),
      section: await applicant.get('application/personal-details'),
      documents: await applicant.get('application/documents'),
      status: await applicant.get('application/status'),
    };
    for (const [what, answer] of Object.entries(answers)) expect([what, answer.status, answer.headers['cache-control']]).toEqual([what, 200, 'no-store']);
  });

  it('answers every route that needs a session with no-store, for an applicant and a superadmin, whatever the status', async () => {
    const { url, app } = system();
    const operations = operationsOf((await request(url).get(`${API_PREFIX}/docs-json`)).body).filter((o) => !ACCESS[o]?.includes('anonymous'));
    const applicant = await examinedApplicant(url, reader);
    const staff = await createStaffUser(app, 'superadmin');
    const tokens = { user: applicant.token, superadmin: (await login(url, 'user', staff.email, staff.password)).body.token as string };
    const cached: string[] = [];
    for (const [caller, token] of Object.entries(tokens)) {
      // Logout last: it ends the session the other calls use.
      for (const operation of [...operations].sort((a, b) => Number(a.endsWith('/logout')) - Number(b.endsWith('/logout')))) {
        const [method, path] = operation.split(' ');
        const req = request(url)[method.toLowerCase() as 'get'](`${API_PREFIX}${path.replace('{id}', randomUUID())}`).set('Authorization', `Bearer ${token}`);
        const answer = await (method === 'GET' ? req : req.send({}));
        if (answer.headers['cache-control'] !== 'no-store') cached.push(`${caller} ${operation}: ${answer.status} ${answer.headers['cache-control']}`);
      }
    }
    expect(operations.length).toBeGreaterThan(60);
    expect(cached).toEqual([]);
  });
});
