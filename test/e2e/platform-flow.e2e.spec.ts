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

    // The checkpointed process manager enqueued it once: nothing more arrives for this address.
    await new Promise((r) => setTimeout(r, 500));
    expect(system.smtp.received.filter((m) => m.text?.includes(email))).toHaveLength(1);
  });
});
