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

-- Appends to one or more streams in one transaction: p_events holds, for each append in order, the JSON array of its
-- events ({id, type, data, metadata}), which go to p_streams[i], expected at p_expected[i] (-1 no stream, -2 any,
-- n >= 0 the stream's current revision). One row per append, in order: its next revision and position, or, when the
-- expectation failed, only the stream's actual revision (-1 none), and nothing of it is written; the other appends are
-- not affected. The streams row is the optimistic lock: concurrent appends to one stream queue on it, and the loser's
-- UPDATE re-checks `revision = p_expected` after the winner commits, so it matches nothing. The streams rows are taken
-- one by one in the order given (the caller sorts them, so two transactions never wait on each other); the events of
-- every append then go in ONE insert: each statement run in the function pays its executor's start, which costs more
-- than writing a row. The events come as one JSON document: parsed once, where an array of jsonb parses every element
-- out of the array's own quoting first. Generic plans always: a custom plan of that insert, fitted to each call's
-- arrays, would be planned anew on every call.
DROP FUNCTION IF EXISTS __SCHEMA__.append_events(text, bigint, uuid[], text[], jsonb[], jsonb[]);
DROP FUNCTION IF EXISTS __SCHEMA__.append_events(text[], bigint[], int[], uuid[], text[], jsonb[], jsonb[]);
CREATE OR REPLACE FUNCTION __SCHEMA__.append_events(p_streams text[], p_expected bigint[], p_events jsonb)
RETURNS TABLE (next_revision bigint, actual_revision bigint, transaction_id xid8, global_position bigint)
LANGUAGE plpgsql SET plan_cache_mode = force_generic_plan AS $fn$
DECLARE
  -- Per append: its last revision once written, NULL when its expectation failed.
  v_next bigint[] := '{}';
  v_count bigint;
  v_revision bigint;
  -- The positions of the events written, in the order given.
  v_positions bigint[];
  v_written int := 0;
BEGIN
  FOR i IN 1 .. cardinality(p_streams) LOOP
    v_count := jsonb_array_length(p_events -> (i - 1));
    v_revision := NULL;
    IF p_expected[i] = -2 THEN
      INSERT INTO __SCHEMA__.streams AS s (stream_name, revision) VALUES (p_streams[i], v_count - 1)
        ON CONFLICT (stream_name) DO UPDATE SET revision = s.revision + v_count
        RETURNING s.revision INTO v_revision;
    ELSIF p_expected[i] = -1 THEN
      INSERT INTO __SCHEMA__.streams AS s (stream_name, revision) VALUES (p_streams[i], v_count - 1)
        ON CONFLICT (stream_name) DO NOTHING
        RETURNING s.revision INTO v_revision;
    ELSE
      UPDATE __SCHEMA__.streams AS s SET revision = s.revision + v_count
        WHERE s.stream_name = p_streams[i] AND s.revision = p_expected[i]
        RETURNING s.revision INTO v_revision;
    END IF;
    v_next[i] := v_revision;
  END LOOP;
  -- The sequence hands out positions in the order rows are inserted, so sorted they follow the order given.
  WITH written AS (
    INSERT INTO __SCHEMA__.events AS e (event_id, stream_name, stream_revision, type, data, metadata)
    SELECT (x.event ->> 'id')::uuid, a.stream, a.next - jsonb_array_length(p_events -> (a.i::int - 1)) + x.n, x.event ->> 'type', x.event -> 'data', x.event -> 'metadata'
    FROM unnest(p_streams, v_next) WITH ORDINALITY AS a(stream, next, i)
      CROSS JOIN LATERAL jsonb_array_elements(p_events -> (a.i::int - 1)) WITH ORDINALITY AS x(event, n)
    WHERE a.next IS NOT NULL
    ORDER BY a.i, x.n
    RETURNING e.global_position
  )
  SELECT array_agg(w.global_position ORDER BY w.global_position) INTO v_positions FROM written w;
  FOR i IN 1 .. cardinality(p_streams) LOOP
    next_revision := v_next[i];
    IF next_revision IS NULL THEN
      -- A later statement than the failed one: its snapshot sees the commit of the append that won.
      actual_revision := coalesce((SELECT s.revision FROM __SCHEMA__.streams s WHERE s.stream_name = p_streams[i]), -1);
      transaction_id := NULL;
      global_position := NULL;
    ELSE
      v_written := v_written + jsonb_array_length(p_events -> (i - 1));
      actual_revision := NULL;
      transaction_id := pg_current_xact_id();
      global_position := v_positions[v_written];
    END IF;
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
