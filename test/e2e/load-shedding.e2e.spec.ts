import request from 'supertest';
import type pg from 'pg';
import { OVERLOADED_MESSAGE } from '@postula/contract';
import { MAX_WAITING_QUERIES } from '../../api/src/common/load-shedder.js';
import { PG_POOL } from '../../api/src/platform/platform.tokens.js';
import { startTestApi, type TestApi } from '../support/api-app.js';

const API = '/backend/api';

describe('load shedding', () => {
  let api: TestApi;
  beforeAll(async () => (api = await startTestApi()));
  afterAll(() => api.close());

  it('answers 503 at once with a Spanish message while the pool queue is long, and serves again once it is short', async () => {
    const pool = api.app.get<pg.Pool>(PG_POOL);
    const held = await Promise.all(Array.from({ length: pool.options.max }, () => pool.connect()));
    const queued = Array.from({ length: MAX_WAITING_QUERIES + 1 }, () => pool.query('SELECT 1').catch(() => undefined));
    try {
      const started = performance.now();
      const shed = await request(api.url).get(`${API}/application/status`);
      expect(shed.status).toBe(503);
      expect(shed.body).toEqual({ status: 'error', message: OVERLOADED_MESSAGE });
      expect(shed.headers['retry-after']).toBe('1');
      expect(performance.now() - started).toBeLessThan(1000);
    } finally {
      held.forEach((client) => client.release());
      await Promise.all(queued);
    }
    const served = await request(api.url).get(`${API}/application/status`);
    expect(served.status).toBe(401);
  });
});
