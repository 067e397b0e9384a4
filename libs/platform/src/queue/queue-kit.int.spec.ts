import { Redis } from 'ioredis';
import { mainTestDatabase, testPool, uniqueName } from '../../../../test/support/databases.js';
import { startRedis } from '../../../../test/support/redis-server.js';
import { freePort } from '../database/index.js';
import { createQueueKit, type KitQueue, type QueueKit } from './queue-kit.js';
import { QueueName } from './queue-name.js';

const redisUrl = process.env.REDIS_URL;

describe('createQueueKit', () => {
  let kit: QueueKit | undefined;
  let queue: KitQueue<{ n: number }> | undefined;
  afterEach(async () => {
    await queue?.obliterate({ force: true }); // leaves nothing behind in a shared Redis
    await kit?.close();
    kit = queue = undefined;
  });

  /** A job added through the kit's queue comes back processed by the kit's worker. */
  async function roundTrip(k: QueueKit): Promise<void> {
    queue = k.createQueue<{ n: number }>(QueueName.Emails);
    k.createWorker<{ n: number }, number>(QueueName.Emails, async (job) => job.data.n * 2);
    const job = await queue.add('Probe', { n: 21 });
    while (!['completed', 'failed'].includes(await queue.getJobState(job.id!))) await new Promise((r) => setTimeout(r, 20));
    expect((await queue.getJob(job.id!))?.returnvalue).toBe(42);
  }

  it('refuses to start without Redis or PostgreSQL', async () => {
    await expect(createQueueKit({})).rejects.toThrow('needs redisUrl or databaseUrl');
  });

  it('uses PostgreSQL when no Redis URL is given, with its tables in the namespace schema', async () => {
    const namespace = uniqueName('bullmq');
    kit = await createQueueKit({ databaseUrl: mainTestDatabase().url, namespace });
    expect(kit.backend).toBe('postgres');
    await roundTrip(kit);
    const pool = testPool(mainTestDatabase().url, 1);
    const { rowCount } = await pool.query('SELECT 1 FROM information_schema.tables WHERE table_schema = $1', [namespace]);
    await pool.end();
    expect(rowCount).toBeGreaterThan(0);
  });

  it('gives jobs the default retries with exponential backoff and the retention', async () => {
    kit = await createQueueKit({ databaseUrl: mainTestDatabase().url, namespace: uniqueName('bullmq') });
    queue = kit.createQueue<{ n: number }>(QueueName.Emails);
    const job = await queue.add('Probe', { n: 1 });
    expect(job.opts).toMatchObject({
      attempts: 6,
      backoff: { type: 'exponential', delay: 30_000 },
      removeOnComplete: { age: 30 * 86_400 },
      removeOnFail: { age: 90 * 86_400 },
    });
  });

  (redisUrl ? describe : describe.skip)('with REDIS_URL', () => {
    it('uses Redis, under the namespace as key prefix, even when a database URL is given too', async () => {
      const namespace = uniqueName('bull');
      kit = await createQueueKit({ redisUrl, databaseUrl: mainTestDatabase().url, namespace });
      expect(kit.backend).toBe('redis');
      await roundTrip(kit);
      expect(await (kit.connection as Redis).keys(`${namespace}:${QueueName.Emails}:*`)).not.toHaveLength(0);
    });

    it('adds jobs once Redis answers again when it did not answer while a queue was being created', async () => {
      // Redis stalled for longer than a producer command's timeout, as a starved machine makes it look to the process.
      const port = await freePort();
      const redis = await startRedis(port);
      const url = `redis://127.0.0.1:${port}`;
      const pauser = new Redis(url);
      try {
        kit = await createQueueKit({ redisUrl: url, databaseUrl: mainTestDatabase().url, namespace: uniqueName('bull') });
        const producers = kit.connection as Redis;
        if (producers.status !== 'ready') await new Promise((ready) => producers.once('ready', ready));
        await pauser.call('CLIENT', 'PAUSE', '6000', 'ALL');
        queue = kit.createQueue<{ n: number }>(QueueName.Emails);
        await new Promise((r) => setTimeout(r, 6500));
        expect((await queue.add('Probe', { n: 1 })).id).toBeDefined();
      } finally {
        await queue?.obliterate({ force: true }).catch(() => undefined);
        queue = undefined;
        pauser.disconnect();
        await kit?.close();
        kit = undefined;
        await redis.stop();
      }
    }, 30_000);
  });
});
