import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { remindersStream } from '@postula/domain';
import { reminderOptOutToken } from '@postula/platform';
import { randomAddress } from '../support/accounts.js';
import { TEST_JWT_SECRET } from '../support/test-system.js';
import { expectThrottled, statusCounts, throttledApi } from '../support/throttle.js';

const API = '/backend/api';
const LINK_INVALID = /^El enlace para dejar de recibir recordatorios no es válido/;
const OPT_OUTS_THROTTLED = /^Se recibieron demasiadas solicitudes para dejar de recibir recordatorios\. Intente nuevamente en \d+ minutos?\.$/;

/** A genuine token (`iv.tag.body`, base64url) with its GCM tag cut to its first `bytes` bytes. */
function withTagCutTo(token: string, bytes: number): string {
  const [iv, tag, body] = token.split('.');
  return [iv, Buffer.from(tag, 'base64url').subarray(0, bytes).toString('base64url'), body].join('.');
}

describe('the public opt-out link under attack', () => {
  const suite = throttledApi();
  const optOut = (token: string, address = randomAddress()) => request(suite.api().url).post(`${API}/reminders/opt-out`).set('X-Forwarded-For', address).send({ token });

  it.each([12, 8, 4])('refuses a genuine token whose tag is cut to %i bytes, and nothing is recorded', async (bytes) => {
    const applicantId = randomUUID();
    const answer = await optOut(withTagCutTo(reminderOptOutToken(applicantId, TEST_JWT_SECRET), bytes));
    expect(answer.status).toBe(422);
    expect(answer.body.errors.token[0]).toMatch(LINK_INVALID);
    expect(await suite.events.stream(remindersStream(applicantId))).toEqual([]);
  });

  it('answers 429 to forged tokens from one address after 20, even sent 30 at once, while another address is still served', async () => {
    const address = randomAddress();
    const genuine = reminderOptOutToken(randomUUID(), TEST_JWT_SECRET);
    const answers = await Promise.all(Array.from({ length: 30 }, (_, i) => optOut(withTagCutTo(genuine, i % 16), address)));
    expect(statusCounts(answers)).toEqual({ 422: 20, 429: 10 });
    expectThrottled(answers.find((a) => a.status === 429)!, OPT_OUTS_THROTTLED);
    expect((await optOut(genuine, address)).status).toBe(429);
    expect((await optOut(genuine)).status).toBe(200);
  });
});
