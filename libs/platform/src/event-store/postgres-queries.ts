import { prepared } from '../database/prepared.js';
import type { RecordedEvent } from './event-store.js';

/** The position before the first event. */
export const START = '0-0';
/** Back-off while committed rows wait behind an open transaction (which may end without notifying). */
export const PENDING_RETRY_MS = [2, 5, 10, 20, 50, 100];

/**
 * The application_name of connections that only project (read events, write read models) and never append: their
 * transactions do not hold back readers. Only the projections' own pool may use it.
 */
export const PROJECTION_CONNECTION_NAME = 'postula-projections';

export interface EventRow {
  transaction_id: string;
  global_position: string;
  event_id: string;
  stream_name: string;
  stream_revision: string;
  type: string;
  data: RecordedEvent['data'];
  metadata: RecordedEvent['metadata'];
  /** ISO 8601 in UTC with milliseconds, as `Date.toISOString()` writes it. */
  recorded_at: string;
}

/** One read in global order. */
export interface Batch {
  events: RecordedEvent[];
  /** Committed rows exist after the batch that are not readable yet (an older transaction is still open). */
  pending: boolean;
  /** The pending check's snapshot xmax: every transaction below it had started by then. */
  horizon?: string;
}

/** A position is `transactionId-globalPosition`: the order in which events become readable. */
export const toPosition = (transactionId: string, globalPosition: string) => `${transactionId}-${globalPosition}`;

export function parsePosition(position: string): [string, string] {
  const m = /^(\d{1,20})-(\d{1,19})$/.exec(position);
  if (!m) throw new Error(`Invalid PostgreSQL event store position: ${position}`);
  return [m[1], m[2]];
}

export const toEvent = (r: EventRow): RecordedEvent => ({
  id: r.event_id,
  streamName: r.stream_name,
  revision: Number(r.stream_revision),
  position: toPosition(r.transaction_id, r.global_position),
  type: r.type,
  data: r.data,
  metadata: r.metadata,
  recordedAt: r.recorded_at,
});

/** The statements of the store in one schema. */
export function queries(schema: string) {
  // The instant formatted by PostgreSQL (truncated to milliseconds, as a Date would be): parsing it into a Date and
  // writing it back for every event would cost a rebuild CPU in Node for nothing.
  const columns = `transaction_id, global_position, event_id, stream_name, stream_revision, type, data, metadata,
    to_char(recorded_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS recorded_at`;
  return {
    append: prepared(`${schema}.append`, `SELECT * FROM ${schema}.append_events($1::text[], $2::bigint[], $3::jsonb)`),
    readStream: prepared(`${schema}.readStream`, `SELECT ${columns} FROM ${schema}.events WHERE stream_name = $1 AND stream_revision >= $2 ORDER BY stream_revision LIMIT $3`),
    // Readable: below the oldest running transaction that may append events. That is pg_snapshot_xmin, leaving out
    // the projections' own transactions (connections named PROJECTION_CONNECTION_NAME never append), so a projector's
    // batch never holds back the events every projector reads. The function under the pg_stat_activity view, without the
    // view's joins to pg_database and pg_authid, which every read would otherwise pay for.
    // Pending, in the same statement and snapshot (one round trip per read): rows already committed at or above that
    // bound, so not readable yet, from transactions begun before the horizon ($4, the snapshot xmax of a read's first
    // statement; every transaction below it had begun when the reader asked). Its lower bound is one row value, the
    // later of the position and the bound, so the index scan starts there instead of walking the rows just read (or,
    // for a rebuild's read, the rest of the log). A scalar subquery with ORDER BY keeps the planner on the primary key;
    // EXISTS drops the ORDER BY and picks a sequential scan on a large table, expecting an early match that only exists
    // at the end. With no readable row the LEFT JOIN still gives the one row of the check.
    readAll: prepared(
      `${schema}.readAll`,
      `WITH bound AS MATERIALIZED (
        SELECT coalesce(
          (SELECT min(x) FROM pg_snapshot_xip(pg_current_snapshot()) x
            WHERE x::xid NOT IN (SELECT backend_xid FROM pg_stat_get_activity(NULL) WHERE application_name = '${PROJECTION_CONNECTION_NAME}' AND backend_xid IS NOT NULL)),
          pg_snapshot_xmax(pg_current_snapshot())) AS readable,
        pg_snapshot_xmax(pg_current_snapshot()) AS next_xid
      ), checked AS MATERIALIZED (
        SELECT readable, next_xid::text AS horizon, coalesce((
          SELECT true FROM ${schema}.events
          WHERE (transaction_id, global_position) > (greatest($1::xid8, readable), CASE WHEN readable > $1::xid8 THEN 0 ELSE $2::bigint END)
            AND transaction_id < coalesce($4::xid8, next_xid)
          ORDER BY transaction_id, global_position LIMIT 1
        ), false) AS pending FROM bound
      )
      SELECT e.*, checked.pending, checked.horizon FROM checked LEFT JOIN LATERAL (
        SELECT ${columns} FROM ${schema}.events
        WHERE (transaction_id, global_position) > ($1::xid8, $2::bigint) AND transaction_id < checked.readable
        ORDER BY transaction_id, global_position LIMIT $3
      ) e ON true
      ORDER BY e.transaction_id, e.global_position`,
    ),
    countUpTo: `SELECT count(*) AS n FROM ${schema}.events WHERE (transaction_id, global_position) <= ($1::xid8, $2::bigint)`,
    // The newest committed event, even while an older transaction still hides it from subscribers:
    // waiting for "the head" must include every write that has already returned.
    head: `SELECT transaction_id, global_position FROM ${schema}.events
      ORDER BY transaction_id DESC, global_position DESC LIMIT 1`,
  };
}
