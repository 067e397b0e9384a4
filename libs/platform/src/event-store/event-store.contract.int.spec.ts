import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { testDatabases, testPool, uniqueName } from '../../../../test/support/databases.js';
import { DataKeys } from '../personal-data/data-keys.js';
import type { PersonalDataPolicy } from '../personal-data/personal-data-policy.js';
import { EventSerializer } from './event-serializer.js';
import { EventStore, ExpectedRevision, NewEvent, RecordedEvent, WrongExpectedRevisionError } from './event-store.js';
import { EventStoreDBEventStore } from './eventstoredb-event-store.js';
import { PostgresEventStore } from './postgres-event-store.js';
import type { Upcasters } from './upcasters.js';

/**
 * One contract, every adapter this run can reach: PostgreSQL on each test database, EventStoreDB when
 * EVENTSTORE_URL is set. Each case gets fresh streams (and, on PostgreSQL, a fresh schema); since an
 * EventStoreDB $all is shared, cases only look at their own streams (`ctx.mine`) from `ctx.start`.
 */
interface Context {
  store: EventStore;
  /** A stream name no other case uses. */
  stream(name: string): string;
  /** Keeps the events of this case's streams. */
  mine(events: RecordedEvent[]): RecordedEvent[];
  /** Head before the case ran: read or subscribe after it to see only this case's events. */
  start?: string;
  /** True when the whole store belongs to the case (a fresh PostgreSQL schema). */
  isolated: boolean;
  /**
   * Appends inside a transaction kept open for `holdMs`, so later appends commit first (PostgreSQL only:
   * EventStoreDB has no client-side transaction to hold).
   */
  appendHeldOpen?: (stream: string, events: NewEvent[], holdMs: number) => Promise<string[]>;
  /** Another store over the same events, reading and writing through these upcasters (the caller closes it). */
  withUpcasters(upcasters: Upcasters): EventStore;
  /** Another store over the same events through this serializer (the caller closes it). */
  withSerializer(serializer: EventSerializer): EventStore;
  /** A PostgreSQL pool and a schema of its own for the case's data keys (dropped after the case). */
  keys: { pool: pg.Pool; schema: string };
}

interface Adapter {
  label: string;
  open(): Promise<{
    store: EventStore;
    isolated: boolean;
    appendHeldOpen?: Context['appendHeldOpen'];
    withUpcasters: Context['withUpcasters'];
    withSerializer: Context['withSerializer'];
    keys: Context['keys'];
    dispose(): Promise<void>;
  }>;
}

const postgresAdapter = (label: string, url: string): Adapter => ({
  label: `PostgreSQL (${label})`,
  open: async () => {
    const pool = testPool(url, 12);
    const schema = uniqueName('es');
    const store = new PostgresEventStore({ pool, schema });
    await store.migrate();
    return {
      store,
      isolated: true,
      withUpcasters: (upcasters) => new PostgresEventStore({ pool, schema, upcasters }),
      withSerializer: (serializer) => new PostgresEventStore({ pool, schema, serializer }),
      keys: { pool, schema },
      // Writes through the store's SQL function, as any other writer of the schema would.
      appendHeldOpen: async (stream, events, holdMs) => {
        const client = new pg.Client({ connectionString: url });
        await client.connect();
        try {
          const ids = events.map(() => randomUUID());
          await client.query('BEGIN');
          await client.query(`SELECT * FROM ${schema}.append_events($1::text[], '{-2}', $2::jsonb)`, [
            [stream],
            JSON.stringify([events.map((e, i) => ({ id: ids[i], type: e.type, data: e.data, metadata: e.metadata ?? {} }))]),
          ]);
          await sleep(holdMs);
          await client.query('COMMIT');
          return ids;
        } finally {
          await client.end();
        }
      },
      dispose: async () => {
        await store.close();
        await pool.query(`DROP SCHEMA ${schema} CASCADE`);
        await pool.end();
      },
    };
  },
});

const eventStoreDbAdapter = (url: string): Adapter => ({
  label: 'EventStoreDB',
  open: async () => {
    const store = new EventStoreDBEventStore({ url });
    // The data keys live in PostgreSQL whichever store holds the events.
    const pool = testPool(testDatabases()[0].url, 4);
    const schema = uniqueName('keys');
    return {
      store,
      isolated: false,
      withUpcasters: (upcasters) => new EventStoreDBEventStore({ url, upcasters }),
      withSerializer: (serializer) => new EventStoreDBEventStore({ url, serializer }),
      keys: { pool, schema },
      dispose: async () => {
        await store.close();
        await pool.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
        await pool.end();
      },
    };
  },
});

const adapters = testDatabases().map((db) => postgresAdapter(db.label, db.url));
const eventStoreUrl = process.env.EVENTSTORE_URL;
if (!eventStoreUrl) console.log('[event-store contract] EVENTSTORE_URL is not set: the EventStoreDB contract is SKIPPED.');

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const event = (type: string, n = 0): NewEvent => ({ type, data: { n }, metadata: { actorRole: 'system' } });
const range = (n: number) => Array.from({ length: n }, (_, i) => i);

/** Subscribes after `after` and resolves with the kept events once `enough` says so; then stops. */
async function collect(ctx: Context, enough: (events: RecordedEvent[]) => boolean, options: { batchSize?: number; types?: string[] } = {}) {
  const received: RecordedEvent[] = [];
  let reached!: () => void;
  const reachedPromise = new Promise<void>((resolve) => (reached = resolve));
  const subscription = ctx.store.subscribeToAll({
    after: ctx.start,
    batchSize: options.batchSize,
    types: options.types,
    handler: async (events) => {
      received.push(...ctx.mine(events));
      if (enough(received)) reached();
    },
  });
  return {
    received,
    subscription,
    /** Waits until `enough`, failing with what arrived if the subscription ends or stalls first. */
    until: async () => {
      let timer: NodeJS.Timeout | undefined;
      const stalled = new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new Error(`subscription stalled after ${received.length} events`)), 20_000);
      });
      if (enough(received)) reached();
      try {
        await Promise.race([reachedPromise, subscription.done.then(() => Promise.reject(new Error('subscription ended early'))), stalled]);
      } finally {
        clearTimeout(timer);
        await subscription.stop();
      }
      return received;
    },
  };
}

function expectGlobalOrder(store: EventStore, events: RecordedEvent[]) {
  for (let i = 1; i < events.length; i++) {
    if (store.comparePositions(events[i - 1].position, events[i].position) >= 0) {
      throw new Error(`positions not strictly increasing at ${i}: ${events[i - 1].position} then ${events[i].position}`);
    }
  }
}

function expectStreamRevisionsInOrder(events: RecordedEvent[]) {
  const next = new Map<string, number>();
  for (const e of events) {
    expect(`${e.streamName}@${e.revision}`).toBe(`${e.streamName}@${next.get(e.streamName) ?? 0}`);
    next.set(e.streamName, e.revision + 1);
  }
}

async function expectRejected(promise: Promise<unknown>, stream: string, expected: ExpectedRevision, actual: number | 'no_stream') {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(WrongExpectedRevisionError);
  expect(error).toMatchObject({ stream, expected, actual });
}

function contract(adapter: Adapter) {
  describe(`event store contract: ${adapter.label}`, () => {
    let ctx: Context;
    let dispose: () => Promise<void>;

    beforeEach(async () => {
      const opened = await adapter.open();
      const prefix = uniqueName('c').replace(/_/g, '-');
      dispose = opened.dispose;
      ctx = {
        store: opened.store,
        isolated: opened.isolated,
        appendHeldOpen: opened.appendHeldOpen,
        withUpcasters: opened.withUpcasters,
        withSerializer: opened.withSerializer,
        keys: opened.keys,
        start: await opened.store.headPosition(),
        stream: (name) => `${prefix}-${name}`,
        mine: (events) => events.filter((e) => e.streamName.startsWith(`${prefix}-`)),
      };
    });
    afterEach(() => dispose());

    it('reads its own writes through readStream, readAll and a subscription', async () => {
      const s = ctx.stream('a');
      const result = await ctx.store.append(s, [event('Opened', 1), event('Noted', 2)], 'no_stream');
      expect(result.nextExpectedRevision).toBe(1);

      const read = await ctx.store.readStream(s);
      expect(read.map((e) => [e.type, e.revision, e.data])).toEqual([
        ['Opened', 0, { n: 1 }],
        ['Noted', 1, { n: 2 }],
      ]);
      expect(read[1].position).toBe(result.position);
      expect(read[0].metadata).toEqual({ actorRole: 'system' });
      expect(Number.isNaN(Date.parse(read[0].recordedAt))).toBe(false);

      const all = ctx.mine(await ctx.store.readAll({ after: ctx.start }));
      expect(all.map((e) => e.id)).toEqual(read.map((e) => e.id));

      const sub = await collect(ctx, (got) => got.length >= 2);
      expect((await sub.until()).map((e) => e.id)).toEqual(read.map((e) => e.id));
    });

    it('reads an event written in an older version through its upcaster, and writes new ones in the current version', async () => {
      const s = ctx.stream('versions');
      await ctx.store.append(s, [{ type: 'Renamed', data: { old_key: 'v' } }], 'no_stream');
      const upcasting = ctx.withUpcasters({ Renamed: { 1: ({ old_key, ...rest }) => ({ ...rest, newKey: old_key }) } });
      try {
        await upcasting.append(s, [{ type: 'Renamed', data: { newKey: 'w' } }], 0);
        const expected = [
          { data: { newKey: 'v' }, metadata: { eventVersion: 2 } },
          { data: { newKey: 'w' }, metadata: { eventVersion: 2 } },
        ];
        expect((await upcasting.readStream(s)).map(({ data, metadata }) => ({ data, metadata }))).toEqual(expected);
        expect(ctx.mine(await upcasting.readAll({ after: ctx.start })).map(({ data, metadata }) => ({ data, metadata }))).toEqual(expected);
        // Nothing stored was rewritten: a store without the upcaster reads the first event as it was written.
        expect((await ctx.store.readStream(s)).map((e) => e.data)).toEqual([{ old_key: 'v' }, { newKey: 'w' }]);
      } finally {
        await upcasting.close();
      }
    });

    it('stores declared personal values encrypted with their subject key, reads them back, and reads them erased once the key is destroyed', async () => {
      const s = ctx.stream('personal');
      const [ana, luis] = [randomUUID(), randomUUID()];
      const keys = () => new DataKeys({ pool: ctx.keys.pool, secret: 'contract-data-key-contract-data-key-0', schema: ctx.keys.schema });
      const policy: PersonalDataPolicy = {
        fields: { Registered: { subject: 'personId', paths: ['profile.name', 'profile.email', 'phones', 'notes'] } },
        erasedText: 'Datos eliminados',
        erasure: { type: 'Erased', subject: 'personId' },
      };
      const registered = (personId: string, name: string) => ({
        type: 'Registered',
        data: { personId, profile: { name, email: `${name}@example.org`, kind: 'cedula' }, phones: [{ mobile: '0991234567', main: true }], notes: null, age: 17 },
      });
      const writer = keys();
      await writer.migrate();
      const encrypting = ctx.withSerializer(new EventSerializer({ personalData: { policy, keys: writer } }));
      try {
        await encrypting.append(s, [registered(ana, 'Ana Núñez'), registered(luis, 'Luis Paz')], 'no_stream');
        const expected = [registered(ana, 'Ana Núñez').data, registered(luis, 'Luis Paz').data];
        expect((await encrypting.readStream(s)).map((e) => e.data)).toEqual(expected);
        expect(ctx.mine(await encrypting.readAll({ after: ctx.start })).map((e) => e.data)).toEqual(expected);
        expect((await encrypting.readStream(s))[0].metadata).toEqual({});

        // As stored: no personal value anywhere, everything else as it was.
        const stored = await ctx.store.readStream(s);
        expect(JSON.stringify(stored)).not.toMatch(/Ana Núñez|Luis Paz|example\.org|0991234567/);
        expect(stored[0].data).toEqual({ personId: ana, profile: { name: '', email: '', kind: 'cedula' }, phones: [{ mobile: '', main: true }], notes: null, age: 17 });

        await writer.destroy(ana);
        const erasedAna = { ...expected[0], profile: { name: 'Datos eliminados', email: 'Datos eliminados', kind: 'cedula' }, phones: [{ mobile: 'Datos eliminados', main: true }] };
        const reader = ctx.withSerializer(new EventSerializer({ personalData: { policy, keys: keys() } }));
        try {
          for (const store of [encrypting, reader]) expect((await store.readStream(s)).map((e) => e.data)).toEqual([erasedAna, expected[1]]);
          const sub = await collect({ ...ctx, store: reader }, (got) => got.length >= 2);
          expect((await sub.until()).map((e) => e.data)).toEqual([erasedAna, expected[1]]);
          // Written after the erasure: stored erased, never under a new key.
          await encrypting.append(s, [registered(ana, 'Ana Otra')], 1);
          expect((await ctx.store.readStream(s, { fromRevision: 2 }))[0].data).toMatchObject({ profile: { name: 'Datos eliminados' } });
          expect((await reader.readStream(s, { fromRevision: 2 }))[0].data).toMatchObject({ profile: { name: 'Datos eliminados' } });
        } finally {
          await reader.close();
        }
      } finally {
        await encrypting.close();
      }
    });

    it('decrypts for a subscriber only the event types it reads, and still delivers every event in order', async () => {
      const s = ctx.stream('personal-types');
      const policy: PersonalDataPolicy = {
        fields: { Registered: { subject: 'personId', paths: ['name'] }, Moved: { subject: 'personId', paths: ['city'] } },
        erasedText: 'Datos eliminados',
        erasure: { type: 'Erased', subject: 'personId' },
      };
      const personId = randomUUID();
      const keys = new DataKeys({ pool: ctx.keys.pool, secret: 'contract-data-key-contract-data-key-0', schema: ctx.keys.schema });
      await keys.migrate();
      const encrypting = ctx.withSerializer(new EventSerializer({ personalData: { policy, keys } }));
      try {
        await encrypting.append(s, [{ type: 'Registered', data: { personId, name: 'Ana Núñez' } }, { type: 'Moved', data: { personId, city: 'Quito' } }], 'no_stream');
        // One after the other: subscribers reading together may share one read, decoded for all of them.
        const movesOnly = await (await collect({ ...ctx, store: encrypting }, (got) => got.length >= 2, { types: ['Moved'] })).until();
        const everything = await (await collect({ ...ctx, store: encrypting }, (got) => got.length >= 2)).until();
        expect(everything.map((e) => e.data)).toEqual([{ personId, name: 'Ana Núñez' }, { personId, city: 'Quito' }]);
        expect(movesOnly.map((e) => e.position)).toEqual(everything.map((e) => e.position));
        expect(movesOnly.map((e) => e.data)).toEqual([{ personId, name: '' }, { personId, city: 'Quito' }]);
      } finally {
        await encrypting.close();
      }
    });

    it('keeps the ids it is given', async () => {
      const s = ctx.stream('ids');
      const id = randomUUID();
      await ctx.store.append(s, [{ ...event('Opened'), id }], 'no_stream');
      expect((await ctx.store.readStream(s))[0].id).toBe(id);
    });

    it('rejects a wrong expected revision with WrongExpectedRevisionError and writes nothing', async () => {
      const s = ctx.stream('w');
      const missing = ctx.stream('missing');
      await ctx.store.append(s, [event('A'), event('B')], 'no_stream');

      await expectRejected(ctx.store.append(s, [event('X')], 'no_stream'), s, 'no_stream', 1);
      await expectRejected(ctx.store.append(s, [event('X')], 0), s, 0, 1);
      await expectRejected(ctx.store.append(s, [event('X'), event('Y')], 5), s, 5, 1);
      await expectRejected(ctx.store.append(missing, [event('X')], 0), missing, 0, 'no_stream');

      expect((await ctx.store.readStream(s)).map((e) => e.type)).toEqual(['A', 'B']);
      expect(await ctx.store.readStream(missing)).toEqual([]);
      expect(ctx.mine(await ctx.store.readAll({ after: ctx.start })).map((e) => e.type)).toEqual(['A', 'B']);
      expect((await ctx.store.append(s, [event('C')], 1)).nextExpectedRevision).toBe(2);
    });

    it("appends with 'any' to a missing and to an existing stream", async () => {
      const s = ctx.stream('any');
      expect((await ctx.store.append(s, [event('A'), event('B')], 'any')).nextExpectedRevision).toBe(1);
      expect((await ctx.store.append(s, [event('C')], 'any')).nextExpectedRevision).toBe(2);
      expect((await ctx.store.readStream(s)).map((e) => `${e.type}${e.revision}`)).toEqual(['A0', 'B1', 'C2']);
    });

    it('lets exactly one of 20 concurrent appenders win each revision', async () => {
      const s = ctx.stream('race');
      const writers = 20;
      const rounds = 5;
      const winners: string[] = [];
      let expected: ExpectedRevision = 'no_stream';
      for (let round = 0; round < rounds; round++) {
        const attempts = range(writers).map((w) => ({ ...event('Claimed', w), id: randomUUID() }));
        const results = await Promise.allSettled(attempts.map((e) => ctx.store.append(s, [e], expected)));
        const won = results.flatMap((r, i) => (r.status === 'fulfilled' ? [i] : []));
        expect(won).toHaveLength(1);
        for (const r of results) if (r.status === 'rejected') expect(r.reason).toBeInstanceOf(WrongExpectedRevisionError);
        winners.push(attempts[won[0]].id!);
        expected = round;
      }
      const stored = await ctx.store.readStream(s);
      expect(stored.map((e) => e.revision)).toEqual(range(rounds));
      expect(stored.map((e) => e.id)).toEqual(winners);
    });

    it('gives each of many appends asked at once its own outcome', async () => {
      const existing = ctx.stream('existing');
      const missing = ctx.stream('missing');
      const shared = ctx.stream('shared');
      await ctx.store.append(existing, [event('A')], 'no_stream');
      const fresh = range(30).map((i) => ctx.stream(`fresh-${i}`));
      const [created, anyOfOne, refused] = await Promise.all([
        Promise.all(fresh.map((s, i) => ctx.store.append(s, [event('First', i), event('Second', i)], 'no_stream'))),
        Promise.all(range(10).map((i) => ctx.store.append(shared, [event('Any', i)], 'any'))),
        Promise.all([
          expectRejected(ctx.store.append(existing, [event('X')], 5), existing, 5, 0),
          expectRejected(ctx.store.append(missing, [event('X')], 0), missing, 0, 'no_stream'),
          expectRejected(ctx.store.append(existing, [event('X')], 'no_stream'), existing, 'no_stream', 0),
        ]),
      ]);
      expect(refused).toHaveLength(3);
      expect(created.map((r) => r.nextExpectedRevision)).toEqual(fresh.map(() => 1));
      expect(anyOfOne.map((r) => r.nextExpectedRevision).sort((a, b) => a - b)).toEqual(range(10));
      for (const [i, s] of fresh.entries()) expect((await ctx.store.readStream(s)).map((e) => `${e.type}${e.data.n}@${e.revision}`)).toEqual([`First${i}@0`, `Second${i}@1`]);
      expect((await ctx.store.readStream(existing)).map((e) => e.type)).toEqual(['A']);
      expect(await ctx.store.readStream(missing)).toEqual([]);
      // Each append's position is where its last event sits in the global order.
      const all = ctx.mine(await ctx.store.readAll({ after: ctx.start }));
      expect(all).toHaveLength(1 + 30 * 2 + 10);
      expectGlobalOrder(ctx.store, all);
      for (const [i, s] of fresh.entries()) expect(created[i].position).toBe(all.filter((e) => e.streamName === s)[1].position);
    });

    it('delivers every event once, in global order, to a subscriber running during many concurrent writers', async () => {
      const writers = 20;
      const perWriter = 500;
      const streamsPerWriter = 4;
      const appended = new Set<string>();
      const held: Promise<void>[] = [];
      const heldStreams = range(4).map((i) => ctx.stream(`held-${i}`));
      let heldCount = 0;
      // Known once every writer is done; until then the subscriber just collects.
      let total = Infinity;

      const sub = await collect(ctx, (got) => got.length >= total, { batchSize: 300 });
      const write = async (w: number) => {
        const revisions = new Map<string, number>();
        let written = 0;
        while (written < perWriter) {
          const s = ctx.stream(`w${w}-${written % streamsPerWriter}`);
          const size = Math.min(written % 3 === 0 ? 10 : 1, perWriter - written);
          const events = range(size).map((i) => ({ ...event('Wrote', written + i), id: randomUUID() }));
          const result = await ctx.store.append(s, events, revisions.get(s) ?? 'no_stream');
          revisions.set(s, result.nextExpectedRevision);
          events.forEach((e) => appended.add(e.id));
          written += size;
          // Now and then, a transaction that stays open while others commit after it.
          if (ctx.appendHeldOpen && w < heldStreams.length && written % 100 < size) {
            heldCount += 3;
            held.push(ctx.appendHeldOpen(heldStreams[w], [event('Held', 1), event('Held', 2), event('Held', 3)], 150).then((ids) => ids.forEach((id) => appended.add(id))));
          }
        }
      };
      await Promise.all(range(writers).map(write));
      await Promise.all(held);
      total = appended.size;
      expect(total).toBe(writers * perWriter + heldCount);
      const received = await sub.until();

      expect(received).toHaveLength(appended.size);
      expect(new Set(received.map((e) => e.id))).toEqual(appended);
      expectGlobalOrder(ctx.store, received);
      expectStreamRevisionsInOrder(received);
      if (ctx.appendHeldOpen) expect(heldCount).toBeGreaterThan(0);
      // A fresh read of the log gives the same order the subscriber saw.
      const replay: RecordedEvent[] = [];
      for (let after = ctx.start; ; ) {
        const page = await ctx.store.readAll({ after, maxCount: 2000 });
        if (!page.length) break;
        replay.push(...ctx.mine(page));
        after = page[page.length - 1].position;
      }
      expect(replay.map((e) => e.id)).toEqual(received.map((e) => e.id));
    }, 60_000);

    it('resumes after a stored checkpoint with exactly the rest', async () => {
      const s = ctx.stream('cp');
      for (const n of range(10)) await ctx.store.append(s, [event('Step', n)], 'any');
      const first = await collect(ctx, (got) => got.length >= 4, { batchSize: 2 });
      const seen = await first.until();
      const checkpoint = seen[3].position;

      const rest = await collect({ ...ctx, start: checkpoint }, (got) => got.length >= 6);
      expect((await rest.until()).map((e) => e.data.n)).toEqual([4, 5, 6, 7, 8, 9]);
      expect(ctx.mine(await ctx.store.readAll({ after: checkpoint, maxCount: 3 })).map((e) => e.data.n)).toEqual([4, 5, 6]);
    });

    it('reads a stream from a revision with a maximum count', async () => {
      const s = ctx.stream('page');
      await ctx.store.append(s, range(8).map((n) => event('Step', n)), 'no_stream');
      expect((await ctx.store.readStream(s, { fromRevision: 3, maxCount: 2 })).map((e) => e.revision)).toEqual([3, 4]);
      expect((await ctx.store.readStream(s, { fromRevision: 6 })).map((e) => e.revision)).toEqual([6, 7]);
      expect((await ctx.store.readStream(s, { maxCount: 1 })).map((e) => e.revision)).toEqual([0]);
      expect(await ctx.store.readStream(s, { fromRevision: 8 })).toEqual([]);
    });

    it('reports the head position', async () => {
      if (ctx.isolated) expect(ctx.start).toBeUndefined();
      const first = await ctx.store.append(ctx.stream('h1'), [event('A')], 'no_stream');
      const second = await ctx.store.append(ctx.stream('h2'), [event('B')], 'no_stream');
      expect(ctx.store.comparePositions(first.position, second.position)).toBeLessThan(0);
      const head = (await ctx.store.headPosition())!;
      expect(ctx.store.comparePositions(head, second.position)).toBeGreaterThanOrEqual(0);
      if (ctx.isolated) expect(head).toBe(second.position);
    });

    it('counts the events up to a position', async () => {
      const first = await ctx.store.append(ctx.stream('c1'), [event('A'), event('B')], 'no_stream');
      const second = await ctx.store.append(ctx.stream('c2'), [event('C')], 'no_stream');
      const [upToFirst, upToSecond] = [await ctx.store.countUpTo(first.position), await ctx.store.countUpTo(second.position)];
      if (ctx.isolated) expect([upToFirst, upToSecond]).toEqual([2, 3]);
      else expect(upToSecond - upToFirst).toBeGreaterThanOrEqual(1);
    });

    it('stops delivering once stop() is called', async () => {
      const s = ctx.stream('stop');
      await ctx.store.append(s, [event('Before')], 'no_stream');
      const sub = await collect(ctx, (got) => got.length >= 1);
      await sub.until();
      await expect(sub.subscription.done).resolves.toBeUndefined();
      await ctx.store.append(s, [event('After')], 0);
      // The next subscriber sees the later event; the stopped one never does.
      await (await collect(ctx, (got) => got.length >= 2)).until();
      expect(sub.received.map((e) => e.type)).toEqual(['Before']);
    });

    it('rejects done when the handler fails', async () => {
      await ctx.store.append(ctx.stream('fail'), [event('Boom')], 'no_stream');
      const subscription = ctx.store.subscribeToAll({
        after: ctx.start,
        handler: async (events) => {
          if (ctx.mine(events).length) throw new Error('projection failed');
        },
      });
      await expect(subscription.done).rejects.toThrow('projection failed');
    });

    it('calls onCaughtUp after delivering what existed at the start', async () => {
      const s = ctx.stream('cu');
      await ctx.store.append(s, range(5).map((n) => event('Step', n)), 'no_stream');
      const received: RecordedEvent[] = [];
      const caughtUp = new Promise<number>((resolve) => {
        const subscription = ctx.store.subscribeToAll({
          after: ctx.start,
          batchSize: 2,
          handler: async (events) => void received.push(...ctx.mine(events)),
          onCaughtUp: () => {
            resolve(received.length);
            void subscription.stop();
          },
        });
      });
      expect(await caughtUp).toBe(5);
    });
  });
}

adapters.forEach(contract);
if (eventStoreUrl) contract(eventStoreDbAdapter(eventStoreUrl));
// Without EVENTSTORE_URL the same contract is reported as skipped, case by case, under a name that says why.
else describe.skip('EVENTSTORE_URL is not set', () => contract(eventStoreDbAdapter('esdb://127.0.0.1:2113?tls=false')));
