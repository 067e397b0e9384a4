import { randomBytes } from 'node:crypto';
import type pg from 'pg';
import { closePool, createDatabaseIfMissing, dropDatabase, loadMigrations, PostgresEventStore, projectionsMigrationsDir, rebuildProjections, runMigrations } from '@postula/platform';
import { mainTestDatabase, testPool } from '../../test/support/databases.js';
import { HOSTILE_TEXTS, hostileEvents, type DomainEvent } from './hostile-events.fixture.js';
import { projectorsFor } from './projectors.js';

/**
 * No event the deciders can emit may stall a projector. Every event type, with each hostile text
 * wherever a person or a mail server can put text, is appended to a real store and every projector runs over the
 * whole log, one event per batch so a failure names its event. On a database of its own: a rebuild empties the read
 * models, which the run's other tests share.
 */
describe('every event type with hostile values through every projector', () => {
  const projectors = projectorsFor({ timezone: 'America/Guayaquil' });
  const admin = mainTestDatabase().url;
  const url = new URL(admin);
  url.pathname = `${url.pathname}_hostile_${randomBytes(4).toString('hex')}`;
  let pool: pg.Pool;
  let store: PostgresEventStore;
  const appended = HOSTILE_TEXTS.map((text) => ({ text, streams: hostileEvents(text) }));

  beforeAll(async () => {
    await createDatabaseIfMissing(admin, url.pathname.slice(1));
    pool = testPool(url.toString(), 4);
    store = new PostgresEventStore({ pool });
    await store.migrate();
    await runMigrations(pool, loadMigrations(projectionsMigrationsDir()));
    for (const { streams } of appended) for (const { stream, events } of streams) await store.append(stream, events, 'any');
  }, 120_000);
  afterAll(async () => {
    // Until its connections are gone: the forced drop would cut one still closing, and its error would end the file.
    if (pool) await closePool(pool);
    await dropDatabase(admin, url.pathname.slice(1));
  });

  it('covers every type a projector handles', () => {
    const covered = new Set(appended[0].streams.flatMap(({ events }) => events.map((event) => event.type as DomainEvent['type'])));
    expect(projectors.flatMap((projector) => projector.handles).filter((type) => !covered.has(type as DomainEvent['type']))).toEqual([]);
  });

  it('the store keeps each hostile text as it was sent, and every projector applies every event up to the head', async () => {
    const stored = await store.readAll();
    expect(stored.filter((event) => event.type === 'CorrectionsRequested').map((event) => event.data.notes)).toEqual(HOSTILE_TEXTS);

    await rebuildProjections({ pool, store, projectors, batchSize: 1 });
    const head = await store.headPosition();
    const { rows } = await pool.query<{ name: string; position: string }>('SELECT name, position FROM read.projection_checkpoints');
    expect(Object.fromEntries(rows.map((row) => [row.name, row.position]))).toEqual(Object.fromEntries(projectors.map((projector) => [projector.name, head])));
  }, 120_000);

  it('the read models show the hostile texts intact', async () => {
    for (const { text, streams } of appended) {
      const applicantId = String(streams.find(({ events }) => events[0].type === 'ExamCompleted')!.events[0].data.applicantId);
      const sent = (type: DomainEvent['type']) => streams.flatMap(({ events }) => events).find((event) => event.type === type)!.data;
      const one = async (sql: string, params: unknown[]) => (await pool.query(sql, params)).rows[0];

      expect(await one('SELECT personal_details, address_details, correction_notes, reviewer_name FROM read.applications WHERE id = $1', [applicantId])).toEqual({
        // The staff edit's new value over the saved section.
        personal_details: { ...(sent('PersonalDetailsSaved') as { details: object }).details, phone_number: text },
        address_details: (sent('AddressDetailsSaved') as { details: unknown }).details,
        correction_notes: null,
        reviewer_name: text,
      });
      expect(await one(`SELECT correction_notes FROM read.application_history WHERE application_id = $1 AND event_type = 'CorrectionsRequested'`, [applicantId])).toEqual({ correction_notes: text });
      expect(await one('SELECT first_name FROM read.applicants WHERE id = $1', [applicantId])).toEqual({ first_name: (sent('ApplicantRegistered') as { profile: { first_name: string } }).profile.first_name });
      expect(await one('SELECT file_name FROM read.application_documents WHERE application_id = $1', [applicantId])).toEqual({ file_name: text });
      expect(await one(`SELECT actor_name FROM read.access_log WHERE application_id = $1 AND action = 'details_viewed'`, [applicantId])).toEqual({ actor_name: text });
      expect(await one('SELECT failure_reason, message_id FROM read.email_logs WHERE resend_of IS NULL AND tracking_id = $1', [sent('EmailDeferred').trackingId])).toEqual({ failure_reason: text, message_id: null });
      expect(await one('SELECT message, status, reason FROM read.data_requests WHERE applicant_id = $1', [applicantId])).toEqual({ message: text, status: 'refused', reason: text });
    }
  });
});
