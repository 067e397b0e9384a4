import request from 'supertest';
import { totpCode } from '../../api/src/identity/staff-totp/totp.js';
import { createStaffUser, login, randomAddress, registerApplicant } from '../support/accounts.js';
import { expectThrottled, LOGIN_THROTTLED, statusCounts, throttledApi } from '../support/throttle.js';

/**
 * A signed-in session checking its own account's secrets (the current password before a change, the active second
 * factor's code) is throttled like a login: a stolen session is no oracle for guessing them.
 */
const API = '/backend/api';
/** A six-digit code that is not the current one of `secret`. */
const notTheCode = (secret: string, i: number) => {
  const right = totpCode(secret, Date.now());
  const wrong = String(i % 1_000_000).padStart(6, '0');
  return wrong === right ? String((i + 1) % 1_000_000).padStart(6, '0') : wrong;
};

describe('throttled checks of a session\'s own secrets', () => {
  const suite = throttledApi();
  const { events } = suite;

  it('answers 429 to wrong current passwords after 5, even sent 40 at once, then refuses the right one too until the window passes', async () => {
    const applicant = await registerApplicant(suite.api().url, events);
    const token = (await login(suite.api().url, 'applicant', applicant.email, applicant.password)).body.token as string;
    const change = (current_password: string) =>
      request(suite.api().url).post(`${API}/applicant/update-password`).set('Authorization', `Bearer ${token}`).send({ current_password, new_password: 'otra-Clave-segura-2026' });
    const answers = await Promise.all(Array.from({ length: 40 }, (_, i) => change(`mala-${i}`)));
    expect(statusCounts(answers)).toEqual({ 422: 5, 429: 35 });
    expectThrottled(answers.find((r) => r.status === 429)!, LOGIN_THROTTLED);
    expect((await change(applicant.password)).status).toBe(429);
  });

  it('does not count a right current password: 4 wrong, the right one, and the account still has its 5 tries', async () => {
    const applicant = await registerApplicant(suite.api().url, events);
    const token = (await login(suite.api().url, 'applicant', applicant.email, applicant.password)).body.token as string;
    const change = (current_password: string, new_password: string) =>
      request(suite.api().url).post(`${API}/applicant/update-password`).set('Authorization', `Bearer ${token}`).send({ current_password, new_password });
    for (let i = 0; i < 4; i++) expect((await change(`mala-${i}`, 'otra-Clave-segura-2026')).status).toBe(422);
    expect((await change(applicant.password, 'otra-Clave-segura-2026')).status).toBe(200);
    expect((await change('mala-4', 'tercera-Clave-2026')).status).toBe(422);
  });

  it('answers 429 to wrong codes on totp/disable after 5, even sent 60 at once', async () => {
    const reviewer = await createStaffUser(suite.api().app, 'reviewer');
    const token = (await login(suite.api().url, 'user', reviewer.email, reviewer.password, randomAddress())).body.token as string;
    const as = (path: string, body: object) => request(suite.api().url).post(`${API}/auth/user/totp/${path}`).set('Authorization', `Bearer ${token}`).send(body);
    const { secret } = (await as('setup', {})).body;
    expect((await as('enable', { secret, totp_code: totpCode(secret, Date.now()) })).status).toBe(200);
    const answers = await Promise.all(Array.from({ length: 60 }, (_, i) => as('disable', { totp_code: notTheCode(secret, i) })));
    expect(statusCounts(answers)).toEqual({ 422: 5, 429: 55 });
    expect((await as('disable', { totp_code: totpCode(secret, Date.now()) })).status).toBe(429);
  });
});
