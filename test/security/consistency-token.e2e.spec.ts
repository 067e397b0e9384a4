import request from 'supertest';
import { createStaffUser, login } from '../support/accounts.js';
import { startTestApi, type TestApi } from '../support/api-app.js';

/**
 * Second probe, item 6: a consistency token is never waited for. A position beyond the store's head held any request,
 * signed in or not, for 5 s; a signed-in account's reads wait for its own writes only (read-your-writes.e2e).
 */
const API = '/backend/api';
const BEYOND_HEAD = '999999999999-0';
/** Far below the 5 s the token used to hold a request, far above an answer on a loaded machine. */
const AT_ONCE_MS = 1500;

describe('second probe: consistency tokens', () => {
  let api: TestApi;
  let reviewerToken: string;
  beforeAll(async () => {
    api = await startTestApi();
    const reviewer = await createStaffUser(api.app, 'reviewer');
    reviewerToken = (await login(api.url, 'user', reviewer.email, reviewer.password)).body.token;
  });
  afterAll(() => api.close());

  const timed = async (req: request.Test) => {
    const started = performance.now();
    const res = await req.set('x-consistency-token', BEYOND_HEAD);
    return { status: res.status, ms: performance.now() - started };
  };

  it('answers a public read carrying a token beyond the head at once', async () => {
    const res = await timed(request(api.url).get(`${API}/public/programme`));
    expect(res.status).toBe(200);
    expect(res.ms).toBeLessThan(AT_ONCE_MS);
  });

  it('answers 401 at once to an unauthenticated staff route carrying such a token', async () => {
    const res = await timed(request(api.url).get(`${API}/applicants`));
    expect(res.status).toBe(401);
    expect(res.ms).toBeLessThan(AT_ONCE_MS);
  });

  it("answers a signed-in reviewer's read at once: a token it did not earn is not waited for", async () => {
    const res = await timed(request(api.url).get(`${API}/applicants`).set('Authorization', `Bearer ${reviewerToken}`));
    expect(res.status).toBe(200);
    expect(res.ms).toBeLessThan(AT_ONCE_MS);
  });

  it('answers 100 such requests at once, so they cannot fill the pool and shed other users', async () => {
    const answers = await Promise.all(Array.from({ length: 100 }, () => timed(request(api.url).get(`${API}/public/programme`))));
    expect(answers.filter((res) => res.status !== 200)).toEqual([]);
    expect(Math.max(...answers.map((res) => res.ms))).toBeLessThan(2 * AT_ONCE_MS);
  });
});
