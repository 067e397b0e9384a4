import type { ParsedMail } from 'mailparser';
import { applicationStream, REVIEW_MESSAGES as M } from '@postula/domain';
import { eventReader } from '../support/accounts.js';
import { eventually, startTestSystem, type TestSystem } from '../support/test-system.js';
import { ApplicantClient, DEADLINE, expectOk } from './applications.fixture.js';
import { staffClient, StaffClient, submittedApplication } from './review.fixture.js';

/** Decisions that depend on every application of the database (places, entry conditions): on a database of their own. */
describe('places and automatic rejection', () => {
  let system: TestSystem;
  const reader = eventReader();
  let reviewer: StaffClient;
  let other: StaffClient;
  let boss: StaffClient;

  beforeAll(async () => {
    system = await startTestSystem({ APPLICATION_DEADLINE: DEADLINE, PLACES: '2' });
    [reviewer, other, boss] = await Promise.all([staffClient(system, 'reviewer'), staffClient(system, 'reviewer'), staffClient(system, 'superadmin')]);
  });
  afterAll(async () => {
    await system.close();
    await reader.close();
  });

  const to = (mail: ParsedMail) => (mail.to && !Array.isArray(mail.to) ? mail.to.value[0].address : undefined);
  const mailsTo = (email: string) => system.smtp.received.filter((m) => to(m) === email);
  const approve = (staff: StaffClient, client: ApplicantClient) => staff.post('applications/update-status', { application_id: client.id, new_status: 'approved', correction_notes: 'Cumple' });
  const eventsOf = async (client: ApplicantClient) => (await reader.stream(applicationStream(client.id))).map((e) => ({ type: e.type, data: e.data }));

  it('records approvals beyond PLACES as approved_out, exactly, even when two reviewers approve the last place at once', async () => {
    const [first, second, third, fourth] = await Promise.all([1, 2, 3, 4].map(() => submittedApplication(system, reader)));
    expect(expectOk(await approve(reviewer, first)).body).toMatchObject({ message: M.statusUpdated, data: { new_status: 'approved' } });

    const race = await Promise.all([approve(reviewer, second), approve(other, third)]);
    const outcomes = race.map((r) => expectOk(r).body.data.new_status).sort();
    expect(outcomes).toEqual(['approved', 'approved_out']);
    const out = race.find((r) => r.body.data.new_status === 'approved_out')!;
    expect(out.body.message).toBe(M.approvedOut);

    const late = expectOk(await approve(reviewer, fourth));
    expect(late.body).toEqual({ status: 'success', message: M.approvedOut, data: { application_id: fourth.id, new_status: 'approved_out', revision: expect.any(Number) } });
    expect((await eventsOf(fourth)).at(-1)).toMatchObject({ type: 'ApplicationDecided', data: { decision: 'approved_out', previousStatus: 'submitted' } });

    fourth.sees(late.headers['x-consistency-token']);
    expect((await fourth.get('application/status')).body).toEqual({ status: 'approved_out', status_es: 'Lista de espera' });
    const res = await reviewer.get(`applications/all?status=approved_out`);
    expect(res.body.data.map((r: { id: string }) => r.id).sort()).toEqual([fourth.id, race.indexOf(out) === 0 ? second.id : third.id].sort());
    await eventually(() => mailsTo(fourth.email).length >= 2);
    // A rejection needs no place.
    const fifth = await submittedApplication(system, reader);
    expect(expectOk(await reviewer.post('applications/update-status', { application_id: fifth.id, new_status: 'rejected', correction_notes: 'No' })).body.data.new_status).toBe('rejected');
  });

  describe('entry conditions and auto-reject', () => {
    let eligible: ApplicantClient;
    let particular: ApplicantClient;
    let elsewhere: ApplicantClient;
    let underReview: ApplicantClient;
    let corrections: ApplicantClient;
    let decided: ApplicantClient;

    beforeAll(async () => {
      [eligible, particular, elsewhere, underReview, corrections, decided] = await Promise.all([
        submittedApplication(system, reader),
        submittedApplication(system, reader, { academic: { institution_type: 'particular', graduation_grade: 16.5 }, financial: { monthly_income: 500 } }),
        submittedApplication(system, reader, { address: { city: 'Durán' } }),
        submittedApplication(system, reader, { correct: 10 }),
        submittedApplication(system, reader, { financial: { monthly_income: 461 } }),
        submittedApplication(system, reader, { correct: 5 }),
      ]);
      expectOk(await reviewer.get(`applications/details?id=${underReview.id}`));
      expectOk(await reviewer.post('applications/update-status', { application_id: corrections.id, new_status: 'correction_review', correction_notes: 'x', monthly_income_correction_financial_summary: true }));
      expectOk(await reviewer.post('applications/update-status', { application_id: decided.id, new_status: 'rejected', correction_notes: 'No' }));
    });

    const listed = async () => {
      const res = expectOk(await reviewer.get('applications/entry-conditions'));
      return res.body.applications as { application_id: string; entry_condition: string }[];
    };

    it('lists the undecided applications failing a condition, with the reason', async () => {
      const applications = await eventually(async () => {
        const rows = await listed();
        return rows.length === 4 ? rows : undefined;
      });
      const byId = Object.fromEntries(applications.map((a) => [a.application_id, a]));
      expect(Object.keys(byId).sort()).toEqual([particular.id, elsewhere.id, underReview.id, corrections.id].sort());
      expect(byId[eligible.id]).toBeUndefined();
      expect(byId[particular.id]).toEqual({
        application_id: particular.id,
        applicant: { id: particular.id, first_name: 'Ana', last_name: 'Pérez', email: particular.email },
        academic: { graduation_grade: 16.5, institution_type: 'particular' },
        personal: { age: expect.any(Number) },
        location: { city: 'Guayaquil' },
        diagnostic: { correct_answers: 30 },
        financial: { monthly_income: 500 },
        entry_condition: 'Promedio académico fuera de los rangos aceptados (16.5); Institución educativa particular; Ingreso mensual mayor a $460 (500)',
      });
      expect(byId[elsewhere.id].entry_condition).toBe('Ciudad de residencia distinta de Guayaquil (Durán)');
      expect(byId[underReview.id].entry_condition).toBe('Menos de 13 respuestas correctas en el examen diagnóstico (10)');
      expect(byId[corrections.id].entry_condition).toBe('Ingreso mensual mayor a $460 (461)');
    });

    it('rejects exactly those, each with its own AutoRejected and a decision e-mail, once', async () => {
      expect((await reviewer.post('applications/auto-reject')).status).toBe(403);
      const res = expectOk(await boss.post('applications/auto-reject'));
      expect(res.body).toEqual({ status: 'success', message: 'Se rechazaron automáticamente 4 postulantes', rejected: 4 });

      const rejected = (await eventsOf(particular)).at(-1);
      expect(rejected).toEqual({
        type: 'AutoRejected',
        data: {
          applicantId: particular.id,
          email: particular.email,
          firstName: 'Ana',
          lastName: 'Pérez',
          reason: 'Promedio académico fuera de los rangos aceptados (16.5); Institución educativa particular; Ingreso mensual mayor a $460 (500)',
          actor: { id: boss.id, fullName: 'Persona superadmin', email: expect.any(String) },
          previousStatus: 'submitted',
          rejectedAt: expect.any(String),
        },
      });
      expect((await eventsOf(underReview)).at(-1)).toMatchObject({ type: 'AutoRejected', data: { previousStatus: 'under_review' } });
      expect((await eventsOf(corrections)).at(-1)).toMatchObject({ type: 'AutoRejected', data: { previousStatus: 'correction_review' } });
      for (const client of [eligible, decided]) expect((await eventsOf(client)).some((e) => e.type === 'AutoRejected')).toBe(false);

      for (const client of [particular, elsewhere, underReview, corrections]) {
        const mail = await eventually(() => mailsTo(client.email).find((m) => m.subject?.startsWith('Resultado de tu postulación')));
        expect(mail.text).toContain('Ana');
      }
      particular.sees(res.headers['x-consistency-token']);
      expect((await particular.get('application/status')).body).toEqual({ status: 'rejected', status_es: 'Rechazado' });

      boss.sees(res);
      const history = expectOk(await boss.get(`applications/history?application_id=${particular.id}`)).body.history;
      expect(history.at(-1)).toMatchObject({ previous_status: 'submitted', new_status: 'rejected', reviewer_name: 'Persona superadmin', correction_notes: expect.stringContaining('Institución educativa particular') });
      expect(await listed()).toEqual([]);

      const again = expectOk(await boss.post('applications/auto-reject'));
      expect(again.body).toEqual({ status: 'success', message: 'Se rechazaron automáticamente 0 postulantes', rejected: 0 });
      expect((await eventsOf(particular)).filter((e) => e.type === 'AutoRejected')).toHaveLength(1);
    });
  });
});
