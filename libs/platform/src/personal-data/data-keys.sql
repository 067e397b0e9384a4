-- One data key per person (applicant), AES-256-GCM, stored wrapped with the master key (DATA_KEY): the events hold
-- only what these keys encrypted. Erasure sets wrapped_key to NULL and keeps the row, so a later event about the
-- person is stored already erased instead of under a new key. __SCHEMA__ is replaced by the configured schema.
CREATE SCHEMA IF NOT EXISTS __SCHEMA__;
CREATE TABLE IF NOT EXISTS __SCHEMA__.data_keys (
  subject_id text PRIMARY KEY,
  wrapped_key bytea,
  created_at timestamptz NOT NULL DEFAULT now(),
  destroyed_at timestamptz
);
