import { loadConfig } from '@postula/platform';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { createApiApp } from '../../api/src/bootstrap.js';
import { createApiPlatform } from '../../api/src/platform/create-api-platform.js';
import { mainTestDatabase } from './databases.js';
import { RESULTS_ALREADY_OUT, TEST_DATA_KEY, TEST_JWT_SECRET, UNTHROTTLED_REGISTRATION } from './test-system.js';

export interface TestApi {
  app: NestFastifyApplication;
  url: string;
  close(): Promise<void>;
}

export interface TestApiOptions {
  env?: Record<string, string>;
  /** Runs the API's clock this far ahead: another replica "later", for expiry without waiting; a function moves it while it runs. */
  offsetMs?: number | (() => number);
  /** Default: this run's test database. */
  databaseUrl?: string;
}

/** The real API alone (no projections, no worker) over real HTTP on a free port. */
export async function startTestApi(options: TestApiOptions = {}): Promise<TestApi> {
  const databaseUrl = options.databaseUrl ?? mainTestDatabase().url;
  const config = loadConfig({ JWT_SECRET: TEST_JWT_SECRET, DATA_KEY: TEST_DATA_KEY, VAR_DIR: 'var/test', APPLICATION_DEADLINE: '2099-01-01T00:00:00-05:00', RESULTS_PUBLISH_AT: RESULTS_ALREADY_OUT, TRUST_PROXY: '1', ...UNTHROTTLED_REGISTRATION, ...options.env, DATABASE_URL: databaseUrl });
  const platform = await createApiPlatform(config, databaseUrl);
  const offset = options.offsetMs ?? 0;
  const clock = offset ? { now: () => new Date(Date.now() + (typeof offset === 'function' ? offset() : offset)).toISOString() } : platform.clock;
  const app = await createApiApp({ ...platform, clock }, { logLevel: false });
  await app.listen(0, '127.0.0.1');
  return {
    app,
    url: await app.getUrl(),
    close: async () => {
      await app.close();
      await platform.close();
    },
  };
}
