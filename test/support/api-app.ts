import { loadConfig } from '@postula/platform';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { createApiApp } from '../../api/src/bootstrap.js';
import { createApiPlatform } from '../../api/src/platform/create-api-platform.js';
import { mainTestDatabase } from './databases.js';

export interface TestApi {
  app: NestFastifyApplication;
  url: string;
  close(): Promise<void>;
}

/** The real API over real HTTP on a free port, against this run's test database. */
export async function startTestApi(env: Record<string, string> = {}): Promise<TestApi> {
  const config = loadConfig({ JWT_SECRET: 'test-secret-test-secret-test-secret-0123', VAR_DIR: 'var/test', ...env, DATABASE_URL: mainTestDatabase().url });
  const platform = await createApiPlatform(config, config.databaseUrl!);
  const app = await createApiApp(platform, { logger: false });
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
