import request from 'supertest';
import type { ParsedMail } from 'mailparser';
import { applicationStream, APPLICATION_MESSAGES, REVIEW_MESSAGES as M } from '@postula/domain';
import { eventReader } from '../support/accounts.js';
import { eventually, startTestSystem, type TestSystem } from '../support/test-system.js';
import { API, ApplicantClient, DEADLINE, expectOk, newApplicant, personalDetails, VALIDATION } from './applications.fixture.js';
import { examAnswers, staffClient, StaffClient, submittedApplication } from './review.fixture.js';

describe('staff review over HTTP', () => {
  let system: TestSystem;
  const reader = eventReader();
  let reviewer: StaffClient;
  let other: StaffClient;
  let boss: StaffClient;

  beforeAll(async () => {
    system = await startTestSystem({ APPLICATION_DEADLINE: DEADLINE });
    [reviewer, other, boss] = await Promise.all([staffClient(system, 'reviewer'), staffClient(system, 'reviewer'), staffClient(system, 'superadmin')]);
  });
  afterAll(async () => {
    await system.close();
    await reader.close();
  });

  const streamOf = async (client: ApplicantClient) => (await reader.stream(applicationStream(client.id))).map((e) => ({ type: e.type, data: e.data }));
  const typesOf = async (client: ApplicantClient) => (await streamOf(client)).map((e) => e.type);
  const to = (mail: ParsedMail) => (mail.to && !Array.isArray(mail.to) ? mail.to.value[0].address : undefined);
  const mailsTo = (email: string) => system.smtp.received.filter((m) => to(m) === email);
  /** The staff member opens the application; the applicant's next read sees the review it may have started. */
  const open = async (staff: StaffClient, client: ApplicantClient) => {
    const res = expectOk(await staff.get(`applications/details?id=${client.id}`));
    const started = res.headers['x-consistency-token'];
    if (typeof started === 'string') client.sees(started);
    return res.body.application;
  };
  const decide = (staff: StaffClient, client: ApplicantClient, body: object) => staff.post('applications/update-status', { application_id: client.id, ...body });

  describe('who may call', () => {
    const ID = '00000000-0000-4000-8000-000000000000';
    // Every row has four cells: with fewer, Jest would pass its `done` callback as the body.
    const routes: [string, 'get' | 'post' | 'put', string, object | null][] = [
      ['GET applications/all', 'get', 'applications/all', null],
      ['GET applications/details', 'get', `applications/details?id=${ID}`, null],
      ['POST applications/update-status', 'post', 'applications/update-status', {}],
      ['PUT applications/update-fields', 'put', `applications/update-fields?application_id=${ID}`, {}],
      ['GET applications/history', 'get', `applications/history?application_id=${ID}`, null],
      ['GET applications/diagnostic-exam', 'get', `applications/diagnostic-exam?id=${ID}`, null],
      ['GET applications/entry-conditions', 'get', 'applications/entry-conditions', null],
      ['POST applications/auto-reject', 'post', 'applications/auto-reject', {}],
      ['GET reviewers/applications', 'get', `reviewers/applications?reviewer_id=${ID}`, null],
    ];
    const SUPERADMIN_ONLY = new Set(['POST applications/auto-reject', 'GET reviewers/applications']);
    const call = (method: 'get' | 'post' | 'put', path: string, body: object | null, token?: string) => {
      const req = request(system.url)[method](`${API}/${path}`);
      if (token) void req.set('Authorization', `Bearer ${token}`);
      return body ? req.send(body) : req;
    };

    let applicant: ApplicantClient;
    beforeAll(async () => {
      applicant = await newApplicant(system.url, reader);
    });

    it.each(routes)('%s: anonymous 401, applicant 403, reviewer and superadmin as section 6 says', async (name, method, path, body) => {
      expect((await call(method, path, body)).status).toBe(401);
      const refused = await call(method, path, body, applicant.token);
      expect(refused.status).toBe(403);
      expect(refused.body).toEqual({ status: 'error', message: 'No tienes permisos para acceder al panel administrativo' });
      const asReviewer = (await call(method, path, body, reviewer.token)).status;
      if (SUPERADMIN_ONLY.has(name)) expect(asReviewer).toBe(403);
      else expect([401, 403]).not.toContain(asReviewer);
      expect([401, 403]).not.toContain((await call(method, path, body, boss.token)).status);
    });
  });

  describe('GET applications/details', () => {
    it('moves a submitted application to under_review with ReviewStarted, once, and answers every section', async () => {
      const ana = await submittedApplication(system, reader);
      const application = await open(reviewer, ana);
      expect(application.application_info).toMatchObject({ id: ana.id, status: 'under_review', accepts_terms: true, submission_city: 'Guayaquil', motivation: 'Quiero mejorar mi inglés para estudiar.' });
      expect(application.applicant_info).toMatchObject({ first_name: 'Ana', middle_name: 'María', last_name: 'Pérez', second_last_name: 'Loor', email: ana.email, identification_type: 'cedula' });
      expect(application.personal_details).toMatchObject({ date_of_birth: '2005-03-14', gender: 'female', marital_status: 'soltero' });
      expect(application.address_details).toMatchObject({ city: 'Guayaquil', basic_services: ['water', 'electricity'], tiene_inquilinos: false, numero_dormitorios: 3 });
      expect(application.academic_details).toMatchObject({ institution_type: 'fiscal', graduation_grade: 9.2, currently_studying_school: true });
      expect(application.economic_status).toMatchObject({ currently_working: false, monthly_income: 0 });
      expect(application.financial_summary).toMatchObject({ monthly_income: 450, other_expenses: 5.5 });
      expect(application.household_members).toEqual([expect.objectContaining({ first_name: 'Rosa', relationship: 'madre', contributors: 2 })]);
      expect(application.personal_references).toEqual([expect.objectContaining({ full_name: 'Luis Mora', relationship: 'tio' })]);
      expect(application.documents).toHaveLength(6);
      for (const d of application.documents) expect(d.file_path).toBe(`/backend/api/admin/documents/download?document_id=${d.id}`);
      expect(application.reviewer).toEqual({ id: reviewer.id, name: 'Persona reviewer', email: expect.any(String) });
      expect(application.possible_duplicates).toEqual([]);

      const stream = await streamOf(ana);
      expect(stream.filter((e) => e.type === 'ReviewStarted')).toEqual([
        { type: 'ReviewStarted', data: { applicantId: ana.id, reviewer: { id: reviewer.id, fullName: 'Persona reviewer', email: expect.any(String) }, previousStatus: 'submitted', startedAt: expect.any(String) } },
      ]);
      expect(application.revision).toBe(stream.length - 1);

      const again = await open(other, ana);
      expect(again.application_info.status).toBe('under_review');
      expect(again.revision).toBe(application.revision);
      expect((await typesOf(ana)).filter((t) => t === 'ReviewStarted')).toHaveLength(1);
    });

    it('answers 404 for an unknown application and 422 for a malformed id', async () => {
      expect((await reviewer.get('applications/details?id=00000000-0000-4000-8000-00000000abcd')).body).toEqual({ status: 'error', message: M.applicationNotFound });
      expect((await reviewer.get('applications/details?id=00000000-0000-4000-8000-00000000abcd')).status).toBe(404);
      const bad = await reviewer.get('applications/details?id=abc');
      expect(bad.status).toBe(422);
      expect(bad.body).toEqual({ status: 'error', message: VALIDATION, errors: { id: ['El identificador no es válido'] } });
    });
  });

  describe('POST applications/update-status', () => {
    it('refuses missing or blank notes, an unknown status and corrections without a flag with 422, recording nothing', async () => {
      const ana = await submittedApplication(system, reader);
      const before = await typesOf(ana);
      const cases: [object, Record<string, string[]>][] = [
        [{ new_status: 'approved' }, { correction_notes: [M.notesRequired] }],
        [{ new_status: 'rejected', correction_notes: '   ' }, { correction_notes: [M.notesRequired] }],
        [{ new_status: 'under_review', correction_notes: 'x' }, { new_status: [M.newStatusInvalid] }],
        [{ new_status: 'correction_review', correction_notes: 'Revise' }, { corrections: [M.flagsRequired] }],
        [{ new_status: 'correction_review', correction_notes: 'Revise', phone_correction_personal_details: false, corrections: { personal_details: { gender: 'false' } } }, { corrections: [M.flagsRequired] }],
      ];
      for (const [body, errors] of cases) {
        const res = await decide(reviewer, ana, body);
        expect([res.status, res.body]).toEqual([422, { status: 'error', message: VALIDATION, errors }]);
      }
      expect(await typesOf(ana)).toEqual(before);
    });

    it('refuses a decision on an application not submitted, or already decided, with 422', async () => {
      const draft = await newApplicant(system.url, reader);
      expectOk(await draft.send('post', 'diagnostic/submit', { answers: examAnswers(20) }));
      expectOk(await draft.send('post', 'application/personal-details', personalDetails()));
      const early = await decide(reviewer, draft, { new_status: 'approved', correction_notes: 'Bien' });
      expect([early.status, early.body.message]).toEqual([422, M.notReviewable]);
      const ana = await submittedApplication(system, reader);
      expectOk(await decide(reviewer, ana, { new_status: 'rejected', correction_notes: 'No cumple' }));
      const again = await decide(reviewer, ana, { new_status: 'approved', correction_notes: 'Sí cumple' });
      expect([again.status, again.body]).toEqual([422, { status: 'error', message: M.notReviewable, errors: { new_status: [M.notReviewable] } }]);
      const unknown = await reviewer.post('applications/update-status', { application_id: '00000000-0000-4000-8000-00000000abcd', new_status: 'approved', correction_notes: 'x' });
      expect([unknown.status, unknown.body.message]).toEqual([404, M.applicationNotFound]);
    });

    it('approves with the spec message and records ApplicationDecided with the reviewer, the notes and the previous status', async () => {
      const ana = await submittedApplication(system, reader);
      const { revision } = await open(reviewer, ana);
      const res = expectOk(await decide(reviewer, ana, { new_status: 'approved', correction_notes: '  Cumple todo  ', revision }));
      expect(res.body).toEqual({ status: 'success', message: M.statusUpdated, data: { application_id: ana.id, new_status: 'approved', revision: revision + 2 } });
      const decided = (await streamOf(ana)).findLast((e) => e.type === 'ApplicationDecided');
      expect(decided).toEqual({
        type: 'ApplicationDecided',
        data: {
          applicantId: ana.id,
          email: ana.email,
          firstName: 'Ana',
          lastName: 'Pérez',
          decision: 'approved',
          reviewer: { id: reviewer.id, fullName: 'Persona reviewer', email: expect.any(String) },
          notes: 'Cumple todo',
          previousStatus: 'under_review',
          decidedAt: expect.any(String),
        },
      });
      const mail = await eventually(() => mailsTo(ana.email).find((m) => m.subject?.includes('aprobada')));
      expect(mail.text).toContain('Ana');
    });

    it('gives the second of two reviewers deciding on the same revision a 409, recording one decision', async () => {
      const ana = await submittedApplication(system, reader);
      const first = await open(reviewer, ana);
      const second = await open(other, ana);
      expect(second.revision).toBe(first.revision);
      expectOk(await decide(reviewer, ana, { new_status: 'approved', correction_notes: 'Bien', revision: first.revision }));
      const late = await decide(other, ana, { new_status: 'rejected', correction_notes: 'Mal', revision: second.revision });
      expect([late.status, late.body]).toEqual([409, { status: 'error', message: 'La aplicación fue modificada por otro revisor. Recargue los detalles.' }]);
      expect((await typesOf(ana)).filter((t) => t === 'ApplicationDecided')).toHaveLength(1);
    });

    it('refuses a decision when a staff edit came after the revision the reviewer saw', async () => {
      const ana = await submittedApplication(system, reader);
      const { revision } = await open(reviewer, ana);
      expectOk(await other.put(`applications/update-fields?application_id=${ana.id}`, { address_details: { parish: 'Ximena' } }));
      const res = await decide(reviewer, ana, { new_status: 'rejected', correction_notes: 'x', revision });
      expect([res.status, res.body.message]).toEqual([409, M.staleReview]);
    });

    it('requests corrections with the spec flag names (or a corrections object) in one CorrectionsRequested, e-mailed to the applicant', async () => {
      const ana = await submittedApplication(system, reader);
      const res = expectOk(
        await decide(reviewer, ana, {
          new_status: 'correction_review',
          correction_notes: 'Revise su teléfono y el ingreso',
          phone_correction_personal_details: true,
          birth_date_correction_personal_details: '0',
          corrections: { financial_summary: { monthly_income: true }, documents_correction_documents: 1 },
        }),
      );
      expect(res.body).toMatchObject({ status: 'success', message: M.correctionsSent, data: { new_status: 'correction_review' } });
      const requested = (await streamOf(ana)).at(-1)!;
      expect(requested).toMatchObject({
        type: 'CorrectionsRequested',
        data: {
          notes: 'Revise su teléfono y el ingreso',
          flags: { personal_details: { phone: true }, financial_summary: { monthly_income: true }, documents: { documents: true } },
          reviewer: { id: reviewer.id },
          previousStatus: 'submitted',
          email: ana.email,
        },
      });
      const { requestedAt, correctionDeadline } = requested.data as { requestedAt: string; correctionDeadline: string };
      expect(Date.parse(correctionDeadline) - Date.parse(requestedAt)).toBe(5 * 86_400_000);
      const mail = await eventually(() => mailsTo(ana.email).find((m) => m.subject?.startsWith('Corrige tu postulación')));
      expect(mail.text).toContain('Datos personales: Teléfono');

      ana.sees(res.headers['x-consistency-token']);
      expect((await ana.get('application/status')).body).toEqual({ status: 'correction_review', status_es: 'Correcciones pendientes' });
      const unflagged = await ana.send('put', 'application/personal-details', personalDetails({ gender: 'male', phone_number: '0990000001' }));
      expect(unflagged.status).toBe(422);
      expect(unflagged.body.errors).toEqual({ gender: [APPLICATION_MESSAGES.fieldNotFlagged] });
    });
  });

  describe('PUT applications/update-fields', () => {
    it('converts Sí/No, numbers and comma-joined services, records old and new values and shows them', async () => {
      const ana = await submittedApplication(system, reader);
      const res = expectOk(
        await reviewer.put(`applications/update-fields?application_id=${ana.id}`, { address_details: { tiene_inquilinos: 'Sí', numero_dormitorios: '4', basic_services: 'water, internet' } }),
      );
      expect(res.body).toMatchObject({ status: 'success', message: M.fieldUpdated, data: { section: 'address_details' } });
      const edited = (await streamOf(ana)).at(-1)!;
      expect(edited).toEqual({
        type: 'FieldsEditedByStaff',
        data: {
          applicantId: ana.id,
          section: 'address_details',
          changes: [
            { field: 'basic_services', old: ['water', 'electricity'], new: ['water', 'internet'] },
            { field: 'tiene_inquilinos', old: false, new: true },
            { field: 'numero_dormitorios', old: 3, new: 4 },
          ],
          editor: { id: reviewer.id, fullName: 'Persona reviewer', email: expect.any(String) },
          editedAt: expect.any(String),
        },
      });
      const details = await open(reviewer, ana);
      expect(details.address_details).toMatchObject({ tiene_inquilinos: true, numero_dormitorios: 4, basic_services: ['water', 'internet'], city: 'Guayaquil' });
      expect((await ana.get('application/address-details')).body).toMatchObject({ numero_dormitorios: 4 });

      const graded = expectOk(await reviewer.put(`applications/update-fields?application_id=${ana.id}`, { academic_details: { graduation_grade: '8,75' } }));
      expect(graded.body.data.changes).toEqual([{ field: 'graduation_grade', old: 9.2, new: 8.75 }]);
      const list = expectOk(await reviewer.get(`applications/all?applicant_email=${encodeURIComponent(ana.email)}`)).body;
      expect(list.data[0].additional_info.academic_average).toBe(8.75);
    });

    it('refuses the application and applicant sections, unknown fields and invalid values with 422', async () => {
      const ana = await submittedApplication(system, reader);
      const before = await typesOf(ana);
      const put = (body: object) => reviewer.put(`applications/update-fields?application_id=${ana.id}`, body);
      expect((await put({ application_info: { motivation: 'x' } })).body).toEqual({ status: 'error', message: M.sectionNotEditable, errors: { application_info: [M.sectionNotEditable] } });
      expect((await put({ applicant_info: { first_name: 'x' } })).body.message).toBe(M.sectionNotEditable);
      expect((await put({})).body).toEqual({ status: 'error', message: M.sectionRequired, errors: { section: [M.sectionRequired] } });
      expect((await put({ address_details: { color: 'azul' } })).body).toEqual({ status: 'error', message: M.unknownField, errors: { color: [M.unknownField] } });
      const invalid = await put({ address_details: { mobile_phone: '123', sector: 'NORESTE' } });
      expect([invalid.status, invalid.body]).toEqual([
        422,
        { status: 'error', message: VALIDATION, errors: { mobile_phone: ['El número debe tener al menos 10 dígitos'], sector: ['Seleccione un sector válido'] } },
      ]);
      expect(await typesOf(ana)).toEqual(before);
    });
  });

  describe('applicant side after staff decisions', () => {
    it('shows under_review as En revisión, approved as Aprobado (published when decided, like its e-mail), rejected as Rechazado, and refuses edits in each', async () => {
      const approved = await submittedApplication(system, reader);
      const rejected = await submittedApplication(system, reader);
      await open(reviewer, approved); // answers once the read model shows under_review
      expect((await approved.get('application/status')).body).toEqual({ status: 'under_review', status_es: 'En revisión' });
      const refused = await approved.send('put', 'application/personal-details', personalDetails({ gender: 'male' }));
      expect([refused.status, refused.body.message]).toEqual([403, APPLICATION_MESSAGES.alreadySubmitted]);

      approved.sees(expectOk(await decide(reviewer, approved, { new_status: 'approved', correction_notes: 'Bien' })).headers['x-consistency-token']);
      rejected.sees(expectOk(await decide(reviewer, rejected, { new_status: 'rejected', correction_notes: 'No' })).headers['x-consistency-token']);
      expect((await approved.get('application/status')).body).toEqual({ status: 'approved', status_es: 'Aprobado' });
      expect((await rejected.get('application/status')).body).toEqual({ status: 'rejected', status_es: 'Rechazado' });
      for (const client of [approved, rejected]) {
        const res = await client.send('put', 'application/personal-details', personalDetails({ gender: 'male' }));
        expect([res.status, res.body.message]).toEqual([403, APPLICATION_MESSAGES.alreadySubmitted]);
      }
    });
  });

  describe('GET applications/diagnostic-exam', () => {
    it('answers the summary and every question with the chosen and the correct option', async () => {
      const ana = await submittedApplication(system, reader, { correct: 20 });
      const exam = expectOk(await reviewer.get(`applications/diagnostic-exam?id=${ana.id}`)).body;
      expect(exam.summary).toEqual({ level_achieved: expect.any(String), percentage: expect.any(Number), correct_answers: 20, total_questions: exam.questions.length, completed_at: expect.any(String) });
      expect(exam.questions.filter((q: { is_correct: boolean }) => q.is_correct)).toHaveLength(20);
      expect(exam.questions[0]).toEqual({ question_id: expect.any(Number), level: expect.any(String), question: expect.any(String), options: { a: expect.any(String), b: expect.any(String), c: expect.any(String) }, selected_option: exam.questions[0].correct_option, correct_option: expect.stringMatching(/^[abc]$/), is_correct: true });
      const none = await newApplicant(system.url, reader);
      expect((await reviewer.get(`applications/diagnostic-exam?id=${none.id}`)).body).toEqual({ status: 'error', message: M.examNotFound });
    });
  });

  describe('the whole review through HTTP alone', () => {
    it('finds with filters, reads, edits, asks for corrections, sees the resubmission, approves; history, reviewer list and e-mails follow', async () => {
      const ana = await submittedApplication(system, reader, { registration: { first_name: 'Jimena', last_name: 'Zambrano' } });
      const found = await eventually(async () => {
        const res = expectOk(await reviewer.get('applications/all?applicant_name=jimena zambrano&status=submitted')).body;
        return res.data.length ? res : undefined;
      });
      expect(found.data.map((r: { id: string }) => r.id)).toEqual([ana.id]);

      const { revision } = await open(reviewer, ana);
      const edit = expectOk(await reviewer.put(`applications/update-fields?application_id=${ana.id}`, { address_details: { parish: 'Rocafuerte' } }));
      const requested = expectOk(
        await decide(reviewer, ana, { new_status: 'correction_review', correction_notes: 'Corrija su teléfono', phone_correction_personal_details: true, revision: edit.body.data.revision }),
      );
      expect(revision).toBeLessThan(edit.body.data.revision);
      await eventually(() => mailsTo(ana.email).find((m) => m.subject?.startsWith('Corrige tu postulación')));

      ana.sees(requested.headers['x-consistency-token']);
      expect((await ana.get('application/corrections')).body).toMatchObject({ has_corrections: true, correction_notes: 'Corrija su teléfono', first_step: 1 });
      const current = expectOk(await ana.get('application/personal-details')).body;
      expectOk(await ana.send('put', 'application/personal-details', { ...current, phone_number: '0991111111' }));
      const resubmitted = expectOk(await ana.send('post', 'application/corrections'));

      reviewer.sees(resubmitted);
      const listed = expectOk(await reviewer.get(`applications/all?applicant_email=${encodeURIComponent(ana.email)}`)).body.data[0];
      expect(listed).toMatchObject({ status: 'correction_applicant', reviewer: { name: 'Persona reviewer' } });
      const reread = await open(reviewer, ana);
      expect(reread.application_info.status).toBe('under_review');
      expect(reread.personal_details.phone_number).toBe('0991111111');
      expect(reread.address_details.parish).toBe('Rocafuerte');
      expectOk(await decide(reviewer, ana, { new_status: 'approved', correction_notes: 'Aprobada tras corregir', revision: reread.revision }));
      await eventually(() => mailsTo(ana.email).find((m) => m.subject?.includes('aprobada')));

      const history = expectOk(await reviewer.get(`applications/history?application_id=${ana.id}`)).body.history;
      expect(history.map((h: { previous_status: string; new_status: string }) => [h.previous_status, h.new_status])).toEqual([
        ['started', 'submitted'],
        ['submitted', 'under_review'],
        ['under_review', 'correction_review'],
        ['correction_review', 'correction_applicant'],
        ['correction_applicant', 'under_review'],
        ['under_review', 'approved'],
        // The approval's offer (award cycle), in the same append.
        ['approved', 'approved'],
      ]);
      expect(history[2]).toMatchObject({ reviewer_name: 'Persona reviewer', correction_notes: 'Corrija su teléfono', corrections_requested: { personal_details: { phone: true } } });
      expect(history[5]).toMatchObject({ reviewer_name: 'Persona reviewer', reviewer_email: expect.stringContaining('@postula.test'), correction_notes: 'Aprobada tras corregir' });
      expect(Object.keys(history[0]).sort()).toEqual(['change_date', 'correction_notes', 'corrections_requested', 'id', 'new_status', 'previous_status', 'reviewer_email', 'reviewer_name']);

      const reviewed = await eventually(async () => {
        const res = await boss.get(`reviewers/applications?reviewer_id=${reviewer.id}`);
        return res.body.applications?.find((a: { application_id: string; status: string }) => a.application_id === ana.id && a.status === 'approved');
      });
      expect(reviewed).toEqual({
        application_id: ana.id,
        names: 'Jimena María Zambrano Loor',
        email: ana.email,
        identification: expect.any(String),
        status: 'approved',
        first_review_date: expect.any(String),
        last_review_date: expect.any(String),
        total_reviews: 2,
      });
      expect((await boss.get('applications/history?application_id=00000000-0000-4000-8000-00000000abcd')).body).toEqual({ status: 'error', message: M.applicationNotFound });
    });
  });
});
