-- The staff lists' name and e-mail filters ignore case and accents ('nunez' finds 'Núñez'): each searchable text has a
-- search key beside it (lower case, diacritics dropped: searchKey in libs/catalogs), computed by the projector, since
-- embedded PostgreSQL has no unaccent. The filters match the key of each typed word ("contains", words in any order),
-- served by trigram indexes on the keys; those on the raw texts served the former case-only filters and go.
-- Rows projected before this migration have no keys, and SQL cannot compute them as the projector does: the three
-- read models are emptied and their projectors replay their events from the start (seconds at 5,000 applicants).
TRUNCATE read.applicants, read.email_logs, read.staff_users;
UPDATE read.projection_checkpoints SET position = NULL, updated_at = now() WHERE name IN ('applicants', 'email-logs', 'staff-users');
-- An interrupted rebuild may have left the indexes dropped below remembered here, to be built again: forget them.
DELETE FROM read.deferred_indexes WHERE name IN ('read.applicants_first_name_trgm_idx', 'read.applicants_middle_name_trgm_idx',
  'read.applicants_last_name_trgm_idx', 'read.applicants_second_last_name_trgm_idx', 'read.applicants_email_trgm_idx', 'read.applicants_full_name_trgm_idx',
  'read.email_logs_email_idx',
  'read.email_logs_first_name_idx', 'read.email_logs_last_name_idx', 'read.staff_users_full_name_trgm_idx', 'read.staff_users_email_trgm_idx');

ALTER TABLE read.applicants
  ADD COLUMN first_name_search text NOT NULL,
  ADD COLUMN middle_name_search text,
  ADD COLUMN last_name_search text NOT NULL,
  ADD COLUMN second_last_name_search text,
  -- The four names in order: the applications list's applicant_name.
  ADD COLUMN full_name_search text NOT NULL,
  ADD COLUMN email_search text NOT NULL;
DROP INDEX IF EXISTS read.applicants_first_name_trgm_idx, read.applicants_middle_name_trgm_idx, read.applicants_last_name_trgm_idx,
  read.applicants_second_last_name_trgm_idx, read.applicants_email_trgm_idx, read.applicants_full_name_trgm_idx;
CREATE INDEX applicants_first_name_search_idx ON read.applicants USING gin (first_name_search gin_trgm_ops);
CREATE INDEX applicants_middle_name_search_idx ON read.applicants USING gin (middle_name_search gin_trgm_ops);
CREATE INDEX applicants_last_name_search_idx ON read.applicants USING gin (last_name_search gin_trgm_ops);
CREATE INDEX applicants_second_last_name_search_idx ON read.applicants USING gin (second_last_name_search gin_trgm_ops);
CREATE INDEX applicants_full_name_search_idx ON read.applicants USING gin (full_name_search gin_trgm_ops);
CREATE INDEX applicants_email_search_idx ON read.applicants USING gin (email_search gin_trgm_ops);

ALTER TABLE read.email_logs
  ADD COLUMN first_name_search text NOT NULL,
  ADD COLUMN last_name_search text NOT NULL,
  ADD COLUMN email_search text NOT NULL;
DROP INDEX IF EXISTS read.email_logs_email_idx, read.email_logs_first_name_idx, read.email_logs_last_name_idx;
CREATE INDEX email_logs_first_name_search_idx ON read.email_logs USING gin (first_name_search gin_trgm_ops);
CREATE INDEX email_logs_last_name_search_idx ON read.email_logs USING gin (last_name_search gin_trgm_ops);
CREATE INDEX email_logs_email_search_idx ON read.email_logs USING gin (email_search gin_trgm_ops);

-- The admin-users search box matches the name or the e-mail: one key holds both.
ALTER TABLE read.staff_users ADD COLUMN search text NOT NULL;
DROP INDEX IF EXISTS read.staff_users_full_name_trgm_idx, read.staff_users_email_trgm_idx;
CREATE INDEX staff_users_search_idx ON read.staff_users USING gin (search gin_trgm_ops);

