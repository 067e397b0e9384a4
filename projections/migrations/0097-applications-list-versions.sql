-- The staff list at 50,000 applications: a filtered list's total is a count of every matching application
-- (15-30 ms of database time), repeated for every page of the same filters. Each table the list filters on has a
-- version here, raised in the same transaction as any statement that may change what the list filters or counts (rows
-- added or removed, or a filtered column set), so the API keeps a total for as long as the versions it was counted
-- with are unchanged (api/src/review/list-applications). Statement triggers: one row update per statement, not per
-- row; a login's last_login_at or a section's answers do not raise them.
CREATE TABLE read.table_versions (
  table_name text PRIMARY KEY,
  version bigint NOT NULL DEFAULT 0
);
INSERT INTO read.table_versions (table_name) VALUES ('applications'), ('applicants');

CREATE FUNCTION read.raise_table_version() RETURNS trigger
LANGUAGE plpgsql AS $fn$
BEGIN
  UPDATE read.table_versions SET version = version + 1 WHERE table_name = TG_TABLE_NAME;
  RETURN NULL;
END
$fn$;

CREATE TRIGGER applications_version AFTER INSERT OR DELETE OR TRUNCATE
  OR UPDATE OF status, created_at, academic_average, institution_type, birth_date, exam_correct_answers
  ON read.applications FOR EACH STATEMENT EXECUTE FUNCTION read.raise_table_version();
CREATE TRIGGER applicants_version AFTER INSERT OR DELETE OR TRUNCATE
  OR UPDATE OF first_name, middle_name, last_name, second_last_name, email, identification
  ON read.applicants FOR EACH STATEMENT EXECUTE FUNCTION read.raise_table_version();
