import type pg from 'pg';
import { EventSerializer } from '../event-store/event-serializer.js';
import type { JsonObject, NewEvent } from '../event-store/event-store.js';
import type { DataKeys } from './data-keys.js';
import type { PersonalDataPolicy } from './personal-data-policy.js';

/** Events rewritten per statement. */
const BATCH = 500;

export interface EncryptStoredEventsOptions {
  pool: pg.Pool;
  keys: DataKeys;
  policy: PersonalDataPolicy;
  /** Schema of the PostgreSQL event store (default `events`). */
  schema?: string;
  /**
   * Streams once named by personal data (`prefix`, e.g. the reservations' `unique-`): the name each must have now,
   * from its first event as the application reads it (a value's digest instead of the value).
   */
  renameStreams?: { prefix: string; to: (first: { streamName: string; type: string; data: JsonObject }) => string };
}

export interface EncryptStoredEventsReport {
  encrypted: number;
  renamedStreams: number;
}

interface Row {
  event_id: string;
  stream_name: string;
  stream_revision: string;
  type: string;
  data: JsonObject;
  metadata: JsonObject;
}

/**
 * Rewrites the events stored before personal data was encrypted, once, in ONE transaction: every event of a declared
 * type whose personal values are still in clear text is encrypted in place with its person's key, and streams named
 * by personal data get their new names. The append-only trigger is disabled for that transaction only, and appends
 * wait on the table lock meanwhile. Events already encrypted are left alone, so running it again changes nothing.
 * PostgreSQL store only: EventStoreDB never rewrites an event.
 */
export async function encryptStoredEvents(options: EncryptStoredEventsOptions): Promise<EncryptStoredEventsReport> {
  const schema = options.schema ?? 'events';
  if (!/^[a-z_][a-z0-9_]{0,40}$/.test(schema)) throw new Error(`Invalid event store schema name: ${schema}`);
  // Events as written (no upcasting): only their personal values change.
  const serializer = new EventSerializer({ upcasters: {}, personalData: { policy: options.policy, keys: options.keys } });
  const client = await options.pool.connect();
  const report: EncryptStoredEventsReport = { encrypted: 0, renamedStreams: 0 };
  try {
    await client.query('BEGIN');
    await client.query(`LOCK TABLE ${schema}.events, ${schema}.streams IN EXCLUSIVE MODE`);
    await client.query(`ALTER TABLE ${schema}.events DISABLE TRIGGER events_append_only`);
    const types = Object.keys(options.policy.fields);
    let after = '';
    for (;;) {
      const { rows } = await client.query<Row>(
        `SELECT event_id::text, stream_name, stream_revision, type, data, metadata FROM ${schema}.events
         WHERE type = ANY($1::text[]) AND NOT metadata ? 'personalData' AND event_id::text > $2 ORDER BY event_id::text LIMIT ${BATCH}`,
        [types, after],
      );
      if (!rows.length) break;
      after = rows[rows.length - 1].event_id;
      const encoded = await serializer.encode(rows.map((r): NewEvent => ({ id: r.event_id, type: r.type, data: r.data, metadata: r.metadata })));
      const changed = encoded.filter((e, i) => JSON.stringify(e.data) !== JSON.stringify(rows[i].data) || JSON.stringify(e.metadata) !== JSON.stringify(rows[i].metadata));
      if (changed.length) {
        await client.query(
          `UPDATE ${schema}.events e SET data = c.data, metadata = c.metadata FROM unnest($1::uuid[], $2::jsonb[], $3::jsonb[]) AS c(id, data, metadata) WHERE e.event_id = c.id`,
          [changed.map((e) => e.id), changed.map((e) => JSON.stringify(e.data)), changed.map((e) => JSON.stringify(e.metadata ?? {}))],
        );
        report.encrypted += changed.length;
      }
    }
    if (options.renameStreams) report.renamedStreams = await renameStreams(client, schema, serializer, options.renameStreams);
    await client.query(`ALTER TABLE ${schema}.events ENABLE TRIGGER events_append_only`);
    await client.query('COMMIT');
    return report;
  } catch (error) {
    await client.query('ROLLBACK');
    throw error;
  } finally {
    client.release();
  }
}

async function renameStreams(client: pg.PoolClient, schema: string, serializer: EventSerializer, rename: NonNullable<EncryptStoredEventsOptions['renameStreams']>): Promise<number> {
  const { rows } = await client.query<Row>(
    `SELECT event_id::text, stream_name, stream_revision, type, data, metadata FROM ${schema}.events WHERE stream_revision = 0 AND starts_with(stream_name, $1)`,
    [rename.prefix],
  );
  const firsts = await serializer.decode(rows.map((r) => ({ id: r.event_id, streamName: r.stream_name, revision: 0, position: '0-0', type: r.type, data: r.data, metadata: r.metadata, recordedAt: '' })));
  let renamed = 0;
  for (const first of firsts) {
    const to = rename.to(first);
    if (to === first.streamName) continue;
    await client.query(`UPDATE ${schema}.streams SET stream_name = $2 WHERE stream_name = $1`, [first.streamName, to]);
    await client.query(`UPDATE ${schema}.events SET stream_name = $2 WHERE stream_name = $1`, [first.streamName, to]);
    renamed++;
  }
  return renamed;
}
