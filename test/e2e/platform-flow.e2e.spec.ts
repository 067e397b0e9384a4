import request from 'supertest';
import { mainTestDatabase, testPool, uniqueName } from '../support/databases.js';
import { eventually, startTestSystem, type TestSystem } from '../support/test-system.js';

/** One change through every part: command → event store → projection → process manager → BullMQ → SMTP. */
describe('registration through the whole platform', () => {
  let system: TestSystem;
  const pool = testPool(mainTestDatabase().url, 2);
  beforeAll(async () => (system = await startTestSystem()));
  afterAll(async () => {
    await system.close();
    await pool.end();
  });

  it('projects the account and delivers the welcome e-mail with the temporary password once', async () => {
    const email = `${uniqueName('lucia')}@example.ec`;
    const res = await request(system.url)
      .post('/backend/api/auth/applicant/register')
      .send({ first_name: 'Lucía', last_name: 'Andrade', email, identification: uniqueName('X').slice(-12).toUpperCase(), identification_type: 'pasaporte' });
    expect(res.status).toBe(201);

    const row = await eventually(async () => (await pool.query('SELECT first_name, first_login FROM read.applicants WHERE email = $1', [email])).rows[0]);
    expect(row).toEqual({ first_name: 'Lucía', first_login: true });

    const mail = await eventually(() => system.smtp.received.find((m) => m.text?.includes(email)));
    expect(mail.subject).toBe('Tus credenciales de acceso a Becas de Inglés Guayaquil');
    expect(mail.text).toMatch(/Contraseña temporal: [A-Za-z0-9]{10}/);
    expect(mail.html).toContain('Hola, Lucía:');

    // The checkpointed process manager enqueued it once. A later registration's e-mail is the barrier: the process
    // manager handles events in order, so a second copy of the first would have been queued before it.
    const later = `${uniqueName('barrier')}@example.ec`;
    const second = await request(system.url)
      .post('/backend/api/auth/applicant/register')
      .send({ first_name: 'Ana', last_name: 'Mora', email: later, identification: uniqueName('Y').slice(-12).toUpperCase(), identification_type: 'pasaporte' });
    expect(second.status).toBe(201);
    await eventually(() => system.smtp.received.find((m) => m.text?.includes(later)));
    expect(system.smtp.received.filter((m) => m.text?.includes(email))).toHaveLength(1);
  });

  it('lets the applicant log in with the e-mailed password, change it and reset it by the e-mailed link, each change e-mailed', async () => {
    const email = `${uniqueName('mateo')}@example.ec`;
    const api = request(system.url);
    const registered = await api.post('/backend/api/auth/applicant/register').send({ first_name: 'Mateo', last_name: 'Vera', email, identification: uniqueName('M').slice(-12).toUpperCase(), identification_type: 'pasaporte' });
    expect(registered.status).toBe(201);
    const welcome = await eventually(() => system.smtp.received.find((m) => m.text?.includes(email)));
    const temporary = /Contraseña temporal: (\S+)/.exec(welcome.text!)![1];

    const login = await api.post('/backend/api/auth/applicant/login').send({ email, password: temporary });
    expect(login.status).toBe(200);
    expect(login.body.applicant).toMatchObject({ email, first_login: true });

    const changed = await api.post('/backend/api/applicant/update-password').auth(login.body.token, { type: 'bearer' }).send({ current_password: temporary, new_password: 'nueva-clave-1' });
    expect(changed.status).toBe(200);
    const notice = await eventually(() => system.smtp.received.find((m) => m.subject === 'Tu contraseña fue cambiada' && m.text?.includes('Mateo')));
    expect(notice.text).toContain('fue cambiada el');

    expect((await api.post('/backend/api/auth/applicant/forgot-password').send({ email })).status).toBe(200);
    const reset = await eventually(() => system.smtp.received.find((m) => m.subject === 'Restablece tu contraseña' && m.text?.includes('Mateo')));
    const token = /#\/restablecer\?token=(\S+)/.exec(reset.text!)![1];
    expect((await api.post('/backend/api/auth/applicant/reset-password').send({ token, new_password: 'otra-clave-2' })).status).toBe(200);
    expect((await api.post('/backend/api/auth/applicant/login').send({ email, password: 'otra-clave-2' })).status).toBe(200);
  });
});
