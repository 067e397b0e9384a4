-- Throttled attempts are counted and recorded in one step (api/src/auth/login-throttle.ts): an attempt is recorded
-- before its outcome is known, so attempts sent at once to any API replica cannot all pass one count, and one that turns
-- out not to count (a right password, a registration of a taken e-mail) deletes its own rows, found by its id.
ALTER TABLE auth.login_failures ADD COLUMN attempt uuid;
CREATE INDEX login_failures_attempt_idx ON auth.login_failures (attempt) WHERE attempt IS NOT NULL;

-- One round trip per attempt. Each key is locked (advisory, until the statement's transaction ends) in one global order,
-- so two attempts sharing a key queue up and never deadlock; each statement after the locks sees what the attempts
-- before committed. Answers every rule's attempts inside its window and the oldest of them; the attempt is recorded
-- (with up to `prune` rows older than `horizon` deleted, whatever their key) only when no rule is at its maximum.
-- Throttle rows need no durability at the instant of commit: a crash may forget the last moment's attempts, so the
-- commit does not wait for the disk.
CREATE FUNCTION auth.take_attempt(keys text[], maxes int[], since timestamptz[], at timestamptz, attempt_id uuid, horizon timestamptz, prune int)
RETURNS TABLE (rule_key text, attempts int, oldest timestamptz)
LANGUAGE plpgsql AS $fn$
DECLARE
  lock_id bigint;
  refused boolean := false;
  counted record;
BEGIN
  PERFORM set_config('synchronous_commit', 'off', true);
  FOR lock_id IN SELECT DISTINCT hashtextextended(k, 0) FROM unnest(keys) AS k ORDER BY 1 LOOP
    PERFORM pg_advisory_xact_lock(lock_id);
  END LOOP;
  FOR counted IN
    SELECT r.k, r.max, count(f.failed_at)::int AS n, min(f.failed_at) AS first
    FROM unnest(keys, maxes, since) AS r(k, max, since)
    LEFT JOIN auth.login_failures f ON f.key = r.k AND f.failed_at > r.since GROUP BY r.k, r.max
  LOOP
    refused := refused OR counted.n >= counted.max;
    rule_key := counted.k; attempts := counted.n; oldest := counted.first;
    RETURN NEXT;
  END LOOP;
  IF NOT refused THEN
    DELETE FROM auth.login_failures WHERE ctid = ANY (ARRAY(
      SELECT ctid FROM auth.login_failures WHERE failed_at <= horizon LIMIT prune FOR UPDATE SKIP LOCKED));
    INSERT INTO auth.login_failures (key, failed_at, attempt) SELECT unnest(keys), at, attempt_id;
  END IF;
END
$fn$;

-- An attempt that did not count takes its rows back under `keys`; `forgiven` keys lose every attempt (a success
-- forgives the account's earlier failures). Like recording, it does not wait for the disk.
CREATE FUNCTION auth.release_attempt(attempt_id uuid, keys text[], forgiven text[]) RETURNS void
LANGUAGE sql AS $fn$
  SELECT set_config('synchronous_commit', 'off', true);
  DELETE FROM auth.login_failures WHERE (attempt = attempt_id AND key = ANY (keys)) OR key = ANY (forgiven);
$fn$;
