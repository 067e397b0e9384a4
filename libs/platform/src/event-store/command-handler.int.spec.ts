import { mainTestDatabase, testPool, uniqueName } from '../../../../test/support/databases.js';
import { handleCommand, type CommandDecider } from './command-handler.js';
import { WrongExpectedRevisionError } from './event-store.js';
import { PostgresEventStore } from './postgres-event-store.js';

type Counted = { type: 'Counted'; data: { by: number } };
type Count = { by: number; seen?: number };
/** A counter that records the total it decided on, so a decision made on a stale read shows. */
const counter: CommandDecider<{ total: number }, Count, Counted> = {
  initialState: () => ({ total: 0 }),
  evolve: (state, event) => ({ total: state.total + event.data.by }),
  decide: (command) => [{ type: 'Counted', data: { by: command.by } }],
};

describe('handleCommand: one read, a pinned revision checked before deciding', () => {
  const pool = testPool(mainTestDatabase().url, 4);
  const store = new PostgresEventStore({ pool, schema: uniqueName('cmd') });
  beforeAll(() => store.migrate());
  afterAll(async () => {
    await store.close();
    await pool.end();
  });

  it('given two events, when a command pins revision 0, then it is refused before deciding and nothing is appended', async () => {
    const stream = uniqueName('counter');
    await handleCommand(store, stream, counter, { by: 1 });
    await handleCommand(store, stream, counter, { by: 2 });
    let decided = false;
    const stale = handleCommand(store, stream, counter, () => ((decided = true), { by: 5 }), { expectedRevision: 0 });
    await expect(stale).rejects.toBeInstanceOf(WrongExpectedRevisionError);
    expect(decided).toBe(false);
    expect((await store.readStream(stream)).map((e) => e.data)).toEqual([{ by: 1 }, { by: 2 }]);
  });

  it('builds the command from the state it read, and a raced write with retry is decided again on the fresh state', async () => {
    const stream = uniqueName('counter');
    const results = await Promise.all(Array.from({ length: 4 }, () => handleCommand(store, stream, counter, (state) => ({ by: 1, seen: state.total }), { retry: true })));
    expect(results.map((r) => r.revision).sort()).toEqual([0, 1, 2, 3]);
    expect((await store.readStream(stream)).length).toBe(4);
  });

  it('refuses a raced write without retry with 409 rather than deciding on what it did not read', async () => {
    const stream = uniqueName('counter');
    const outcomes = await Promise.allSettled(Array.from({ length: 4 }, () => handleCommand(store, stream, counter, { by: 1 })));
    const refused = outcomes.filter((o) => o.status === 'rejected');
    expect(refused.every((o) => (o as PromiseRejectedResult).reason instanceof WrongExpectedRevisionError)).toBe(true);
    expect((await store.readStream(stream)).length).toBe(4 - refused.length);
  });
});
