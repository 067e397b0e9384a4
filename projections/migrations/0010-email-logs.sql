-- The e-mail log (GET email-logs): one row per message, keyed by its tracking id.
CREATE TABLE read.email_logs (
  tracking_id text PRIMARY KEY,
  stage text NOT NULL,
  -- pending | sent | failed
  status text NOT NULL,
  applicant_id uuid,
  email text NOT NULL,
  first_name text NOT NULL,
  last_name text NOT NULL,
  queued_at timestamptz NOT NULL,
  sent_at timestamptz,
  opened_at timestamptz,
  -- The latest refusal while pending or failed; cleared once sent.
  failure_code integer,
  failure_reason text,
  attempts integer NOT NULL DEFAULT 0,
  message_id text,
  resend_of text,
  revision bigint NOT NULL
);

-- Newest first is the list's order; each filter narrows it.
CREATE INDEX email_logs_queued_at_idx ON read.email_logs (queued_at DESC, tracking_id);
CREATE INDEX email_logs_stage_idx ON read.email_logs (stage, queued_at DESC);
CREATE INDEX email_logs_status_idx ON read.email_logs (status, queued_at DESC);
CREATE INDEX email_logs_applicant_idx ON read.email_logs (applicant_id);
-- Name and e-mail filters match "contains, any case" (ILIKE '%…%'): trigram indexes serve that.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
CREATE INDEX email_logs_email_idx ON read.email_logs USING gin (email gin_trgm_ops);
CREATE INDEX email_logs_first_name_idx ON read.email_logs USING gin (first_name gin_trgm_ops);
CREATE INDEX email_logs_last_name_idx ON read.email_logs USING gin (last_name gin_trgm_ops);
CREATE INDEX email_logs_opened_idx ON read.email_logs (queued_at DESC) WHERE opened_at IS NOT NULL;
CREATE INDEX email_logs_failure_idx ON read.email_logs (queued_at DESC) WHERE failure_reason IS NOT NULL;
