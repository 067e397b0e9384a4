import { randomUUID } from 'node:crypto';
import { testDatabases } from '../../../test/support/databases.js';
import { projectorBed, recorded } from '../projector.fixture.js';
import { applicantsProjector } from './applicants.projector.js';

describe.each(testDatabases())('applicants projector ($label)', ({ url }) => {
  const bed = projectorBed(url);
  beforeAll(() => bed.migrate());
  afterAll(() => bed.close());

  it('registers, edits, sets passwords and keeps the latest login; batched as event by event, a repeat changes nothing', async () => {
    const [ana, beto] = [randomUUID(), randomUUID()];
    const profile = (first_name: string, email: string) => ({ first_name, middle_name: null, last_name: 'López', second_last_name: null, email, identification: '0102030405', identification_type: 'cedula' });
    const events = [
      recorded(`applicant-${ana}`, 0, 'ApplicantRegistered', { applicantId: ana, ...profile('Ana', 'ana@example.org'), passwordHash: 'h0', registeredAt: '2025-03-01T10:00:00.000Z' }),
      recorded(`applicant-${beto}`, 0, 'ApplicantRegistered', { applicantId: beto, ...profile('Beto', 'beto@example.org'), passwordHash: 'h0', registeredAt: '2025-03-01T11:00:00.000Z' }),
      recorded(`applicant-logins-${ana}`, 0, 'ApplicantLoggedIn', { applicantId: ana, sessionId: 's1', at: '2025-03-02T10:00:00.000Z' }),
      recorded(`applicant-${ana}`, 1, 'ApplicantProfileEdited', { applicantId: ana, ...profile('Ana María', 'ana.maria@example.org'), editedAt: 'x' }),
      recorded(`applicant-${ana}`, 2, 'ApplicantPasswordSetByStaff', { applicantId: ana, passwordHash: 'h1', setAt: 'x' }),
      recorded(`applicant-logins-${ana}`, 1, 'ApplicantLoggedIn', { applicantId: ana, sessionId: 's2', at: '2025-03-01T09:00:00.000Z' }),
      recorded(`applicant-${ana}`, 3, 'ApplicantPasswordChanged', { applicantId: ana, passwordHash: 'h2', changedAt: 'x' }),
    ];
    const rows = await bed.projectBothWays(applicantsProjector, [...events, events[3], events[4]], async (client) =>
      (await client.query('SELECT id, first_name, email, password_hash, first_login, last_login_at, revision FROM read.applicants WHERE id = ANY($1) ORDER BY first_name', [[ana, beto]])).rows,
    );
    expect(rows).toEqual([
      { id: ana, first_name: 'Ana María', email: 'ana.maria@example.org', password_hash: 'h2', first_login: false, last_login_at: new Date('2025-03-02T10:00:00.000Z'), revision: '3' },
      { id: beto, first_name: 'Beto', email: 'beto@example.org', password_hash: 'h0', first_login: true, last_login_at: null, revision: '0' },
    ]);
  });
});
