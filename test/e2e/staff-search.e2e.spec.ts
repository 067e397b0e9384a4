import { eventReader } from '../support/accounts.js';
import { uniqueName } from '../support/databases.js';
import { eventually, startTestSystem, type TestSystem } from '../support/test-system.js';
import { DEADLINE, expectOk } from './applications.fixture.js';
import { staffClient, type StaffClient, submittedApplication } from './review.fixture.js';

/** The staff lists' name and e-mail filters over HTTP: case and accents ignored, a name's words in any order. */
describe('staff list searches ignore case and accents', () => {
  let system: TestSystem;
  const reader = eventReader();
  let boss: StaffClient;
  let reviewer: StaffClient;
  const tag = uniqueName('n').replace(/[^a-z0-9]/gi, '').toLowerCase();
  // The applicant all searches look for, and one with the same first names that no full search should find.
  const nunez = { first_name: 'María', middle_name: 'José', last_name: 'Núñez', second_last_name: 'Loor', email: `Maria.Nunez.${tag}@Example.com` };
  const other = { first_name: 'María', middle_name: 'José', last_name: 'Andrade', second_last_name: 'Ruiz', email: `maria.andrade.${tag}@example.com` };
  let nunezId: string;
  let otherId: string;

  beforeAll(async () => {
    system = await startTestSystem({ APPLICATION_DEADLINE: DEADLINE });
    [boss, reviewer] = await Promise.all([staffClient(system, 'superadmin'), staffClient(system, 'reviewer')]);
    nunezId = (await submittedApplication(system, reader, { registration: nunez })).id;
    otherId = (await submittedApplication(system, reader, { registration: other })).id;
    // Written by the applicants, read by staff: wait for the read models (and the welcome e-mails' log rows).
    await eventually(async () => (await reviewer.get(`email-logs?email=${tag}`)).body.data?.length >= 2, 60_000);
    await eventually(async () => (await reviewer.get(`applications/all?applicant_email=${tag}`)).body.data?.length === 2, 60_000);
  }, 180_000);
  afterAll(async () => {
    await system.close();
    await reader.close();
  });

  const ids = async (path: string) => (expectOk(await reviewer.get(path)).body.data as { id: string }[]).map((row) => row.id);
  const query = (params: Record<string, string>) => new URLSearchParams(params).toString();

  describe('GET applications/all', () => {
    it.each([
      ['without accents', 'Nunez'],
      ['the full name lower case without accents', 'maria jose nunez'],
      ['its words in another order', 'nunez maria'],
      ['upper case', 'NÚÑEZ LOOR'],
      ['a piece of a word', 'uñe'],
    ])('finds María José Núñez Loor by the name %s (%s)', async (_, name) => {
      expect(await ids(`applications/all?${query({ applicant_name: name })}`)).toEqual([nunezId]);
    });

    it('finds both Marías by their shared first names, and nobody for a word no name has', async () => {
      expect((await ids(`applications/all?${query({ applicant_name: 'maria jose', applicant_email: tag })}`)).sort()).toEqual([nunezId, otherId].sort());
      expect(await ids(`applications/all?${query({ applicant_name: 'maria nunez ruiz' })}`)).toEqual([]);
    });

    it('matches the e-mail whatever its case', async () => {
      expect(await ids(`applications/all?${query({ applicant_email: `MARIA.NUNEZ.${tag.toUpperCase()}` })}`)).toEqual([nunezId]);
    });

    it('takes LIKE wildcards literally', async () => {
      expect(await ids(`applications/all?${query({ applicant_name: 'n%z' })}`)).toEqual([]);
      expect(await ids(`applications/all?${query({ applicant_email: `maria_nunez.${tag}` })}`)).toEqual([]);
    });
  });

  describe('GET applicants', () => {
    it('finds the applicant by each name field without accents or case, and by the e-mail in any case', async () => {
      const filters: Record<string, string>[] = [{ last_name: 'nunez' }, { first_name: 'MARIA', last_name: 'NUÑEZ' }, { middle_name: 'jose', second_last_name: 'loor' }, { email: `maria.NUNEZ.${tag}` }];
      for (const params of filters)
        expect(await ids(`applicants?${query(params)}`)).toEqual([nunezId]);
    });
  });

  describe('GET email-logs', () => {
    it('finds the welcome e-mail by the names without accents and by the e-mail in any case', async () => {
      const emails = async (params: Record<string, string>) =>
        (expectOk(await reviewer.get(`email-logs?${query(params)}`)).body.data as { applicant: { email: string } }[]).map((row) => row.applicant.email);
      const filters: Record<string, string>[] = [{ last_name: 'nunez', email: tag }, { first_name: 'maria', last_name: 'NÚNEZ' }, { email: `MARIA.NUNEZ.${tag}` }];
      for (const params of filters) {
        const found = await emails(params);
        expect(found.length).toBeGreaterThan(0);
        // Stored as registered: lower case.
        expect(new Set(found)).toEqual(new Set([nunez.email.toLowerCase()]));
      }
    });
  });

  describe('GET users', () => {
    it('finds a staff member by name without accents and by e-mail in any case', async () => {
      const email = `jose.ibanez.${tag}@postula.test`;
      expectOk(await boss.post('users/create', { full_name: `José Ibáñez ${tag}`, email, password: 'clave-segura', role: 'reviewer' }), 201);
      const names = async (search: string) => (expectOk(await boss.get(`users?${query({ search })}`)).body.data as { email: string }[]).map((u) => u.email);
      for (const search of [`ibanez ${tag}`, `${tag} JOSE`, `JOSE.IBANEZ.${tag.toUpperCase()}`]) expect(await names(search)).toEqual([email]);
    });
  });
});
