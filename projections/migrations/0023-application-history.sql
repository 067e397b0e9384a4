-- Status changes of each application (staff-side.md "History entry"); id = the event's id.
CREATE TABLE read.application_history (
  id uuid PRIMARY KEY,
  application_id uuid NOT NULL,
  change_date timestamptz NOT NULL,
  event_type text NOT NULL,
  previous_status text,
  new_status text NOT NULL,
  actor_id text,
  reviewer_name text,
  reviewer_email text,
  correction_notes text,
  corrections_requested jsonb
);
CREATE INDEX application_history_application_idx ON read.application_history (application_id, change_date);
