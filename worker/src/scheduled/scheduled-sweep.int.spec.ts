import { createQueueKit, QueueName, type QueueKit, type QueueKitOptions } from '@postula/platform';
import { mainTestDatabase, uniqueName } from '../../../test/support/databases.js';
import { eventually } from '../../../test/support/eventually.js';
import { scheduleSweep } from './scheduled-sweep.js';

const redisUrl = process.env.REDIS_URL;
const backends: [string, (namespace: string) => QueueKitOptions][] = [['PostgreSQL', (namespace) => ({ databaseUrl: mainTestDatabase().url, namespace })]];
if (redisUrl) backends.push(['Redis', (namespace) => ({ redisUrl, namespace })]);
else it.skip('on Redis: REDIS_URL is not set, so this case runs on PostgreSQL only', () => undefined);

const quiet = { warn: () => undefined, error: () => undefined };

describe.each(backends)('scheduleSweep on %s', (_label, options) => {
  let kits: QueueKit[] = [];
  afterEach(async () => {
    await kits[0]?.createQueue(QueueName.Sweeps).obliterate({ force: true });
    await Promise.all(kits.map((k) => k.close()));
    kits = [];
  });

  it('runs every sweep by name from two worker processes sharing one schedule, and keeps going after a failed tick', async () => {
    const namespace = uniqueName('sweeps');
    kits = [await createQueueKit(options(namespace)), await createQueueKit(options(namespace))];
    const ticks: string[] = [];
    let failedOnce = false;
    for (const [i, kit] of kits.entries()) {
      await scheduleSweep(
        kit,
        {
          name: 'probe',
          everyMs: 150,
          run: async () => {
            ticks.push(`kit${i}`);
            if (!failedOnce) {
              failedOnce = true;
              throw new Error('falla de prueba');
            }
          },
        },
        quiet,
      );
      await scheduleSweep(kit, { name: 'other', everyMs: 150, run: async () => ticks.push('other') }, quiet);
    }
    await eventually(() => ticks.filter((t) => t !== 'other').length >= 4 && ticks.includes('other'), 30_000);
    // One schedule per name, whichever process upserted it and how many times.
    expect(await kits[0].createQueue(QueueName.Sweeps).getJobSchedulersCount()).toBe(2);
  });
});
