import 'reflect-metadata';
import type { INestApplicationContext } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import type { AppConfig } from '@postula/platform';
import { AppModule } from '../app.module.js';
import { argon2idPasswordHasher } from '../identity/password-hasher.js';
import type { Argon2idCost } from '../identity/password-hasher.js';
import { createApiPlatform } from '../platform/create-api-platform.js';
import type { ApiPlatform } from '../platform/platform.tokens.js';
import { DemoClock } from './demo-clock.js';

/**
 * argon2id cost of the demo applicants' temporary passwords: 1 MiB and one pass instead of 19 MiB and two, so tens
 * of thousands of registrations go through the real command in minutes. The cost is stored in
 * each hash, so logins verify them as usual and upgrade them to the full cost; real registrations never use it.
 */
export const DEMO_PASSWORD_COST: Argon2idCost = { memoryCost: 1024, timeCost: 1, parallelism: 1 };

export interface DemoApp {
  /** The API's modules without HTTP: the generator runs the same commands the controllers run. */
  app: INestApplicationContext;
  clock: DemoClock;
  platform: ApiPlatform;
  close(): Promise<void>;
}

/**
 * A Nest context of the API on its own connections, whose CLOCK is the demo clock and whose password hasher is cheaper.
 * Its sessions commit without waiting for the WAL flush (synchronous_commit off): a crash could lose the last moments
 * of the seeding, never consistency, and thousands of small commits stop queueing on fsync.
 */
export async function createDemoApp(config: AppConfig, databaseUrl: string): Promise<DemoApp> {
  const url = new URL(databaseUrl);
  url.searchParams.set('options', '-c synchronous_commit=off');
  const platform = await createApiPlatform(config, url.toString());
  const clock = new DemoClock();
  const demoPlatform: ApiPlatform = { ...platform, clock, passwordHasher: argon2idPasswordHasher(DEMO_PASSWORD_COST) };
  const app = await NestFactory.createApplicationContext(AppModule.register(demoPlatform), { logger: ['error', 'warn'] });
  return {
    app,
    clock,
    platform: demoPlatform,
    close: async () => {
      await app.close();
      await platform.close();
    },
  };
}
