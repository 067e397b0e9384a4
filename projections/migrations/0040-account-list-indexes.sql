-- Filters of the staff lists of accounts (GET applicants, GET users): "contains", case-insensitive (ILIKE),
-- served by trigram indexes; the last-login day and never-logged-in filters by a b-tree on last_login_at.
CREATE EXTENSION IF NOT EXISTS pg_trgm;

CREATE INDEX applicants_first_name_trgm_idx ON read.applicants USING gin (first_name gin_trgm_ops);
CREATE INDEX applicants_middle_name_trgm_idx ON read.applicants USING gin (middle_name gin_trgm_ops);
CREATE INDEX applicants_last_name_trgm_idx ON read.applicants USING gin (last_name gin_trgm_ops);
CREATE INDEX applicants_second_last_name_trgm_idx ON read.applicants USING gin (second_last_name gin_trgm_ops);
CREATE INDEX applicants_email_trgm_idx ON read.applicants USING gin (email gin_trgm_ops);
CREATE INDEX applicants_identification_trgm_idx ON read.applicants USING gin (identification gin_trgm_ops);
CREATE INDEX applicants_last_login_at_idx ON read.applicants (last_login_at);
-- The list's order: newest registration first.
CREATE INDEX applicants_registered_at_idx ON read.applicants (registered_at DESC, id DESC);

CREATE INDEX staff_users_full_name_trgm_idx ON read.staff_users USING gin (full_name gin_trgm_ops);
CREATE INDEX staff_users_email_trgm_idx ON read.staff_users USING gin (email gin_trgm_ops);
