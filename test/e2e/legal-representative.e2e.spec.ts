import request from 'supertest';
import { APPLICATION_MESSAGES as M } from '@postula/domain';
import { LEGAL_REPRESENTATIVE_CONFIRMED_MESSAGE, LEGAL_REPRESENTATIVE_DECLINED_MESSAGE, TOO_MANY_REPRESENTATIVE_EMAILS, TOO_MANY_REPRESENTATIVE_NAMINGS } from '@postula/contract';
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

  const minorApplicant = async (age = 14) => {
    const client = await newApplicant(system.url, reader);
    await completeSteps(client, personalDetails({ date_of_birth: bornYearsAgo(age) }));
    const [registered] = await reader.stream(`applicant-${client.id}`);
    return { client, identification: (registered.data.profile as { identification: string }).identification };
  };
  const mailsTo = (email: string) => system.smtp.received.filter((m) => JSON.stringify(m.to).includes(email));

  it('refuses a minor who names themself, or another applicant under 18, as their legal representative', async () => {
    const { client: minor, identification } = await minorApplicant();
    const own = await minor.send('post', 'application/legal-representative', representative({ identification, email: minor.email }));
    expect(own.status).toBe(422);
    expect(own.body).toMatchObject({ message: M.representativeIsSelf, errors: { identification: [M.representativeIsSelf] } });
    const ownCedula = await minor.send('post', 'application/legal-representative', representative({ identification }));
    expect(ownCedula.body.message).toBe(M.representativeIsSelf);
    const ownEmail = await minor.send('post', 'application/legal-representative', representative({ email: minor.email.toUpperCase() }));
    expect(ownEmail.body.message).toBe(M.representativeIsSelf);

    const { client: otherMinor, identification: otherCedula } = await minorApplicant(16);
    const byEmail = await minor.send('post', 'application/legal-representative', representative({ email: otherMinor.email }));
    expect(byEmail.status).toBe(422);
    expect(byEmail.body.message).toBe(M.representativeIsMinor);
    expect((await minor.send('post', 'application/legal-representative', representative({ identification: otherCedula }))).body.message).toBe(M.representativeIsMinor);
    const unknownAge = await newApplicant(system.url, reader); // never gave a birth date
    expect((await minor.send('post', 'application/legal-representative', representative({ email: unknownAge.email }))).body.message).toBe(M.representativeIsMinor);

    expect((await reader.stream(`application-${minor.id}`)).filter((e) => e.type === 'LegalRepresentativeNamed')).toHaveLength(0);
    expect(mailsTo(minor.email).filter((m) => /^Confirma la postulación/.test(m.subject ?? ''))).toHaveLength(0);
    // An adult who also has an applicant account may answer for a minor.
    const { client: adult } = await minorApplicant(20);
    expectOk(await minor.send('post', 'application/legal-representative', representative({ email: adult.email })));
  });

  it('stops a minor from mailing a stranger by naming them over and over: 429 with Retry-After, per application and per address', async () => {
    const { client: minor } = await minorApplicant();
    for (let i = 0; i < 4; i++) expectOk(await minor.send('post', 'application/legal-representative', representative()));
    const fifth = await minor.send('post', 'application/legal-representative', representative());
    expect(fifth.status).toBe(429);
    expect(fifth.body.message).toMatch(new RegExp(`^${TOO_MANY_REPRESENTATIVE_NAMINGS} Intente nuevamente en \\d+ minutos\\.$`));
    expect(Number(fifth.headers['retry-after'])).toBeGreaterThan(23 * 3600);

    // One address named by several applications receives at most three links a day.
    const target = representative().email;
    for (let i = 0; i < 3; i++) expectOk(await (await minorApplicant()).client.send('post', 'application/legal-representative', representative({ email: target })));
    const fourth = await (await minorApplicant()).client.send('post', 'application/legal-representative', representative({ email: target }));
    expect(fourth.status).toBe(429);
    expect(fourth.body.message).toContain(TOO_MANY_REPRESENTATIVE_EMAILS);
    expect(fourth.headers['retry-after']).toBeDefined();
    await eventually(() => mailsTo(target).length >= 3 || undefined);
    await new Promise((resolve) => setTimeout(resolve, 1000));
    expect(mailsTo(target)).toHaveLength(3);
  });

  it('lets the person named decline, tells the minor by e-mail and keeps the application from being sent until someone confirms', async () => {
    const { client: minor } = await minorApplicant();
    const named = representative();
    expectOk(await minor.send('post', 'application/legal-representative', named));
    const token = await linkFor(named.email);
    const declined = await publicPost('public/legal-representative/decline', { token });
    expect(declined.status).toBe(200);
    expect(declined.body.message).toBe(LEGAL_REPRESENTATIVE_DECLINED_MESSAGE);
    expect((await publicPost('public/legal-representative/confirm', { token })).body.message).toBe(M.representativeLinkDeclined);
    expect((await publicPost('public/legal-representative/link', { token })).body).toMatchObject({ confirmed_at: null, declined_at: expect.any(String) });

    const mail = await eventually(() => mailsTo(minor.email).find((m) => m.subject === 'Tu representante legal no autorizó tu postulación'));
    expect(mail.text).toContain('indicó que no es tu representante o que no autoriza tu postulación');
    const answer = await eventually(async () => (await minor.get('application/legal-representative')).body.legal_representative?.declined_at && (await minor.get('application/legal-representative')).body);
    expect(answer.legal_representative).toMatchObject({ confirmed_at: null, declined_at: expect.any(String) });
    const refused = await minor.send('post', 'application/submit', finalSubmission());
    expect(refused.status).toBe(422);
    expect(refused.body.message).toBe(M.representativeDeclined);

    // Someone else, named next, confirms: the minor is told that too.
    const next = representative({ first_name: 'Luis' });
    expectOk(await minor.send('post', 'application/legal-representative', next));
    expectOk(await publicPost('public/legal-representative/confirm', { token: await linkFor(next.email) }));
    await eventually(() => mailsTo(minor.email).find((m) => m.subject === 'Tu representante legal confirmó tu postulación'));
    const renamed = await eventually(async () => (await minor.get('application/legal-representative')).body.legal_representative?.confirmed_at && (await minor.get('application/legal-representative')).body);
    expect(renamed.legal_representative).toMatchObject({ first_name: 'Luis', declined_at: null });
  });
});
