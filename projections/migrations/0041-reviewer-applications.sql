-- One row per (staff member, application) they reviewed: GET reviewers counts these rows, and
-- GET reviewers/applications lists them. `status` is the application's current status (kept in step on
-- every row of the application), `revision` the application stream's last revision applied.
CREATE TABLE read.reviewer_applications (
  reviewer_id uuid NOT NULL,
  application_id uuid NOT NULL,
  status text NOT NULL,
  first_review_at timestamptz NOT NULL,
  last_review_at timestamptz NOT NULL,
  total_reviews integer NOT NULL,
  revision bigint NOT NULL,
  PRIMARY KEY (reviewer_id, application_id)
);
CREATE INDEX reviewer_applications_application_idx ON read.reviewer_applications (application_id);
