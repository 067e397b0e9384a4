-- The award cycle's read models. read.awards: one row per application that was offered a place or is on the waiting
-- list (status offered, accepted, declined, expired, withdrawn or waiting), with its post-award documents as
-- {document_type: {document_id, file_name, storage_key, content_type, size, uploaded_at, verified, note}}; revision is
-- the application stream's last applied.
CREATE TABLE read.awards (
  application_id uuid PRIMARY KEY,
  status text NOT NULL,
  approved_at timestamptz,
  offered_at timestamptz,
  accept_by timestamptz,
  answered_at timestamptz,
  promoted boolean NOT NULL DEFAULT false,
  documents jsonb NOT NULL DEFAULT '{}'::jsonb,
  revision bigint NOT NULL
);
CREATE INDEX awards_status_idx ON read.awards (status, offered_at, application_id);
-- The expiry sweep's query: open offers by deadline.
CREATE INDEX awards_open_offers_idx ON read.awards (accept_by) WHERE status = 'offered';

-- The waiting list as the places stream holds it: a row per applicant who joined, `left_revision` set once they were
-- given a place (the places stream's revision), so a repeated event changes nothing.
CREATE TABLE read.waiting_list (
  application_id uuid PRIMARY KEY,
  approved_at timestamptz NOT NULL,
  score_total numeric(6, 2) NOT NULL,
  score_diagnostic numeric(6, 2) NOT NULL,
  score_academic numeric(6, 2) NOT NULL,
  score_income numeric(6, 2) NOT NULL,
  left_revision bigint
);
CREATE INDEX waiting_list_waiting_idx ON read.waiting_list (approved_at, application_id) WHERE left_revision IS NULL;
