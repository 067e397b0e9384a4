import { randomUUID } from 'node:crypto';
import type { ParsedMail } from 'mailparser';
import request from 'supertest';
import { applicantStream } from '@postula/domain';
import { createStaffUser, eventReader, login, randomAddress, randomCedula, registerApplicant, applicantBody } from '../support/accounts.js';
import { eventually, startTestSystem, type TestSystem } from '../support/test-system.js';

/**
 * ASVS 5.0 V6.3.8 enumeration: registration answers a taken e-mail or cédula exactly like
 * a new account, and the e-mail says what happened; the office can move a disputed cédula to another account.
 */
const API = '/backend/api';
const VALIDATION = 'Por favor corrija los siguientes errores:';

describe('registration tells no stranger who is registered', () => {
  let system: TestSystem;
  const events = eventReader();
  let reviewerToken: string;
  let superadminToken: string;
  let superadminId: string;

  beforeAll(async () => {
    system = await startTestSystem();
    const reviewer = await createStaffUser(system.app, 'reviewer');
    const superadmin = await createStaffUser(system.app, 'superadmin');
    superadminId = superadmin.id;
    reviewerToken = (await login(system.url, 'user', reviewer.email, reviewer.password)).body.token;
    superadminToken = (await login(system.url, 'user', superadmin.email, superadmin.password)).body.token;
  });
  afterAll(async () => {
    await system.close();
    await events.close();
  });

  const register = (body: Record<string, unknown>) => request(system.url).post(`${API}/auth/applicant/register`).set('X-Forwarded-For', randomAddress()).send(body);
  const to = (mail: ParsedMail) => (mail.to && !Array.isArray(mail.to) ? mail.to.value[0].address : undefined);
  const mailsTo = (address: string) => system.smtp.received.filter((m) => to(m) === address);
  /** The answer without the id, which is fresh every time. */
  const answer = (res: request.Response) => ({ status: res.status, body: { ...res.body, applicant_id: typeof res.body.applicant_id } });
  const staff = (token: string) => ({
    reassign: (applicantId: string, body: object) =>
      request(system.url).put(`${API}/applicants/reassign-identification?applicant_id=${applicantId}`).set('Authorization', `Bearer ${token}`).send(body),
    list: (query: string) => request(system.url).get(`${API}/applicants?${query}`).set('Authorization', `Bearer ${token}`),
  });

  it('answers a taken e-mail like a new account; the owner is told by e-mail, with a reset link that works; no second account', async () => {
    const owner = await registerApplicant(system.url, events, { first_name: 'Lucía' });
    const fresh = await register(applicantBody());
    const again = await register(applicantBody({ email: owner.email.toUpperCase(), first_name: 'Intruso' }));
    expect(answer(again)).toEqual(answer(fresh));
    expect(fresh.body).toEqual({
      status: 'success',
      message: 'Registro recibido. Revise su correo electrónico: le enviamos sus credenciales de acceso o, si ya tiene una cuenta, cómo ingresar.',
      applicant_id: expect.any(String),
    });
    expect(await events.stream(applicantStream(again.body.applicant_id))).toEqual([]);

    const mail = await eventually(() => mailsTo(owner.email).find((m) => m.subject === 'Ya tienes una cuenta en Becas de Inglés Guayaquil'));
    expect(mail.text).toContain('Hola, Lucía:');
    expect(mail.text).toContain(`Alguien intentó registrarse en el portal de Becas de Inglés Guayaquil con tu correo electrónico (${owner.email})`);
    expect(mail.text).not.toContain('Intruso');
    const token = decodeURIComponent(/#\/restablecer\?token=(\S+)/.exec(mail.text ?? '')![1]);
    const reset = await request(system.url).post(`${API}/auth/applicant/reset-password`).send({ token, new_password: 'Recuperada-con-enlace-2026' });
    expect(reset.status).toBe(200);
    expect((await login(system.url, 'applicant', owner.email, 'Recuperada-con-enlace-2026')).status).toBe(200);
  });

  it('answers a taken cédula like a new account; the address given is told how to dispute it; no account is created', async () => {
    const holder = await registerApplicant(system.url, events);
    const claimant = applicantBody({ identification: holder.body.identification, first_name: 'Rosa' });
    const fresh = await register(applicantBody());
    const taken = await register(claimant);
    expect(answer(taken)).toEqual(answer(fresh));
    expect(await events.stream(applicantStream(taken.body.applicant_id))).toEqual([]);

    const mail = await eventually(() => mailsTo(claimant.email as string)[0]);
    expect(mail.subject).toBe('Tu identificación ya está registrada en Becas de Inglés Guayaquil');
    expect(mail.text).toContain('Hola, Rosa:');
    expect(mail.text).toContain(`la identificación ${holder.body.identification} ya está registrada en otra cuenta`);
    expect(mail.text).toContain('escríbenos a becas@example.com o llámanos al 0999999999');
    // The e-mail log names it in Spanish; the e-mail it reserved for a moment is free again.
    const logged = await eventually(async () => {
      const res = await request(system.url).get(`${API}/email-logs`).query({ email: claimant.email }).set('Authorization', `Bearer ${reviewerToken}`);
      return res.body.data?.[0];
    });
    expect(logged.stage).toEqual({ code: 'identification_taken', name: 'Registro con identificación ya registrada' });
    const retry = await registerApplicant(system.url, events, { email: claimant.email, identification: randomCedula() });
    expect(retry.id).toEqual(expect.any(String));
  });

  describe('the office reassigns a disputed cédula', () => {
    it('moves it to the disputing account: both histories record who, when, from and to; the list shows it', async () => {
      const squatter = await registerApplicant(system.url, events);
      const owner = await registerApplicant(system.url, events, { identification_type: 'pasaporte', identification: `P${Date.now()}` });
      const cedula = squatter.body.identification as string;

      const res = await staff(superadminToken).reassign(owner.id, { identification: cedula });
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ status: 'success', message: 'Identificación reasignada exitosamente' });

      const recorded = { identification: cedula, identificationType: 'cedula', fromApplicantId: squatter.id, toApplicantId: owner.id, reassignedBy: superadminId, reassignedAt: expect.any(String) };
      for (const account of [squatter, owner]) {
        const last = (await events.stream(applicantStream(account.id))).at(-1)!;
        expect(last.type).toBe('ApplicantIdentificationReassigned');
        expect(last.data).toEqual({ applicantId: account.id, ...recorded });
        expect(last.metadata.actorId).toBe(superadminId);
      }
      const rows = await eventually(async () => {
        const data = (await staff(reviewerToken).list(`identification=${cedula}`)).body.data as { id: string; identification_type: string }[];
        return data.length === 1 && data[0].id === owner.id ? data : undefined;
      });
      expect(rows[0].identification_type).toBe('cedula');
      // The disputing account's former passport number is free; the cédula now answers as taken by it.
      expect((await registerApplicant(system.url, events, { identification_type: 'pasaporte', identification: owner.body.identification })).id).toEqual(expect.any(String));
      const again = await staff(superadminToken).reassign(owner.id, { identification: cedula });
      expect(again.body).toEqual({ status: 'error', message: VALIDATION, errors: { identification: ['Esta cuenta ya tiene registrada esta identificación'] } });
    });

    it('refuses in Spanish and changes nothing: unknown account, a value nobody holds, a reviewer', async () => {
      const holder = await registerApplicant(system.url, events);
      const other = await registerApplicant(system.url, events);
      const unknown = await staff(superadminToken).reassign(randomUUID(), { identification: holder.body.identification });
      expect(unknown.status).toBe(404);
      expect(unknown.body).toEqual({ status: 'error', message: 'La cuenta no existe' });
      const notHeld = await staff(superadminToken).reassign(other.id, { identification: randomCedula() });
      expect(notHeld.status).toBe(422);
      expect(notHeld.body).toEqual({ status: 'error', message: VALIDATION, errors: { identification: ['Ninguna cuenta tiene registrada esta identificación'] } });
      const empty = await staff(superadminToken).reassign(other.id, {});
      expect(empty.body.errors).toEqual({ identification: ['La identificación es requerida'] });
      const byReviewer = await staff(reviewerToken).reassign(other.id, { identification: holder.body.identification });
      expect(byReviewer.status).toBe(403);
      for (const account of [holder, other]) expect((await events.stream(applicantStream(account.id))).map((e) => e.type)).toEqual(['ApplicantRegistered']);
    });
  });
});
