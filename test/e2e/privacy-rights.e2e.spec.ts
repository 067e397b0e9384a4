import { randomUUID } from 'node:crypto';
import request from 'supertest';
import type { Response } from 'supertest';
import JSZip from 'jszip';
import { appendRecords, loadProgramme } from '@postula/platform';
import {
  CORRECTION_ONLY_FOR_RECTIFICATION_MESSAGE,
  DATA_REQUEST_ALREADY_RESOLVED_MESSAGE,
  KEPT_BY_LAW_REASON,
  pendingDataRequestMessage,
  RECTIFICATION_CHANGES_NOTHING_MESSAGE,
  RECTIFICATION_NEEDS_CORRECTION_MESSAGE,
} from '@postula/domain';
import { applicantBody, eventReader, registerApplicant } from '../support/accounts.js';
import { eventually, startTestSystem, type TestSystem } from '../support/test-system.js';
import { API, DEADLINE, expectOk, files } from './applications.fixture.js';
import { staffClient, StaffClient, staffSees, submittedApplication } from './review.fixture.js';

/** The LOPDP rights: the notice at registration, 'Mis datos' (JSON and ZIP) and requests resolved by superadmins. */
describe('personal data rights', () => {
  let system: TestSystem;
  const reader = eventReader();
  let superadmin: StaffClient;
  let otherSuperadmin: StaffClient;
  let reviewer: StaffClient;
  let auditor: StaffClient;
  let notice: { version: string; dpo: { email: string } };

  beforeAll(async () => {
    system = await startTestSystem({ APPLICATION_DEADLINE: DEADLINE });
    [superadmin, otherSuperadmin, reviewer, auditor] = await Promise.all([
      staffClient(system, 'superadmin'),
      staffClient(system, 'superadmin'),
      staffClient(system, 'reviewer'),
      staffClient(system, 'auditor'),
    ]);
    notice = expectOk(await request(system.url).get(`${API}/public/privacy-notice`)).body;
  });
  afterAll(async () => {
    await system.close();
    await reader.close();
  });

  it('serves the notice and records the version a registration read; older clients without it still register', async () => {
    expect(notice).toMatchObject({ version: expect.any(String), date: expect.any(String), dpo: { email: expect.any(String) }, rights: expect.any(Array), retention: expect.any(Array) });
    const withVersion = await registerApplicant(system.url, reader, { privacy_notice_version: notice.version });
    const [registered] = await reader.stream(`applicant-${withVersion.id}`);
    expect(registered.data.privacyNoticeVersion).toBe(notice.version);
    expect(registered.data.profile).not.toHaveProperty('privacy_notice_version');
    const without = await registerApplicant(system.url, reader);
    expect((await reader.stream(`applicant-${without.id}`))[0].data).not.toHaveProperty('privacyNoticeVersion');
    const stale = await request(system.url).post(`${API}/auth/applicant/register`).send(applicantBody({ privacy_notice_version: 'anterior' }));
    expect(stale.status).toBe(422);
    expect(stale.body.errors.privacy_notice_version[0]).toMatch(/aviso de privacidad cambió/);
  });

  it("gives the applicant everything held about them, with the versions of the notice and the terms they accepted, as JSON and as a ZIP with the uploaded files", async () => {
    const termsVersion = loadProgramme(DEADLINE).terms.version;
    const applicant = await submittedApplication(system, reader, { registration: { privacy_notice_version: notice.version } });
    expectOk(await auditor.get(`applications/details?id=${applicant.id}`));
    const data = await eventually(async () => {
      const body = expectOk(await applicant.get('applicant/my-data')).body;
      return body.staff_access.length > 0 && body.emails.length >= 2 ? body : undefined;
    });
    expect(data.account).toMatchObject({ id: applicant.id, email: applicant.email, privacy_notice_version: notice.version });
    expect(data.account).not.toHaveProperty('password_hash');
    expect(data.application).toMatchObject({ status: 'submitted', status_es: 'Enviado' });
    expect(Object.keys(data.sections)).toEqual(expect.arrayContaining(['personal_details', 'address_details', 'academic_details', 'economic_status', 'financial_summary', 'motivation']));
    expect(data.household_members).toHaveLength(1);
    expect(data.personal_references).toHaveLength(1);
    expect(data.exam).toMatchObject({ correct_answers: 30, level_achieved: expect.any(String), answers: expect.any(Array) });
    expect(data.documents).toHaveLength(6);
    expect(data.status_history.map((h: { status: string }) => h.status)).toContain('submitted');
    expect(data.emails.map((e: { stage: string }) => e.stage)).toEqual(expect.arrayContaining(['welcome', 'application_submitted']));
    expect(data.staff_access[0]).toMatchObject({ action: 'details_viewed', by: { role: 'auditor' } });
    expect(data.consents).toEqual([
      { what: expect.stringContaining('Aviso de privacidad'), version: notice.version, at: expect.any(String) },
      { what: expect.stringContaining('Términos'), version: termsVersion, at: expect.any(String) },
    ]);
    const submission = (await reader.stream(`application-${applicant.id}`)).find((e) => e.type === 'ApplicationSubmitted');
    expect(submission?.data).toMatchObject({ termsVersion });

    const archive = await applicant.request('get', 'applicant/my-data/archive').buffer(true).parse((res, done) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => done(null, Buffer.concat(chunks)));
    });
    expect(archive.status).toBe(200);
    expect(archive.headers['content-type']).toBe('application/zip');
    const zip = await JSZip.loadAsync(archive.body as Buffer);
    const inZip = JSON.parse(await zip.file('mis-datos.json')!.async('string'));
    expect(inZip.account.id).toBe(applicant.id);
    for (const document of data.documents as { id: string; archive_path: string; size: number }[]) {
      const bytes = Buffer.from(await zip.file(document.archive_path)!.async('uint8array'));
      const downloaded = await applicant.request('get', `application/documents/download?document_id=${document.id}`).buffer(true).parse((res, done) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => done(null, Buffer.concat(chunks)));
      });
      expect(bytes.equals(downloaded.body as Buffer)).toBe(true);
      expect(bytes.length).toBe(document.size);
    }
  });

  it('refuses staff on my-data and applicants on the staff queue; only superadmins read and resolve it', async () => {
    const applicant = await submittedApplication(system, reader, { unsent: true });
    expect((await reviewer.get('applicant/my-data')).status).toBe(403);
    expect((await applicant.get('data-requests')).status).toBe(403);
    expect((await reviewer.get('data-requests')).status).toBe(403);
    expect((await auditor.get('data-requests')).status).toBe(403);
    expect((await reviewer.post('data-requests/resolve', { id: randomUUID(), decision: 'refused', reason: 'No' })).status).toBe(403);
    expect((await request(system.url).get(`${API}/applicant/my-data`)).status).toBe(401);
    const bad = await applicant.send('post', 'applicant/data-requests', { type: 'portability', message: '' });
    expect(bad.status).toBe(422);
    expect(bad.body.errors).toEqual({ type: [expect.stringContaining('eliminación, rectificación u oposición')], message: ['Describe tu solicitud'] });
    const missing = await superadmin.post('data-requests/resolve', { id: randomUUID(), decision: 'fulfilled', reason: 'Hecho' });
    expect([missing.status, missing.body.message]).toEqual([404, 'La solicitud no existe']);
  });

  it('files a request due in 15 days, resolves it once under a race, e-mails both sides and shows it in Mis datos', async () => {
    const applicant = await submittedApplication(system, reader, { unsent: true });
    const filing = expectOk(await applicant.send('post', 'applicant/data-requests', { type: 'rectification', message: 'Mi segundo apellido está mal escrito' }), 201);
    const filed = filing.body.data;
    expect(Date.parse(filed.due_at) - Date.parse(filed.created_at)).toBe(15 * 86_400_000);
    const queued = await superadmin.sees(filing).get('data-requests?page=1');
    const entry = queued.body.data.find((r: { id: string }) => r.id === filed.id);
    expect(entry).toMatchObject({ type: 'rectification', status: 'pending', message: 'Mi segundo apellido está mal escrito', applicant: { id: applicant.id, email: applicant.email }, application_id: applicant.id, overdue: false });
    expect(queued.body.pagination).toMatchObject({ current_page: 1 });

    const answers = await Promise.all([
      superadmin.post('data-requests/resolve', { id: filed.id, decision: 'fulfilled', reason: 'Corregimos tu apellido', correction: { section: 'applicant_info', values: { second_last_name: 'Andrade' } } }),
      otherSuperadmin.sees(filing).post('data-requests/resolve', { id: filed.id, decision: 'refused', reason: 'No corresponde' }),
    ]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    const loser = answers.find((a) => a.status === 409)!;
    expect(loser.body.message).toBe(DATA_REQUEST_ALREADY_RESOLVED_MESSAGE);
    const winner = answers.find((a) => a.status === 200)!;
    const events = await reader.stream(`data-request-${filed.id}`);
    expect(events.map((e) => e.type)).toEqual(['DataRequestFiled', 'DataRequestResolved']);

    const mine = await eventually(async () => {
      const requests = expectOk(await applicant.sees(winner.headers['x-consistency-token']).get('applicant/my-data')).body.data_requests;
      return requests[0]?.status !== 'pending' ? requests : undefined;
    });
    expect(mine).toEqual([expect.objectContaining({ id: filed.id, type_es: 'Rectificación', status: winner.body.data.status, reason: winner.body.data.reason })]);

    const stages = async (email: string) => ((await superadmin.get(`email-logs?email=${encodeURIComponent(email)}&per_page=50`)).body.data as { stage: { code: string; name: string } }[]).map((e) => e.stage.code);
    await eventually(async () => {
      const [own, office] = await Promise.all([stages(applicant.email), stages(notice.dpo.email)]);
      return own.includes('data_request_received') && own.includes('data_request_resolved') && office.filter((s) => s === 'data_request_office').length >= 2;
    });
  });

  it('lets exactly one of two superadmins answer a request, round after round; the other gets 409', async () => {
    const applicant = await submittedApplication(system, reader, { unsent: true });
    for (let round = 0; round < 5; round++) {
      const filing = expectOk(await applicant.send('post', 'applicant/data-requests', { type: 'objection', message: `Ronda ${round}` }), 201);
      const resolve = (staff: StaffClient, decision: string) => staff.sees(filing).post('data-requests/resolve', { id: filing.body.data.id, decision, reason: 'Respuesta' });
      const answers = await Promise.all([resolve(superadmin, 'fulfilled'), resolve(otherSuperadmin, 'refused')]);
      expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
      expect(answers.find((a) => a.status === 409)!.body.message).toBe(DATA_REQUEST_ALREADY_RESOLVED_MESSAGE);
      expect((await reader.stream(`data-request-${filing.body.data.id}`)).map((e) => e.type)).toEqual(['DataRequestFiled', 'DataRequestResolved']);
    }
  });

  it("refuses with the legal reason a deletion of an approved scholar's data", async () => {
    const applicant = await submittedApplication(system, reader);
    expectOk(await reviewer.get(`applications/details?id=${applicant.id}`));
    const { revision } = expectOk(await reviewer.get(`applications/details?id=${applicant.id}`)).body.application;
    expectOk(await reviewer.post('applications/update-status', { application_id: applicant.id, new_status: 'approved', correction_notes: 'Cumple', revision }));
    await staffSees(auditor, applicant.id, 'approved');
    // 'Mis datos' holds the offer, its answer and the delivered documents, whose bytes the archive carries.
    await eventually(async () => (await applicant.get('applicant/my-data')).body.award?.status === 'offered');
    expectOk(await applicant.send('post', 'application/award/accept'));
    expectOk(await applicant.upload('application/award/documents', { commitment_letter: files.pdf('compromiso.pdf') }));
    const held = await eventually(async () => {
      const body = expectOk(await applicant.get('applicant/my-data')).body;
      return body.award?.documents.length === 1 ? body : undefined;
    });
    expect(held.legal_representative).toBeNull();
    expect(held.award).toMatchObject({ status: 'accepted', status_es: expect.any(String), accept_by: expect.any(String), answered_at: expect.any(String) });
    expect(held.award.documents).toEqual([
      { document_type: 'commitment_letter', file_name: 'compromiso.pdf', content_type: 'application/pdf', size: expect.any(Number), uploaded_at: expect.any(String), verified: null, note: null, archive_path: expect.stringMatching(/^documentos-beca\//) },
    ]);
    const archive = await applicant.request('get', 'applicant/my-data/archive').buffer(true).parse((res, done) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => done(null, Buffer.concat(chunks)));
    });
    const awardFile = await (await JSZip.loadAsync(archive.body as Buffer)).file(held.award.documents[0].archive_path)!.async('uint8array');
    expect(awardFile.length).toBe(held.award.documents[0].size);

    const filing = expectOk(await applicant.send('post', 'applicant/data-requests', { type: 'deletion', message: 'Borren mis datos' }), 201);
    const filed = filing.body.data;
    const resolved = expectOk(await superadmin.sees(filing).post('data-requests/resolve', { id: filed.id, decision: 'fulfilled', reason: 'Hecho' })).body;
    expect(resolved.data).toEqual({ id: filed.id, status: 'refused', reason: KEPT_BY_LAW_REASON, kept_by_law: true, changes: [] });
    expect(resolved.message).toMatch(/Art\. 18/);
  });

  it("fulfilling a deletion erases the applicant's personal data and ends their account", async () => {
    const applicant = await submittedApplication(system, reader, { unsent: true });
    const filing = expectOk(await applicant.send('post', 'applicant/data-requests', { type: 'deletion', message: 'Ya no postularé: borren mis datos' }), 201);
    const resolved = expectOk(await superadmin.sees(filing).post('data-requests/resolve', { id: filing.body.data.id, decision: 'fulfilled', reason: 'Eliminamos tus datos' }));
    expect(resolved.body.data).toMatchObject({ status: 'fulfilled', kept_by_law: false });
    // The worker shreds the data once the reply has gone out.
    const erased = await eventually(async () => (await reader.stream(`applicant-${applicant.id}`)).find((e) => e.type === 'PersonalDataErased'));
    expect(erased.data).toMatchObject({ applicantId: applicant.id, requestId: filing.body.data.id, erasedBy: superadmin.id });
    expect((await applicant.get('applicant/my-data')).status).toBe(401);
    const row = await eventually(async () => {
      const found = (await superadmin.sees(resolved).get('data-requests?per_page=100')).body.data.find((r: { id: string }) => r.id === filing.body.data.id);
      return found?.message === 'Datos eliminados' ? found : undefined;
    });
    // The office's reply is its own text, not the applicant's data: it stays.
    expect(row).toMatchObject({ status: 'fulfilled', applicant: { id: applicant.id, email: 'Datos eliminados' }, reason: 'Eliminamos tus datos' });
  });

  it('lists the overdue first', async () => {
    const applicant = await registerApplicant(system.url, reader);
    const old = randomUUID();
    const filedAt = new Date(Date.now() - 20 * 86_400_000).toISOString();
    const { position } = await appendRecords(reader.store, `data-request-${old}`, [
      {
        type: 'DataRequestFiled',
        data: {
          requestId: old, applicantId: applicant.id, requestType: 'objection', message: 'No quiero estadísticas', filedAt,
          dueAt: new Date(Date.parse(filedAt) + 15 * 86_400_000).toISOString(), email: applicant.email, firstName: 'Ana', lastName: 'Pérez',
          office: { email: 'dpo@example.com', firstName: 'Delegado', lastName: '' },
        },
      },
    ]);
    const [first] = (await superadmin.sees({ headers: { 'x-consistency-token': position } } as unknown as Response).get('data-requests?page=1&per_page=5')).body.data;
    expect(first).toMatchObject({ id: old, overdue: true, type_es: 'Oposición' });
  });

  it('keeps a flood of data-rights requests to one pending per type per account, with one e-mail each to the applicant and the office', async () => {
    const applicant = await submittedApplication(system, reader, { unsent: true });
    const flood = await Promise.all(Array.from({ length: 20 }, (_, i) => applicant.send('post', 'applicant/data-requests', { type: i % 2 ? 'rectification' : 'objection', message: `Solicitud ${i}` })));
    expect(flood.filter((r) => r.status === 201)).toHaveLength(2);
    expect(flood.filter((r) => r.status === 409)).toHaveLength(18);
    const kept = flood.filter((r) => r.status === 201).map((r) => r.body.data);
    const rectification = kept.find((r) => r.type === 'rectification')!;
    const refused = flood.find((r) => r.status === 409 && r.body.message.includes('rectificación'))!;
    expect(refused.body.message).toBe(pendingDataRequestMessage('rectification', rectification.created_at));

    const office = async () => ((await superadmin.get(`email-logs?email=${encodeURIComponent(notice.dpo.email)}&stage=data_request_office&per_page=100`)).body.data as unknown[]).length;
    const own = async () => ((await superadmin.get(`email-logs?email=${encodeURIComponent(applicant.email)}&stage=data_request_received`)).body.data as unknown[]).length;
    await eventually(async () => (await own()) === 2 || undefined);
    const officeBefore = await office();
    await new Promise((resolve) => setTimeout(resolve, 1000));
    expect(await own()).toBe(2);
    expect(await office()).toBe(officeBefore);

    // Answered, the type is free again; the other type stays pending.
    expectOk(await superadmin.sees(flood.find((r) => r.body.data?.id === rectification.id)!).post('data-requests/resolve', { id: rectification.id, decision: 'refused', reason: 'El apellido ya es correcto' }));
    expectOk(await applicant.send('post', 'applicant/data-requests', { type: 'rectification', message: 'Otra vez' }), 201);
    expect((await applicant.send('post', 'applicant/data-requests', { type: 'objection', message: 'Otra vez' })).status).toBe(409);
  });

  it('answers a rectification by correcting the record through the staff edit, and tells the applicant what changed', async () => {
    const applicant = await submittedApplication(system, reader);
    const filing = expectOk(await applicant.send('post', 'applicant/data-requests', { type: 'rectification', message: 'Mi segundo apellido es Andrade' }), 201);
    const filed = filing.body.data;
    const resolve = (body: object) => superadmin.sees(filing).post('data-requests/resolve', { id: filed.id, decision: 'fulfilled', reason: 'Corregimos tu segundo apellido', ...body });

    const closedUnchanged = await resolve({});
    expect(closedUnchanged.status).toBe(422);
    expect(closedUnchanged.body.message).toBe(RECTIFICATION_NEEDS_CORRECTION_MESSAGE);
    const sameValue = await resolve({ correction: { section: 'applicant_info', values: { second_last_name: 'Loor' } } });
    expect(sameValue.body.message).toBe(RECTIFICATION_CHANGES_NOTHING_MESSAGE);
    const invalid = await resolve({ correction: { section: 'applicant_info', values: { second_last_name: '<b>' } } });
    expect(invalid.status).toBe(422);
    expect(Object.keys(invalid.body.errors)).toEqual(['second_last_name']);
    expect((await reader.stream(`data-request-${filed.id}`)).map((e) => e.type)).toEqual(['DataRequestFiled']);

    const done = expectOk(await resolve({ correction: { section: 'applicant_info', values: { second_last_name: 'Andrade' } } }));
    expect(done.body.data).toMatchObject({ status: 'fulfilled', changes: [{ label: 'Segundo apellido', old: 'Loor', new: 'Andrade' }] });
    const account = await eventually(async () => {
      const res = await superadmin.sees(done).get(`applicants?page=1&email=${encodeURIComponent(applicant.email)}`);
      return res.body.data?.[0]?.second_last_name === 'Andrade' ? res.body.data[0] : undefined;
    });
    expect(account).toMatchObject({ second_last_name: 'Andrade' });
    const reply = await eventually(() => system.smtp.received.find((m) => JSON.stringify(m.to).includes(applicant.email) && m.subject === 'Respuesta a tu solicitud sobre tus datos personales'));
    expect(reply.text).toContain('Corregimos estos datos:');
    expect(reply.text).toContain('Segundo apellido: antes «Loor», ahora «Andrade»');

    // A section of the application is corrected with the reviewer's edit, by the same answer.
    const phoneFiling = expectOk(await applicant.send('post', 'applicant/data-requests', { type: 'rectification', message: 'Mi teléfono es 0987654321' }), 201);
    const phone = phoneFiling.body.data;
    const fixed = expectOk(await superadmin.sees(phoneFiling).post('data-requests/resolve', { id: phone.id, decision: 'fulfilled', reason: 'Listo', correction: { section: 'personal_details', values: { phone_number: '0987654321' } } }));
    expect(fixed.body.data.changes).toEqual([{ label: 'Teléfono', old: expect.any(String), new: '0987654321' }]);
    expect((await reader.stream(`application-${applicant.id}`)).filter((e) => e.type === 'FieldsEditedByStaff')).toHaveLength(1);

    const objectionFiling = expectOk(await applicant.send('post', 'applicant/data-requests', { type: 'objection', message: 'No' }), 201);
    const objection = objectionFiling.body.data;
    const stray = await superadmin.sees(objectionFiling).post('data-requests/resolve', { id: objection.id, decision: 'fulfilled', reason: 'Ok', correction: { section: 'applicant_info', values: { first_name: 'Eva' } } });
    expect(stray.body.message).toBe(CORRECTION_ONLY_FOR_RECTIFICATION_MESSAGE);
  });
});
