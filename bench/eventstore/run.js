// Event store benchmark: our PostgreSQL adapter against @event-driven-io/emmett-postgresql, on one fresh
// database of the same server in the same run. Uses DATABASE_URL's server when set, else an embedded PostgreSQL.
// Run with `npm run bench:eventstore` (it builds dist/ first). Bounded: about 1–2 minutes.
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { dumbo } from '@event-driven-io/dumbo';
import { STREAM_DOES_NOT_EXIST } from '@event-driven-io/emmett';
import { getPostgreSQLEventStore, readMessagesBatch } from '@event-driven-io/emmett-postgresql';
import pg from 'pg';
import { createDatabaseIfMissing, dropDatabase, startEmbeddedPostgres } from '../../dist/libs/platform/src/database/embedded-postgres.js';
import { PostgresEventStore } from '../../dist/libs/platform/src/event-store/postgres-event-store.js';

const APPEND_SECONDS = Number(process.env.BENCH_APPEND_SECONDS ?? 1.5);
const ROUNDS = 3;
const LAG_SECONDS = Number(process.env.BENCH_LAG_SECONDS ?? 4);
const LAG_ROUNDS = 2;
/** Steady load for the lag test: this many writers, each appending one event every LAG_INTERVAL_MS. */
const LAG_WRITERS = 4;
const LAG_INTERVAL_MS = 5;
const POOL_SIZE = 20;

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
const payload = (i) => ({ id: randomUUID(), n: i, note: 'x'.repeat(200), at: new Date().toISOString() });
const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];

/** What the bench needs from each store, behind one shape. */
function ours(pool) {
  const store = new PostgresEventStore({ pool, schema: 'events' });
  return {
    name: 'ours',
    setup: () => store.migrate(),
    append: async (stream, events, expected) => (await store.append(stream, events.map((data) => ({ type: 'Benched', data })), expected ?? 'no_stream')).nextExpectedRevision,
    readAllCount: async () => {
      let count = 0;
      for (let after; ; ) {
        const page = await store.readAll({ after, maxCount: 1000 });
        if (!page.length) return count;
        count += page.length;
        after = page[page.length - 1].position;
      }
    },
    subscribe: async (onEvent) => {
      const sub = store.subscribeToAll({ after: await store.headPosition(), handler: async (events) => events.forEach((e) => onEvent(e.data.id)) });
      return () => sub.stop();
    },
    close: () => store.close(),
  };
}

function emmett(pool, connectionString) {
  // Same pool size as ours: one dumbo wrapper over a pg.Pool serves the store and the batch reads.
  const db = dumbo({ connectionString, pool });
  const store = getPostgreSQLEventStore(connectionString, { connectionOptions: { connectionString, dumbo: db } });
  return {
    name: 'emmett',
    setup: () => store.schema.migrate(),
    append: async (stream, events, expected) =>
      (await store.appendToStream(stream, events.map((data) => ({ type: 'Benched', data })), { expectedStreamVersion: expected ?? STREAM_DOES_NOT_EXIST })).nextExpectedStreamVersion,
    readAllCount: async () => {
      let count = 0;
      for (let after = 0n; ; ) {
        const { messages, currentGlobalPosition, areMessagesLeft } = await readMessagesBatch(db.execute, { after, batchSize: 1000 });
        count += messages.length;
        if (!areMessagesLeft || !messages.length) return count;
        after = currentGlobalPosition;
      }
    },
    subscribe: async (onEvent) => {
      // startFrom 'END' would begin at the *first* message in 0.42 (readLastMessageGlobalPosition sorts ascending).
      const { rows } = await pool.query('SELECT coalesce(max(global_position), 0)::text AS last FROM emt_messages');
      const consumer = store.consumer();
      consumer.reactor({ processorId: `bench-${randomBytes(4).toString('hex')}`, startFrom: { lastCheckpoint: BigInt(rows[0].last) }, eachMessage: async (m) => onEvent(m.data.id) });
      void consumer.start();
      return () => consumer.stop();
    },
    close: async () => {
      await store.close();
      await db.close();
    },
  };
}

/** `writers` concurrent loops, each on its own streams, appending `size` events per call for APPEND_SECONDS. */
async function appendRate(adapter, writers, size) {
  const deadline = performance.now() + APPEND_SECONDS * 1000;
  let appends = 0;
  const tag = randomBytes(3).toString('hex');
  await Promise.all(
    Array.from({ length: writers }, async (_, w) => {
      for (let i = 0; performance.now() < deadline; i++) {
        // A new stream every 20 appends, as aggregates are short-lived here (one per application).
        const stream = `bench-${tag}-${w}-${Math.floor(i / 20)}`;
        const expected = i % 20 === 0 ? undefined : adapter.lastRevision.get(stream);
        const next = await adapter.append(stream, Array.from({ length: size }, (_, k) => payload(k)), expected);
        adapter.lastRevision.set(stream, next);
        appends++;
      }
    }),
  );
  return appends / APPEND_SECONDS;
}

async function readAll(adapter) {
  const started = performance.now();
  const count = await adapter.readAllCount();
  return { count, seconds: (performance.now() - started) / 1000 };
}

/** Lag from an append returning to the subscriber receiving that event, under a steady write load. */
async function subscriberLag(adapter) {
  const returnedAt = new Map();
  const receivedAt = new Map();
  const sent = new Set();
  const stop = await adapter.subscribe((id) => sent.has(id) && receivedAt.set(id, performance.now()));
  await sleep(300);
  const deadline = performance.now() + LAG_SECONDS * 1000;
  const tag = randomBytes(3).toString('hex');
  await Promise.all(
    Array.from({ length: LAG_WRITERS }, async (_, w) => {
      for (let i = 0; performance.now() < deadline; i++) {
        const event = payload(i);
        sent.add(event.id);
        const stream = `lag-${tag}-${w}-${Math.floor(i / 20)}`;
        const next = await adapter.append(stream, [event], i % 20 === 0 ? undefined : adapter.lastRevision.get(stream));
        adapter.lastRevision.set(stream, next);
        returnedAt.set(event.id, performance.now());
        await sleep(LAG_INTERVAL_MS);
      }
    }),
  );
  for (let waited = 0; receivedAt.size < sent.size && waited < 10_000; waited += 50) await sleep(50);
  await stop();
  const lags = [...returnedAt].map(([id, t]) => Math.max(0, (receivedAt.get(id) ?? Infinity) - t)).sort((a, b) => a - b);
  return { lags, missed: sent.size - receivedAt.size };
}

/**
 * The machine is shared and its fsync time drifts, so the two stores take turns (ours, peer, ours, peer...)
 * on every row and each row sums its rounds: a slow spell then hits both alike.
 */
async function measure(adapters) {
  const rows = [];
  const row = (metric, values) => {
    rows.push({ metric, values });
    console.error(`  ${metric}: ${values.map((v, i) => `${adapters[i].name} ${v.toFixed(1)}`).join(', ')}`);
  };
  for (const writers of [1, 16]) {
    for (const size of [1, 10]) {
      const totals = adapters.map(() => 0);
      for (let round = 0; round < ROUNDS; round++) for (const [i, a] of adapters.entries()) totals[i] += await appendRate(a, writers, size);
      row(`appends/s, ${writers} writer${writers > 1 ? 's' : ''}, ${size} event${size > 1 ? 's' : ''}/append`, totals.map((t) => t / ROUNDS));
    }
  }
  const reads = adapters.map(() => ({ count: 0, seconds: 0 }));
  for (let round = 0; round < ROUNDS; round++) {
    for (const [i, a] of adapters.entries()) {
      const r = await readAll(a);
      reads[i].count += r.count;
      reads[i].seconds += r.seconds;
    }
  }
  row('read-all events/s', reads.map((r) => r.count / r.seconds));
  const lags = adapters.map(() => []);
  const missed = adapters.map(() => 0);
  for (let round = 0; round < LAG_ROUNDS; round++) {
    for (const [i, a] of adapters.entries()) {
      const result = await subscriberLag(a);
      lags[i].push(...result.lags);
      missed[i] += result.missed;
    }
  }
  // A missed event never arrives: it counts in the missed row, not as an infinite lag.
  lags.forEach((l) => l.sort((a, b) => a - b));
  const arrived = lags.map((l) => l.filter(Number.isFinite));
  row('subscriber lag p50 (ms)', arrived.map((l) => percentile(l, 50)));
  row('subscriber lag p95 (ms)', arrived.map((l) => percentile(l, 95)));
  row('events the subscriber never got', missed);
  if (missed[0]) throw new Error(`ours: the subscriber missed ${missed[0]} events`);
  return rows;
}

async function database() {
  if (process.env.DATABASE_URL) {
    const adminUrl = process.env.DATABASE_URL;
    const name = `postula_bench_${Date.now().toString(36)}`;
    await createDatabaseIfMissing(adminUrl, name);
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    return { label: `server ${url.host}`, url: url.toString(), dispose: () => dropDatabase(adminUrl, name) };
  }
  const dataDir = mkdtempSync(join(tmpdir(), 'postula-bench-pg-'));
  const embedded = await startEmbeddedPostgres({ dataDir, database: 'bench', persistent: false });
  return {
    label: 'embedded PostgreSQL',
    url: embedded.url,
    dispose: async () => {
      await embedded.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

const db = await database();
const pools = [];
const pool = () => pools[pools.push(new pg.Pool({ connectionString: db.url, max: POOL_SIZE })) - 1];
try {
  const { rows: [{ server_version: version }] } = await pool().query('SHOW server_version');
  console.error(`Event store bench on ${db.label} (PostgreSQL ${version}), pool ${POOL_SIZE}, ${APPEND_SECONDS}s per append row`);
  const adapters = [ours(pool()), emmett(pool(), db.url)];
  try {
    for (const a of adapters) {
      a.lastRevision = new Map();
      await a.setup();
    }
    const rows = await measure(adapters);
    const format = (v) => (Number.isInteger(v) || v >= 100 ? v.toFixed(0) : v.toFixed(1));
    console.log(`\nEvent store benchmark — ${db.label}, PostgreSQL ${version}, pool ${POOL_SIZE}, stores taking turns`);
    console.log('| metric | ours | emmett | ours/emmett |\n| --- | ---: | ---: | ---: |');
    for (const { metric, values: [mine, peer] } of rows) console.log(`| ${metric} | ${format(mine)} | ${format(peer)} | ${peer ? (mine / peer).toPrecision(2) : '—'} |`);
    console.log('(lag rows: lower is better, so there a ratio below 1 favours ours)');
  } finally {
    for (const a of adapters) await a.close();
  }
} finally {
  await Promise.all(pools.map((p) => p.end().catch(() => undefined)));
  // Emmett's consumer keeps a pool of its own that stop() leaves open; its idle clients report the database's
  // shutdown as an unhandled 'error' (57P01). Expected once the results are printed: nothing else is ignored.
  process.on('uncaughtException', (error) => {
    if (error?.code !== '57P01') throw error;
  });
  await db.dispose();
}
