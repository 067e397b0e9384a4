import { eventReader } from './accounts.js';
import { startTestApi, type TestApi, type TestApiOptions } from './api-app.js';
import { suiteResource } from './suite-resource.js';

/** The Spanish 429 messages of the throttles: a login or a check of one's own secret, and a registration. */
export const LOGIN_THROTTLED = /^Demasiados intentos fallidos\. Intente nuevamente en \d+ minutos?\.$/;
export const REGISTRATION_THROTTLED = /^Se recibieron demasiados registros\. Intente nuevamente en \d+ minutos?\.$/;

/** One API for a file's throttle tests, with a reader of the store's events (and its pool, for the throttle's own tables). */
export function throttledApi(options: TestApiOptions = {}): { api: () => TestApi; events: ReturnType<typeof eventReader> } {
  const events = eventReader();
  afterAll(() => events.close());
  return { api: suiteResource(() => startTestApi(options)), events };
}

/** A second replica on the same database for the duration of `use` (a throttle must hold across replicas). */
export async function withReplica<T>(options: TestApiOptions, use: (replica: TestApi) => Promise<T>): Promise<T> {
  const replica = await startTestApi(options);
  try {
    return await use(replica);
  } finally {
    await replica.close();
  }
}

/** How many answers had each status. */
export function statusCounts(answers: readonly { status: number }[]): Record<number, number> {
  const counts: Record<number, number> = {};
  for (const { status } of answers) counts[status] = (counts[status] ?? 0) + 1;
  return counts;
}

/** A throttled answer: 429, the Spanish message, and a Retry-After the client can wait for. */
export function expectThrottled(answer: { status: number; body: { message?: unknown }; headers: Record<string, unknown> }, message: RegExp): void {
  expect(answer.status).toBe(429);
  expect(answer.body.message).toMatch(message);
  expect(Number(answer.headers['retry-after'])).toBeGreaterThan(0);
}
