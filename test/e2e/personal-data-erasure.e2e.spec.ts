import { CommandBus } from '@nestjs/cqrs';
import ExcelJS from 'exceljs';
import request from 'supertest';
import { ERASED_PERSONAL_DATA, ERASURE_REFUSED_AWARDED_MESSAGE, remindersStream } from '@postula/domain';
import { EVENT_STORE, type EventStore, type FileStorage, loadProgramme, verifyProjections } from '@postula/platform';
import type pg from 'pg';
import { EraseApplicantData } from '../../api/src/personal-data/erase-applicant-data/erase-applicant-data.command.js';
import { applicantThrottleKeys } from '@postula/personal-data';
import { DATA_KEYS, FILE_STORAGE, PG_POOL } from '../../api/src/platform/platform.tokens.js';
import { projectorsFor } from '../../projections/src/projectors.js';
import { eventReader, login, randomAddress, randomCedula } from '../support/accounts.js';
import { readModelsReach } from '../support/read-models.js';
import { captureLogOutput, columnsHolding, letters, personalValuesOf, uniquePerson } from '../support/personal-data-scan.js';
import { eventually, startTestSystem, type TestSystem } from '../support/test-system.js';
import { API, bornYearsAgo, DEADLINE, expectOk, finalSubmission, type ApplicantClient } from './applications.fixture.js';
import { staffClient, submittedApplication, uniquePhone, type StaffClient } from './review.fixture.js';

const projectors = projectorsFor(loadProgramme(DEADLINE));

interface Person {
  client: ApplicantClient;
  /** The values a scan looks for: names, cédula, e-mail and phones. */
  values: string[];
  password: string;
  /** The legal representative's names, cédula, e-mail and phone (also in `values`), when one was named. */
  representative?: string[];
}

/**
 * Erasure by crypto-shredding, end to end: after an applicant's erasure no text or JSON column of any schema (`auth`
 * included) and no line this process logged holds their name, cédula, e-mail or phone; their throttle counters and
 * files are gone; the staff list still counts the application with its
 * status; the read models equal a rebuild; another applicant is untouched; the account can no longer log in.
 */
describe('personal data erasure', () => {
  let system: TestSystem;
  let reader: ReturnType<typeof eventReader>;
  let pool: pg.Pool;
  let store: EventStore;
  let storage: FileStorage;
  let boss: StaffClient;
  let erased: Person;
  let kept: Person;
  let logs: ReturnType<typeof captureLogOutput>;
  /** The deletion request the erased applicant filed. */
  let requestId: string;

  async function applicant(): Promise<Person> {
    const registration = uniquePerson();
    const client = await submittedApplication(system, reader, { registration });
    return person(client, registration);
  }

  async function person(client: ApplicantClient, registration: Record<string, string>): Promise<Person> {
    return { client, ...(await personalValuesOf(reader, client.id, registration)) };
  }

  /** A 14-year-old whose legal representative (their values at the end) confirmed through the e-mailed link, then submitted. */
  async function minor(): Promise<Person> {
    const registration = uniquePerson();
    const client = await submittedApplication(system, reader, { registration, personal: { date_of_birth: bornYearsAgo(14) }, unsent: true });
    const representative = { first_name: `Re${letters(8)}`, last_name: `Pr${letters(8)}`, identification: randomCedula(), relationship: 'madre', email: `rep.${letters(12)}@example.org`, phone: uniquePhone() };
    expectOk(await client.send('post', 'application/legal-representative', representative));
    const mail = await eventually(() => system.smtp.received.find((m) => JSON.stringify(m.to).includes(representative.email)));
    const token = /#\/representante\/(\S+)/.exec(mail.text!)![1];
    expectOk(await request(system.url).post(`${API}/public/legal-representative/confirm`).send({ token }));
    await eventually(async () => (await client.get('application/legal-representative')).body.legal_representative?.confirmed_at);
    const submitted = expectOk(await client.send('post', 'application/submit', finalSubmission()));
    await readModelsReach(system.url, submitted.headers['x-consistency-token']);
    const held = await person(client, registration);
    const { relationship: _, ...named } = representative;
    return { ...held, values: [...held.values, ...Object.values(named)], representative: Object.values(named) };
  }


  beforeAll(async () => {
    // A correction request is reminded a second later (the sweep looks every 200 ms).
    system = await startTestSystem({ APPLICATION_DEADLINE: DEADLINE, PLACES: '5', CORRECTION_REMINDER_AFTER: 'PT1S', REMINDER_SWEEP_INTERVAL_MS: '200' });
    logs = captureLogOutput();
    reader = eventReader();
    pool = system.app.get(PG_POOL);
    store = system.app.get(EVENT_STORE);
    storage = system.app.get(FILE_STORAGE);
    boss = await staffClient(system, 'superadmin');
    [erased, kept] = await Promise.all([minor(), applicant()]);
    // Staff work on both: a correction request with notes, and a document read (access log with the file's name).
    for (const person of [erased, kept]) {
      expectOk(await boss.post('applications/update-status', { application_id: person.client.id, new_status: 'correction_review', correction_notes: `Revise ${person.values[0]}`, monthly_income_correction_financial_summary: true }));
    }
    // A staff correction of a phone: its old and new values are personal too (the grade beside it is not).
    const corrected = uniquePhone();
    expectOk(await boss.put(`applications/update-fields?application_id=${erased.client.id}`, { address_details: { mobile_phone: corrected } }));
    erased.values.push(corrected);
    // The correction request's reminder (its e-mail names them).
    await eventually(async () => (await reader.stream(remindersStream(erased.client.id))).some((e) => e.type === 'ReminderDue'), 60_000);
    // Wrong passwords from two addresses and a reset link: throttle counters named by their login, and security log lines.
    for (const address of [randomAddress(), randomAddress()]) expect((await login(system.url, 'applicant', erased.values[5], 'Equivocada1', address)).status).toBe(401);
    expectOk(await request(system.url).post(`${API}/auth/applicant/forgot-password`).send({ email: erased.values[5] }));
  }, 240_000);
  afterAll(async () => {
    logs?.stop();
    await reader?.close();
    await system?.close();
  });

  it('leaves none of the erased applicant’s personal data in any column, deletes their files and keeps the application counted with its status', async () => {
    expect(await columnsHolding(pool, erased.values)).not.toEqual([]);
    expect(await columnsHolding(pool, erased.representative!)).toEqual(expect.arrayContaining(['read.legal_representatives.identification', 'read.legal_representatives.phone']));
    const { rows: files } = await pool.query<{ storage_key: string }>('SELECT storage_key FROM read.application_documents WHERE application_id = $1', [erased.client.id]);
    expect(files.length).toBeGreaterThan(0);
    for (const { storage_key } of files) expect(await storage.exists(storage_key)).toBe(true);

    const throttleKeys = applicantThrottleKeys(system.app.get(DATA_KEYS), erased.values[5]);
    const counters = async () => (await pool.query(`SELECT key FROM auth.login_failures WHERE key = ANY($1) OR starts_with(key, $2)`, [throttleKeys, `${throttleKeys[0]}|`])).rows.length;
    await eventually(async () => (await counters()) >= 3);

    // Fulfilling the applicant's deletion request: the reply goes out, then the worker shreds the data.
    const filing = expectOk(await erased.client.send('post', 'applicant/data-requests', { type: 'deletion', message: 'Borren mis datos' }), 201);
    requestId = filing.body.data.id;
    expectOk(await boss.sees(filing).post('data-requests/resolve', { id: requestId, decision: 'fulfilled', reason: 'Solicitud de eliminación del titular' }));
    await eventually(async () => (await reader.stream(`applicant-${erased.client.id}`)).some((e) => e.type === 'PersonalDataErased'));
    const head = await store.headPosition();
    await readModelsReach(system.url, head!);

    expect(await columnsHolding(pool, erased.values)).toEqual([]);
    expect(await counters()).toBe(0);
    const logged = logs.text().toLowerCase();
    // Their failed logins were logged, by account id.
    expect(logged).toContain(erased.client.id);
    expect(erased.values.filter((value) => logged.includes(value.toLowerCase()))).toEqual([]);
    const { rows: representative } = await pool.query('SELECT first_name, identification, relationship, confirmed_at FROM read.legal_representatives WHERE application_id = $1', [erased.client.id]);
    expect(representative).toEqual([{ first_name: ERASED_PERSONAL_DATA, identification: ERASED_PERSONAL_DATA, relationship: ERASED_PERSONAL_DATA, confirmed_at: expect.any(Date) }]);
    for (const { storage_key } of files) expect(await storage.exists(storage_key)).toBe(false);

    const list = expectOk(await boss.get(`applications/all?page=1&search=&status=correction_review`)).body;
    const row = list.data.find((r: { id: string }) => r.id === erased.client.id);
    expect(row).toMatchObject({ status: 'correction_review' });
    expect(JSON.stringify(row)).toContain(ERASED_PERSONAL_DATA);

    const [erasure] = (await reader.stream(`applicant-${erased.client.id}`)).filter((e) => e.type === 'PersonalDataErased');
    expect(erasure.data).toEqual({ applicantId: erased.client.id, requestId, erasedBy: boss.id, reason: 'Solicitud de eliminación del titular atendida', erasedAt: expect.any(String) });
  }, 120_000);

  it('shows Datos eliminados in the audit replay and the Excel export, and the read models equal a rebuild', async () => {
    const audit = expectOk(await boss.get(`audit/applications/${erased.client.id}/events?page=1`)).body;
    expect(JSON.stringify(audit)).toContain(ERASED_PERSONAL_DATA);
    expect(JSON.stringify(audit)).not.toContain(erased.values[0]);

    const excel = await request(system.url).get(`${API}/applications/excel?status=all`).set('Authorization', `Bearer ${boss.token}`).buffer(true)
      .parse((res, done) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => done(null, Buffer.concat(chunks)));
      });
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(excel.body as ArrayBuffer);
    const rows: string[] = [];
    workbook.getWorksheet('Postulaciones')!.eachRow((r) => rows.push(JSON.stringify(r.values)));
    expect(rows.find((r) => r.includes(erased.client.id))).toContain(ERASED_PERSONAL_DATA);
    expect(rows.join('\n')).not.toContain(erased.values[0]);

    const report = await verifyProjections({ pool, store, projectors });
    expect(report.tables.filter((t) => !t.equal)).toEqual([]);
  }, 120_000);

  it('leaves another applicant untouched', async () => {
    const found = await columnsHolding(pool, [kept.values[0]]);
    expect(found).toEqual(expect.arrayContaining(['read.applicants.first_name']));
    expect(await columnsHolding(pool, kept.values.slice(-2))).toEqual(expect.arrayContaining(['read.applications.personal_details', 'read.applications.address_details']));
    const fresh = eventReader();
    try {
      const [registered] = await fresh.stream(`applicant-${kept.client.id}`);
      expect(registered.data.profile).toMatchObject({ first_name: kept.values[0], identification: kept.values[4] });
    } finally {
      await fresh.close();
    }
  }, 60_000);

  it('disables the erased account: its session ends and it can no longer log in', async () => {
    expect((await erased.client.request('get', 'application')).status).toBe(401);
    // A reader that never held the key (this file's reader may keep it for a minute, as any process may).
    const fresh = eventReader();
    try {
      const [registered] = await fresh.stream(`applicant-${erased.client.id}`);
      expect(registered.data.profile).toMatchObject({ first_name: ERASED_PERSONAL_DATA, email: ERASED_PERSONAL_DATA, identification: ERASED_PERSONAL_DATA });
    } finally {
      await fresh.close();
    }
    const attempt = await login(system.url, 'applicant', erased.values[5], erased.password);
    expect(attempt.status).toBe(401);
    // A second erasure records nothing.
    expect(await system.app.get(CommandBus).execute(new EraseApplicantData({ applicantId: erased.client.id, by: boss.id, reason: 'Otra vez' }))).toEqual({ decided: false });
  }, 60_000);

  it("refuses to erase an awarded scholar's data, saying why", async () => {
    const awarded = await submittedApplication(system, reader, { registration: uniquePerson() });
    expectOk(await boss.post('applications/update-status', { application_id: awarded.id, new_status: 'approved', correction_notes: 'Cumple' }));
    await expect(system.app.get(CommandBus).execute(new EraseApplicantData({ applicantId: awarded.id, by: boss.id, reason: 'Solicitud' }))).rejects.toMatchObject({
      kind: 'conflict',
      message: ERASURE_REFUSED_AWARDED_MESSAGE,
    });
    expect(expectOk(await awarded.get('application')).status).toBe(200);
  }, 120_000);
});
