import request from 'supertest';
import { APPLICATION_MESSAGES as M } from '@postula/domain';
import { LEGAL_REPRESENTATIVE_CONFIRMED_MESSAGE } from '@postula/contract';
import { eventually, startTestSystem, type TestSystem } from '../support/test-system.js';
import { API, bornYearsAgo, completeSteps, DEADLINE, events, expectOk, finalSubmission, newApplicant, personalDetails, VALIDATION, type ApplicantClient } from './applications.fixture.js';
import { staffClient } from './review.fixture.js';

const representative = (overrides: object = {}) => ({
  first_name: 'Rosa',
  last_name: 'Mora',
  identification: '0926687856',
  relationship: 'madre',
  email: `rosa.${Date.now()}.${Math.random().toString(36).slice(2)}@example.org`,
  phone: '0991234567',
  ...overrides,
});

describe('applicants under 15 and their legal representative', () => {
  let system: TestSystem;
  const reader = events();
  // Ages count on the deadline's day too (13 to 35): a deadline two hours away keeps both ages within it.
  beforeAll(async () => (system = await startTestSystem({ APPLICATION_DEADLINE: DEADLINE })));
  afterAll(async () => {
    await system.close();
    await reader.close();
  });

  const publicPost = (path: string, body: object) => request(system.url).post(`${API}/${path}`).send(body);
  const linkFor = async (email: string) => {
    const mail = await eventually(() => system.smtp.received.find((m) => JSON.stringify(m.to).includes(email)));
    expect(mail.subject).toMatch(/^Confirma la postulación de /);
    return /#\/representante\/(\S+)/.exec(mail.text!)![1];
  };

  it('keeps a 14-year-old from submitting until the representative confirms through the one-time link, then lets them', async () => {
    const minor: ApplicantClient = await newApplicant(system.url, reader);
    await completeSteps(minor, personalDetails({ date_of_birth: bornYearsAgo(14) }));
    expect((await minor.get('application/legal-representative')).body).toEqual({ required: true, legal_representative: null });
    const unnamed = await minor.send('post', 'application/submit', finalSubmission());
    expect(unnamed.status).toBe(422);
    expect(unnamed.body.message).toBe(M.representativeMissing);

    const badCedula = await minor.send('post', 'application/legal-representative', representative({ identification: '0926687857' }));
    expect(badCedula.status).toBe(422);
    expect(badCedula.body).toMatchObject({ message: VALIDATION, errors: { identification: ['La cédula no es válida'] } });

    const named = representative();
    expectOk(await minor.send('post', 'application/legal-representative', named));
    const pending = (await minor.get('application/legal-representative')).body;
    expect(pending).toMatchObject({ required: true, legal_representative: { ...named, relationship_es: 'Madre', confirmed_at: null } });
    const early = await minor.send('post', 'application/submit', finalSubmission());
    expect(early.status).toBe(422);
    expect(early.body.message).toBe('Tu representante legal debe confirmar tu postulación antes de enviarla');

    const token = await linkFor(named.email);
    const page = await publicPost('public/legal-representative/link', { token });
    expect(page.status).toBe(200);
    expect(page.body).toMatchObject({ applicant: { first_name: 'Ana', last_name: 'Pérez' }, representative: { first_name: 'Rosa', relationship_es: 'Madre' }, confirmed_at: null });
    expect((await publicPost('public/legal-representative/link', { token: `${token}x` })).body.message).toBe(M.representativeLinkInvalid);

    // Two uses at once: one confirms, the other finds the link used. A later use too.
    const both = await Promise.all([0, 1].map(() => publicPost('public/legal-representative/confirm', { token })));
    expect(both.map((r) => r.status).sort()).toEqual([200, 409]);
    expect(both.find((r) => r.status === 200)!.body.message).toBe(LEGAL_REPRESENTATIVE_CONFIRMED_MESSAGE);
    const again = await publicPost('public/legal-representative/confirm', { token });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(M.representativeLinkUsed);
    const stream = await reader.stream(`application-${minor.id}`);
    expect(stream.filter((e) => e.type === 'LegalRepresentativeConfirmed')).toHaveLength(1);
    expect(JSON.stringify(stream.find((e) => e.type === 'LegalRepresentativeNamed')!.data)).not.toContain(token);

    await eventually(async () => (await minor.get('application/legal-representative')).body.legal_representative?.confirmed_at);
    expect(expectOk(await minor.get('applicant/my-data')).body.legal_representative).toMatchObject({ ...named, relationship_es: 'Madre', confirmed_at: expect.any(String) });
    expectOk(await minor.send('post', 'application/submit', finalSubmission()));

    const reviewer = await staffClient(system, 'reviewer');
    const details = await eventually(async () => {
      const res = await reviewer.get(`applications/details?id=${minor.id}`);
      return res.body.application?.legal_representative?.confirmed_at ? res : undefined;
    });
    expect(details.body.application.legal_representative).toMatchObject({ first_name: 'Rosa', identification: '0926687856', relationship_es: 'Madre' });
    const superadmin = await staffClient(system, 'superadmin');
    const log = await superadmin.get(`email-logs?stage=legal_representative&email=${encodeURIComponent(named.email)}`);
    expect(log.status).toBe(200);
    expect(log.body.data[0]).toMatchObject({ stage: { code: 'legal_representative', name: 'Confirmación del representante legal' } });
  });

  it('never asks a 16-year-old, who submits at once', async () => {
    const teen = await newApplicant(system.url, reader);
    await completeSteps(teen, personalDetails({ date_of_birth: bornYearsAgo(16) }));
    expect((await teen.get('application/legal-representative')).body).toEqual({ required: false, legal_representative: null });
    const refused = await teen.send('post', 'application/legal-representative', representative());
    expect(refused.status).toBe(422);
    expect(refused.body.message).toBe(M.representativeNotNeeded);
    expectOk(await teen.send('post', 'application/submit', finalSubmission()));
  });

  it('keeps the routes to their roles', async () => {
    const reviewer = await staffClient(system, 'reviewer');
    expect((await reviewer.get('application/legal-representative')).status).toBe(403);
    expect((await reviewer.post('application/legal-representative', representative())).status).toBe(403);
    expect((await request(system.url).get(`${API}/application/legal-representative`)).status).toBe(401);
    const malformed = await publicPost('public/legal-representative/confirm', { token: 'nada' });
    expect(malformed.status).toBe(404);
    expect(malformed.body.message).toBe(M.representativeLinkInvalid);
    expect((await publicPost('public/legal-representative/confirm', {})).status).toBe(422);
  });
});
