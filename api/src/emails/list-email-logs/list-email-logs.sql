-- One page of the e-mail log and the number of matching rows. A filter whose parameter is NULL is off.
-- $1 first_name, $2 last_name, $3 email (each typed word's LIKE pattern over the search keys of migration 0105, longest
-- first: the first alone is served by the key's trigram index); $4 identification (the applicant's, exact);
-- $5 stage; $6 status; $7 is_opened; $8 date_from, $9 date_to (days, inclusive, in time zone $10);
-- $11 tracking_id; $12 has_failure; $13 limit; $14 offset.
WITH filtered AS (
  SELECT l.*
  FROM read.email_logs l
  WHERE ($1::text[] IS NULL OR (l.first_name_search LIKE ($1::text[])[1] AND l.first_name_search LIKE ALL ($1::text[])))
    AND ($2::text[] IS NULL OR (l.last_name_search LIKE ($2::text[])[1] AND l.last_name_search LIKE ALL ($2::text[])))
    AND ($3::text[] IS NULL OR (l.email_search LIKE ($3::text[])[1] AND l.email_search LIKE ALL ($3::text[])))
    AND ($4::text IS NULL OR l.applicant_id IN (SELECT a.id FROM read.applicants a WHERE a.identification = $4))
    AND ($5::text IS NULL OR l.stage = $5)
    AND ($6::text IS NULL OR l.status = $6)
    AND ($7::boolean IS NULL OR (l.opened_at IS NOT NULL) = $7)
    AND ($8::date IS NULL OR l.queued_at >= ($8::date)::timestamp AT TIME ZONE $10)
    AND ($9::date IS NULL OR l.queued_at < ($9::date + 1)::timestamp AT TIME ZONE $10)
    AND ($11::text IS NULL OR l.tracking_id = $11)
    AND ($12::boolean IS NULL OR (l.failure_reason IS NOT NULL) = $12)
),
total AS (SELECT count(*)::int AS total FROM filtered)
SELECT total.total, page.*
FROM total
LEFT JOIN LATERAL (
  SELECT tracking_id, stage, status, email, first_name, last_name, sent_at, opened_at, failure_reason, resend_of
  FROM filtered
  ORDER BY queued_at DESC, tracking_id
  LIMIT $13 OFFSET $14
) page ON true
