import request from 'supertest';
import { startTestApi, type TestApi } from '../support/api-app.js';

/** ASVS 5.0 V3.4: every answer carries the security headers; HSTS only over HTTPS. */
describe('security headers', () => {
  let api: TestApi;
  let httpsApi: TestApi;
  beforeAll(async () => {
    api = await startTestApi();
    httpsApi = await startTestApi({ env: { PUBLIC_URL: 'https://becas.example.org' } });
  });
  afterAll(async () => {
    await api.close();
    await httpsApi.close();
  });

  it.each(['/backend/api/health', '/backend/api/public/programme', '/backend/api/no-existe'])('sends CSP without inline script, frame-ancestors none, nosniff and a referrer policy on %s', async (path) => {
    const res = await request(api.url).get(path);
    const csp = res.headers['content-security-policy'];
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*'unsafe-inline'/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-frame-options']).toBe('DENY');
    expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(res.headers['strict-transport-security']).toBeUndefined();
  });

  it('sends HSTS when the public address is HTTPS', async () => {
    const res = await request(httpsApi.url).get('/backend/api/health');
    expect(res.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
  });
});

describe('health for the public and for operators', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi();
  });
  afterAll(() => api.close());

  it('answers a visitor from elsewhere with the state of each check only, and an operator on the machine with the details', async () => {
    const visitor = await request(api.url).get('/backend/api/health').set('X-Forwarded-For', '203.0.113.7');
    expect(visitor.status).toBe(200);
    expect(visitor.body.status).toBe('ok');
    for (const check of Object.values<Record<string, unknown>>(visitor.body.checks)) expect(Object.keys(check)).toEqual(['status']);
    const operator = await request(api.url).get('/backend/api/health');
    expect(JSON.stringify(operator.body.checks)).toContain('details');
  });
});
