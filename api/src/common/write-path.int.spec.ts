import { randomUUID } from 'node:crypto';
import { uniqueValueDecider, uniqueValueStream } from '@postula/domain';
import { PostgresEventStore } from '@postula/platform';
import { mainTestDatabase, testPool, uniqueName } from '../../../test/support/databases.js';
import { AccountPositions } from '../consistency/account-positions.js';
import { requestContext } from './request-context.js';
import type { RequestContext } from './request-context.js';
import { WritePath } from './write-path.js';

describe('WritePath: every API append, and the one keeper of a request consistency position', () => {
  const pool = testPool(mainTestDatabase().url, 4);
  const store = new PostgresEventStore({ pool, schema: uniqueName('writes') });
  // No request here is a signed-in write (no `writer`), so no account position is stored.
  const writes = new WritePath(store, new AccountPositions(pool));
  beforeAll(() => store.migrate());
  afterAll(async () => {
    await store.close();
    await pool.end();
  });
  const inRequest = async <T>(work: (ctx: RequestContext) => Promise<T>): Promise<{ ctx: RequestContext; result: T }> => {
    const ctx: RequestContext = { requestId: randomUUID() };
    const result = await requestContext.run(ctx, () => work(ctx));
    return { ctx, result };
  };
  const reserve = (value: string, options: { unseen?: boolean } = {}) =>
    writes.handleCommand(uniqueValueStream('email', value), uniqueValueDecider, { type: 'ReserveUniqueValue', data: { scope: 'email', value, ownerId: randomUUID(), takenMessage: 'Ocupado' } }, options);

  it('keeps the furthest position of decisions taken in parallel, whichever finished last', async () => {
    const { ctx, result } = await inRequest(() => Promise.all(Array.from({ length: 6 }, () => reserve(uniqueName('v')))));
    const furthest = result.map((r) => r.position!).reduce((a, b) => (store.comparePositions(a, b) > 0 ? a : b));
    expect(ctx.lastPosition).toBe(furthest);
  });

  it('leaves the position alone for an unseen write', async () => {
    const { ctx, result: seen } = await inRequest(async () => {
      const { position } = await reserve(uniqueName('v'));
      await reserve(uniqueName('v'), { unseen: true });
      return position;
    });
    expect(ctx.lastPosition).toBe(seen);
  });

  it('appends records of callers at once to one stream, each with its own request metadata, each caller at its own append', async () => {
    const stream = uniqueName('access');
    const runs = await Promise.all(Array.from({ length: 10 }, (_, i) => inRequest(() => writes.appendRecords(stream, [{ type: 'Read', data: { i } }]))));
    const recorded = await store.readStream(stream);
    expect(recorded.length).toBe(10);
    for (const { ctx, result } of runs) {
      const own = recorded.find((e) => e.metadata.requestId === ctx.requestId)!;
      expect(own).toBeDefined();
      expect(ctx.lastPosition).toBe(result);
      expect(store.comparePositions(result, own.position)).toBeGreaterThanOrEqual(0);
    }
  });
});
