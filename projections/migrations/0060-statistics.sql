-- Dashboard statistics (GET applications/statistics and the reviewer charts), kept as counters by the
-- `statistics` projector so the dashboard reads a few dozen rows however many applications there are.

-- What each applicant counts as (projections/src/statistics/statistics-facts.ts); the projector moves the counters by the
-- difference between a row's old and new facts. `revision`: last application-stream revision applied.
CREATE TABLE read.statistics_applicants (
  applicant_id uuid PRIMARY KEY,
  facts jsonb NOT NULL,
  revision bigint NOT NULL DEFAULT -1
);

-- metric: accounts (total, never_logged_in, logged_but_not_started, with_application), status, section, gender,
-- birth_date (YYYY-MM-DD: age groups are worked out at read time, against today), submission_day (YYYY-MM-DD).
CREATE TABLE read.statistics_counters (
  metric text NOT NULL,
  key text NOT NULL,
  count bigint NOT NULL,
  PRIMARY KEY (metric, key)
);

-- Reviews per staff member per day (programme time zone): decisions and correction requests. Name and e-mail are
-- the ones the last review carried; queries prefer read.staff_users' current ones.
CREATE TABLE read.statistics_reviews_by_day (
  reviewer_id uuid NOT NULL,
  day date NOT NULL,
  reviewer_name text NOT NULL,
  reviewer_email text NOT NULL,
  approved integer NOT NULL DEFAULT 0,
  rejected integer NOT NULL DEFAULT 0,
  corrections integer NOT NULL DEFAULT 0,
  PRIMARY KEY (reviewer_id, day)
);
CREATE INDEX statistics_reviews_by_day_day_idx ON read.statistics_reviews_by_day (day);
