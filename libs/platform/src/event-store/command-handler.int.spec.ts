import { mainTestDatabase, testPool, uniqueName } from '../../../../test/support/databases.js';
import { appendRecords, handleCommand, type CommandDecider } from './command-handler.js';
import { WrongExpectedRevisionError } from './event-store.js';
import { PostgresEventStore } from './postgres-event-store.js';
import { StreamFolds } from './stream-folds.js';

type Counted = { type: 'Counted'; data: { by: number; seen?: number } };
type Count = { by: number; seen?: number };
/** A counter that records the total it decided on, so a decision made on a stale read shows. */
const counter: CommandDecider<{ total: number }, Count, Counted> = {
  initialState: () => ({ total: 0 }),
  evolve: (state, event) => ({ total: state.total + event.data.by }),
  decide: (command) => [{ type: 'Counted', data: command.seen === undefined ? { by: command.by } : { by: command.by, seen: command.seen } }],
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

  it('lets every one of twenty writers racing one stream through when a retry may decide as many times as there are writers', async () => {
    const stream = uniqueName('counter');
    const results = await Promise.all(Array.from({ length: 20 }, () => handleCommand(store, stream, counter, { by: 1 }, { retry: true, attempts: 20 })));
    expect(results.map((r) => r.revision).sort((a, b) => a - b)).toEqual(Array.from({ length: 20 }, (_, i) => i));
  });

  it('refuses a raced write without retry with 409 rather than deciding on what it did not read', async () => {
    const stream = uniqueName('counter');
    const outcomes = await Promise.allSettled(Array.from({ length: 4 }, () => handleCommand(store, stream, counter, { by: 1 })));
    const refused = outcomes.filter((o) => o.status === 'rejected');
    expect(refused.every((o) => (o as PromiseRejectedResult).reason instanceof WrongExpectedRevisionError)).toBe(true);
    expect((await store.readStream(stream)).length).toBe(4 - refused.length);
  });

  describe('with the folds a process remembers', () => {
    /** The store, counting the stream reads. */
    const counting = () => {
      const reads: { fromRevision?: number }[] = [];
      const readStream: typeof store.readStream = (stream, options) => (reads.push({ fromRevision: options?.fromRevision }), store.readStream(stream, options));
      return { store: Object.assign(Object.create(store) as PostgresEventStore, { readStream }), reads };
    };

    it('decides a retry write on the remembered fold without reading, and records the total it stood on', async () => {
      const stream = uniqueName('counter');
      const folds = new StreamFolds();
      const { store: reading, reads } = counting();
      for (let i = 0; i < 3; i++) await handleCommand(reading, stream, counter, (state) => ({ by: 1, seen: state.total }), { retry: true, folds });
      expect(reads).toEqual([{ fromRevision: 0 }]);
      expect(folds.get(counter, stream)).toEqual({ state: { total: 3 }, revision: 2 });
      expect((await store.readStream(stream)).map((e) => e.data)).toEqual([{ by: 1, seen: 0 }, { by: 1, seen: 1 }, { by: 1, seen: 2 }]);
    });

    it('given another process appended since, when a retry write decides on its stale fold, then it is decided again on what it reads after that fold', async () => {
      const stream = uniqueName('counter');
      const [here, elsewhere] = [new StreamFolds(), new StreamFolds()];
      const { store: reading, reads } = counting();
      await handleCommand(store, stream, counter, (state) => ({ by: 1, seen: state.total }), { retry: true, folds: here });
      await handleCommand(store, stream, counter, (state) => ({ by: 10, seen: state.total }), { retry: true, folds: elsewhere });
      const result = await handleCommand(reading, stream, counter, (state) => ({ by: 100, seen: state.total }), { retry: true, folds: here });
      expect(result.revision).toBe(2);
      expect(reads).toEqual([{ fromRevision: 1 }]);
      expect((await store.readStream(stream)).map((e) => e.data)).toEqual([{ by: 1, seen: 0 }, { by: 10, seen: 1 }, { by: 100, seen: 11 }]);
      expect(here.get(counter, stream)).toEqual({ state: { total: 111 }, revision: 2 });
    });

    it('never refuses, nor finds nothing to record, on a stale fold: both are decided again on a fresh read', async () => {
      const stream = uniqueName('counter');
      const [here, elsewhere] = [new StreamFolds(), new StreamFolds()];
      await handleCommand(store, stream, counter, { by: 1 }, { retry: true, folds: here });
      await handleCommand(store, stream, counter, { by: 1 }, { retry: true, folds: elsewhere });
      // Refuses below a total of 2, which only the stale fold (total 1) is.
      const atLeastTwo = (state: { total: number }) => {
        if (state.total < 2) throw new Error('refused on a total below 2');
        return { by: 1, seen: state.total };
      };
      await expect(handleCommand(store, stream, counter, atLeastTwo, { retry: true, folds: here })).resolves.toMatchObject({ revision: 2 });
      // Setting the total to what the stale fold holds records nothing there; the stream holds another total by now.
      const setTotal: CommandDecider<{ total: number }, { target: number }, Counted> = { ...counter, decide: ({ target }, state) => (state.total === target ? [] : [{ type: 'Counted', data: { by: target - state.total } }]) };
      const other = uniqueName('counter');
      await handleCommand(store, other, setTotal, { target: 5 }, { retry: true, folds: here });
      await handleCommand(store, other, setTotal, { target: 7 }, { retry: true, folds: elsewhere });
      await expect(handleCommand(store, other, setTotal, { target: 5 }, { retry: true, folds: here })).resolves.toMatchObject({ revision: 2 });
      expect((await store.readStream(other)).map((e) => e.data)).toEqual([{ by: 5 }, { by: 2 }, { by: -2 }]);
    });

    it('without retry, reads what was appended after the remembered fold and refuses a raced write with 409 as before', async () => {
      const stream = uniqueName('counter');
      const [here, elsewhere] = [new StreamFolds(), new StreamFolds()];
      const { store: reading, reads } = counting();
      await handleCommand(store, stream, counter, { by: 1 }, { folds: here });
      await handleCommand(store, stream, counter, { by: 1 }, { folds: elsewhere });
      await handleCommand(reading, stream, counter, (state) => ({ by: 1, seen: state.total }), { folds: here });
      expect(reads).toEqual([{ fromRevision: 1 }]);
      expect((await store.readStream(stream)).map((e) => e.data)).toEqual([{ by: 1 }, { by: 1 }, { by: 1, seen: 2 }]);
      const outcomes = await Promise.allSettled(Array.from({ length: 4 }, () => handleCommand(store, stream, counter, { by: 1 }, { folds: here })));
      const refused = outcomes.filter((o) => o.status === 'rejected');
      expect(refused.every((o) => (o as PromiseRejectedResult).reason instanceof WrongExpectedRevisionError)).toBe(true);
      expect((await store.readStream(stream)).length).toBe(3 + 4 - refused.length);
    });
  });

  it('appends records to a stream with no invariant without reading it, each with its own metadata, and honours an expected no_stream', async () => {
    const stream = uniqueName('records');
    await appendRecords(store, stream, [{ type: 'Counted', data: { by: 1 }, metadata: { actorRole: 'reviewer', requestId: 'a' } }], { metadata: { actorRole: 'system' } });
    const { position } = await appendRecords(store, stream, [{ type: 'Counted', data: { by: 2 } }], { metadata: { actorRole: 'system', requestId: 'b' } });
    const recorded = await store.readStream(stream);
    expect(recorded.map((e) => [e.data, e.metadata.requestId, e.metadata.actorRole])).toEqual([
      [{ by: 1 }, 'a', 'reviewer'],
      [{ by: 2 }, 'b', 'system'],
    ]);
    expect(recorded[1].position).toBe(position);
    await expect(appendRecords(store, stream, [{ type: 'Counted', data: { by: 3 } }], { expected: 'no_stream' })).rejects.toBeInstanceOf(WrongExpectedRevisionError);
    expect((await store.readStream(stream)).length).toBe(2);
  });
});
