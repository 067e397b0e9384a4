-- PostgreSQL event store. __SCHEMA__ is replaced by the configured schema name (default "events").
-- Global order: readers take rows whose transaction_id is below the oldest running transaction
-- (pg_snapshot_xmin) ordered by (transaction_id, global_position), so a row whose transaction
-- commits late can never be skipped: it only becomes readable once every older transaction ended.
CREATE SCHEMA IF NOT EXISTS __SCHEMA__;

CREATE TABLE IF NOT EXISTS __SCHEMA__.streams (
  stream_name text PRIMARY KEY,
  revision bigint NOT NULL
);

CREATE TABLE IF NOT EXISTS __SCHEMA__.events (
  transaction_id xid8 NOT NULL DEFAULT pg_current_xact_id(),
  global_position bigserial NOT NULL,
  event_id uuid NOT NULL UNIQUE,
  stream_name text NOT NULL,
  stream_revision bigint NOT NULL,
  type text NOT NULL,
  data jsonb NOT NULL,
  metadata jsonb NOT NULL,
  recorded_at timestamptz NOT NULL DEFAULT now(),
  -- The global order, and the index readAll and subscriptions range-scan.
  PRIMARY KEY (transaction_id, global_position),
  UNIQUE (stream_name, stream_revision)
);

-- Appends to one or more streams in one transaction: p_counts[i] events of p_ids/p_types/p_data/p_metadata (taken in
-- order) go to p_streams[i], expected at p_expected[i] (-1 no stream, -2 any, n >= 0 the stream's current revision).
-- One row per append, in order: its next revision and position, or, when the expectation failed, only the stream's
-- actual revision (-1 none), and nothing of it is written; the other appends are not affected. The streams row is
-- the optimistic lock: concurrent appends to one stream queue on it, and the loser's UPDATE re-checks
-- `revision = p_expected` after the winner commits, so it matches nothing.
DROP FUNCTION IF EXISTS __SCHEMA__.append_events(text, bigint, uuid[], text[], jsonb[], jsonb[]);
CREATE OR REPLACE FUNCTION __SCHEMA__.append_events(
  p_streams text[], p_expected bigint[], p_counts int[], p_ids uuid[], p_types text[], p_data jsonb[], p_metadata jsonb[]
) RETURNS TABLE (next_revision bigint, actual_revision bigint, transaction_id xid8, global_position bigint)
LANGUAGE plpgsql AS $fn$
DECLARE
  v_first int := 1;
  v_last int;
  v_count bigint;
  v_next bigint;
  v_sequence regclass := pg_get_serial_sequence('__SCHEMA__.events', 'global_position');
BEGIN
  FOR i IN 1 .. cardinality(p_streams) LOOP
    v_count := p_counts[i];
    v_last := v_first + v_count - 1;
    v_next := NULL;
    IF p_expected[i] = -2 THEN
      INSERT INTO __SCHEMA__.streams AS s (stream_name, revision) VALUES (p_streams[i], v_count - 1)
        ON CONFLICT (stream_name) DO UPDATE SET revision = s.revision + v_count
        RETURNING s.revision INTO v_next;
    ELSIF p_expected[i] = -1 THEN
      INSERT INTO __SCHEMA__.streams (stream_name, revision) VALUES (p_streams[i], v_count - 1)
        ON CONFLICT (stream_name) DO NOTHING
        RETURNING revision INTO v_next;
    ELSE
      UPDATE __SCHEMA__.streams SET revision = revision + v_count
        WHERE stream_name = p_streams[i] AND revision = p_expected[i]
        RETURNING revision INTO v_next;
    END IF;
    IF v_next IS NULL THEN
      next_revision := NULL;
      transaction_id := NULL;
      global_position := NULL;
      actual_revision := coalesce((SELECT s.revision FROM __SCHEMA__.streams s WHERE s.stream_name = p_streams[i]), -1);
    ELSE
      INSERT INTO __SCHEMA__.events (event_id, stream_name, stream_revision, type, data, metadata)
        SELECT e.id, p_streams[i], v_next - v_count + e.n, e.type, e.data, e.metadata
        FROM unnest(p_ids[v_first:v_last], p_types[v_first:v_last], p_data[v_first:v_last], p_metadata[v_first:v_last])
          WITH ORDINALITY AS e(id, type, data, metadata, n)
        ORDER BY e.n;
      next_revision := v_next;
      actual_revision := NULL;
      transaction_id := pg_current_xact_id();
      global_position := currval(v_sequence);
    END IF;
    v_first := v_last + 1;
    RETURN NEXT;
  END LOOP;
  -- No NOTIFY here: a notifying commit holds a database-wide lock through its WAL flush, which serializes
  -- concurrent appends (about half the throughput at 16 writers). The store notifies after the commit.
END
$fn$;

-- Append-only (docs/decisions.md): a trigger refuses UPDATE, DELETE and TRUNCATE of events for every role,
-- the table's owner and a superuser connecting through DATABASE_URL included (grants alone bind neither). A
-- correction is always a new event. Dropping the schema (a test suite's cleanup) is not refused.
CREATE OR REPLACE FUNCTION __SCHEMA__.refuse_event_change() RETURNS trigger
LANGUAGE plpgsql AS $fn$
BEGIN
  RAISE EXCEPTION 'the event log is append-only: % on %.% refused (record a new event instead)', TG_OP, TG_TABLE_SCHEMA, TG_TABLE_NAME
    USING ERRCODE = 'insufficient_privilege';
END
$fn$;
CREATE OR REPLACE TRIGGER events_append_only BEFORE UPDATE OR DELETE ON __SCHEMA__.events
  FOR EACH ROW EXECUTE FUNCTION __SCHEMA__.refuse_event_change();
CREATE OR REPLACE TRIGGER events_no_truncate BEFORE TRUNCATE ON __SCHEMA__.events
  FOR EACH STATEMENT EXECUTE FUNCTION __SCHEMA__.refuse_event_change();
REVOKE UPDATE, DELETE, TRUNCATE ON __SCHEMA__.events FROM PUBLIC;
