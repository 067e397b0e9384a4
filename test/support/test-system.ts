import { loadConfig, type Clock } from '@postula/platform';
import { startSystem } from '../../standalone/src/system.js';
import { mainTestDatabase, uniqueName } from './databases.js';
import { startSmtpPeer, type SmtpPeer, type SmtpRefusal } from './smtp-peer.js';
import { TEST_DATA_KEY } from './system-event-store.js';

export { TEST_DATA_KEY } from './system-event-store.js';

import type { NestFastifyApplication } from '@nestjs/platform-fastify';

// In a module of its own so that helpers which only poll (redis-server.ts) need not load the whole app.
export { eventually } from './eventually.js';

export interface TestSystem {
  url: string;
  /** The Nest application, for commands a test runs directly (e.g. creating staff users). */
  app: NestFastifyApplication;
  smtp: SmtpPeer;
  close(): Promise<void>;
}

/** Suites register many applicants from one address; the registration throttle has its own suite (test/security). */
export const UNTHROTTLED_REGISTRATION = { REGISTRATIONS_PER_ADDRESS_PER_HOUR: '1000000', REGISTRATIONS_PER_HOUR: '1000000' };

/** A results day long past: the suites' decisions are told as they are made. */
export const RESULTS_ALREADY_OUT = '2000-01-01T00:00:00Z';

export const TEST_JWT_SECRET = 'test-secret-test-secret-test-secret-0123';


export interface TestSystemOptions {
  /** Default: this run's test database (a database of its own keeps its process managers and queue apart). */
  databaseUrl?: string;
  /** Lets the SMTP peer refuse deliveries (see startSmtpPeer). */
  refuse?: (attempt: number, recipient: string) => SmtpRefusal | undefined;
  /** The time the worker's scheduled work (reminders) sees; default the system clock. */
  schedulerClock?: Clock;
}

/**
 * api + projections + worker in one process over real HTTP, on this run's test database, with BullMQ on Redis
 * when REDIS_URL is set (else on PostgreSQL) and e-mail delivered to a real SMTP peer.
 */
export async function startTestSystem(env: Record<string, string> = {}, options: TestSystemOptions = {}): Promise<TestSystem> {
  const smtp = await startSmtpPeer(options.refuse);
  const databaseUrl = options.databaseUrl ?? mainTestDatabase().url;
  const config = loadConfig({
    // One queue per test database: systems of one run share it (as they share the process managers), other runs and
    // other databases never take its jobs, which name streams only their own event store holds.
    QUEUE_NAMESPACE: `q_${new URL(databaseUrl).pathname.slice(1).toLowerCase().replace(/[^a-z0-9_]/g, '_')}`.slice(0, 63),
    JWT_SECRET: TEST_JWT_SECRET,
    DATA_KEY: TEST_DATA_KEY,
    VAR_DIR: `var/test/${uniqueName('system')}`,
    APPLICATION_DEADLINE: '2099-01-01T00:00:00-05:00',
    // Decisions are told at once unless a suite holds them for the results' publication (results-publication.e2e).
    RESULTS_PUBLISH_AT: RESULTS_ALREADY_OUT,
    PUBLIC_URL: 'http://localhost:3000',
    // Tests act as clients behind a proxy, each with its own X-Forwarded-For address.
    TRUST_PROXY: '1',
    ...UNTHROTTLED_REGISTRATION,
    SMTP_URL: smtp.url,
    ...(process.env.REDIS_URL ? { REDIS_URL: process.env.REDIS_URL } : {}),
    ...env,
    DATABASE_URL: databaseUrl,
  });
  const system = await startSystem(config, config.databaseUrl!, { port: 0, schedulerClock: options.schedulerClock });
  return {
    url: system.url,
    app: system.app,
    smtp,
    close: async () => {
      await system.close();
      await smtp.close();
    },
  };
}
