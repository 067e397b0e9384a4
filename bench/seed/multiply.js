// `node bench/seed/multiply.js --applications N` (DATABASE_URL set): grows a store seeded through the commands (the demo
// seed) to N applications by copying each seeded applicant's streams with fresh identities, appended through the event
// store's own append, so every event is one the commands produced. Seeding 50,000 applicants through the commands runs
// at about 19 a second here (44 min); copying runs at thousands of events a second. Prints one JSON line.
//
// A copy of applicant A: new uuids for A and every id born with it (documents, references, household members,
// sessions, request ids), a new person from the demo's own generator (name of A's gender, e-mail, a valid cédula no
// seeded applicant has, a mobile phone) wherever A's profile appears, and the same answers, dates and staff decisions. Staff ids stay:
// the copies were reviewed by the same demo staff. Two things are not copied: the programme's places (one stream for the
// programme, limited by PLACES; the copies' approvals hold no place) and the e-mails (the e-mail process manager's
// checkpoint is put at the head, or the app would send tens of thousands of e-mails during the bench). Stored files are
// not copied either: a copy's documents point at its original's files.
import { randomUUID } from 'node:crypto';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { demoPerson } from '../../dist/api/src/demo/demo-people.js';
import { DEFAULT_DEMO_SEED } from '../../dist/api/src/demo/demo-generator.js';
import { SeededRandom } from '../../dist/api/src/demo/seeded-random.js';
import { PERSONAL_DATA } from '../../dist/libs/domain/src/privacy/personal-data.js';
import { EventSerializer } from '../../dist/libs/platform/src/event-store/event-serializer.js';
import { PostgresEventStore } from '../../dist/libs/platform/src/event-store/postgres-event-store.js';
import { DataKeys } from '../../dist/libs/platform/src/personal-data/data-keys.js';

const { values } = parseArgs({ options: { applications: { type: 'string' }, concurrency: { type: 'string', default: '4' } } });
const target = Number(values.applications);
const concurrency = Number(values.concurrency);
if (!Number.isInteger(target) || target < 1 || !process.env.DATABASE_URL || !process.env.DATA_KEY) {
  console.error('Uso: DATABASE_URL=… DATA_KEY=… node bench/seed/multiply.js --applications N [--concurrency C]');
  process.exit(2);
}

const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/g;
const PROFILE_NAMES = ['first_name', 'middle_name', 'last_name', 'second_last_name'];
/** The e-mail process manager's checkpoint (worker/src/emails/email-notifications.process-manager.ts). */
const EMAIL_CHECKPOINT = 'email-notifications';
/** Copied applicants per transaction. */
const BATCH = 25;

const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: concurrency });
const started = performance.now();
// Personal values are read decrypted and the copies' written encrypted with keys of their own (as the app would).
const keys = new DataKeys({ pool, secret: process.env.DATA_KEY });
const serializer = new EventSerializer({ upcasters: {}, personalData: { policy: PERSONAL_DATA, keys } });

// Every seeded applicant's streams, events as stored (no upcasting), in order.
const { rows: stored } = await pool.query(`
  SELECT event_id, stream_name, type, data, metadata FROM events.events
  WHERE stream_name LIKE 'applicant-%' OR stream_name LIKE 'application-%' OR stream_name LIKE 'unique-applicant-%'
  ORDER BY global_position`);
const decoded = await serializer.decode(stored.map((r) => ({ id: r.event_id, streamName: r.stream_name, revision: 0, position: '0-0', type: r.type, data: r.data, metadata: r.metadata, recordedAt: '' })));
const rows = decoded.map((e) => ({ stream_name: e.streamName, type: e.type, data: e.data, metadata: e.metadata }));
const originals = new Map();
const ownerOf = (row) => (row.stream_name.startsWith('unique-') ? row.data.ownerId : row.stream_name.slice(row.stream_name.indexOf('-') + 1));
for (const row of rows) {
  const owner = ownerOf(row);
  if (!originals.has(owner)) originals.set(owner, { streams: new Map(), phones: new Set() });
  const original = originals.get(owner);
  if (!original.streams.has(row.stream_name)) original.streams.set(row.stream_name, []);
  original.streams.get(row.stream_name).push(row);
  if (row.type === 'ApplicantRegistered') original.profile = row.data.profile;
  if (row.type === 'PersonalDetailsSaved') original.gender = row.data.details.gender;
  if (row.type === 'PersonalDetailsSaved' || row.type === 'AddressDetailsSaved') original.phones.add(row.data.details.phone_number ?? row.data.details.mobile_phone);
}
const seeded = [...originals.entries()].filter(([, o]) => o.profile && [...o.streams.keys()].some((s) => s.startsWith('application-')));
const { rows: counted } = await pool.query("SELECT count(DISTINCT stream_name)::int AS n FROM events.events WHERE stream_name LIKE 'application-%'");
const copies = Math.max(0, target - counted[0].n);
if (!seeded.length) throw new Error('No seeded application to copy: run the seed first');

// Staff ids are kept (mapped to themselves): the copies were reviewed by the same demo staff.
const { rows: staff } = await pool.query("SELECT DISTINCT substr(stream_name, 7) AS id FROM events.events WHERE stream_name LIKE 'staff-%'");
const staffIds = staff.map((s) => [s.id, s.id]);

// The demo's people: the same generator as the seed, on indices past every seeded one, so no e-mail or cédula repeats.
const root = new SeededRandom(`${DEFAULT_DEMO_SEED}/bench-copies`);
const cedulaOffset = new SeededRandom(DEFAULT_DEMO_SEED).fork('cedulas').int(0, 5_999_999);
const firstIndex = originals.size + 1;
function newPerson(n, gender) {
  const random = root.fork(n);
  for (;;) {
    const person = demoPerson(random, firstIndex + n, cedulaOffset);
    if (!gender || person.gender === gender) return { ...person.profile, phone: `09${String(random.int(0, 99_999_999)).padStart(8, '0')}` };
  }
}

/** A copy of one value: the old profile's values replaced where they stand for the person, every owned uuid renewed. */
function copyJson(value, ids, swap, key) {
  if (typeof value === 'string') {
    if (key === 'storageKey') return value;
    if (swap.has(value)) return swap.get(value);
    return value.replace(UUID, (id) => ids.get(id) ?? ids.set(id, randomUUID()).get(id));
  }
  if (Array.isArray(value)) return value.map((v) => copyJson(v, ids, swap));
  if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, copyJson(v, ids, swap, k)]));
  return value;
}

async function copyApplicant(store, n) {
  const [id, original] = seeded[n % seeded.length];
  const old = original.profile;
  const person = newPerson(n, original.gender);
  // Whole strings that are the person: the e-mail, cédula and phone anywhere (a shared phone marks possible
  // duplicates); the names in a profile or a recipient.
  const swap = new Map([
    [old.email, person.email],
    [old.email.toLowerCase(), person.email.toLowerCase()],
    [old.identification, person.identification],
    ...[...original.phones].filter(Boolean).map((phone) => [phone, person.phone]),
  ]);
  const ids = new Map([...staffIds, [id, randomUUID()]]);
  for (const [stream, events] of original.streams) {
    // Reservations are named by the digest of their value.
    const name = stream.replace(keys.digest(old.email.toLowerCase()), keys.digest(person.email.toLowerCase())).replace(keys.digest(old.identification.toLowerCase()), keys.digest(person.identification.toLowerCase())).replace(UUID, (u) => ids.get(u) ?? ids.set(u, randomUUID()).get(u));
    const copied = events.map((event) => {
      const data = copyJson(event.data, ids, swap);
      if (data.profile) for (const field of PROFILE_NAMES) data.profile[field] = person[field];
      if ('firstName' in data) data.firstName = person.first_name;
      if ('lastName' in data) data.lastName = person.last_name;
      return { type: event.type, data, metadata: copyJson(event.metadata, ids, swap) };
    });
    await store.append(name, copied, 'no_stream');
  }
  return original.streams.size;
}

// Each worker appends a batch of copies in one transaction on its own connection (the store's append on a client):
// one commit per applicant made the copying as slow as the disk's flushes.
let next = 0;
let streams = 0;
async function worker() {
  const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await client.connect();
  const store = new PostgresEventStore({ pool: client, serializer });
  while (next < copies) {
    const batch = Array.from({ length: Math.min(BATCH, copies - next) }, () => next++);
    await client.query('BEGIN');
    for (const n of batch) {
      const made = await copyApplicant(store, n);
      streams += made;
    }
    await client.query('COMMIT');
  }
  await client.end();
}
await Promise.all(Array.from({ length: concurrency }, worker));
if (copies > 0) {
  const head = await new PostgresEventStore({ pool }).headPosition();
  await pool.query(
    'INSERT INTO read.projection_checkpoints (name, position) VALUES ($1, $2) ON CONFLICT (name) DO UPDATE SET position = excluded.position, updated_at = now()',
    [EMAIL_CHECKPOINT, head],
  );
}
const { rows: totals } = await pool.query('SELECT count(*)::int AS events FROM events.events');
await pool.end();
console.log(JSON.stringify({ seeded: seeded.length, copies, streams, events: totals[0].events, seconds: Math.round((performance.now() - started) / 100) / 10 }));
