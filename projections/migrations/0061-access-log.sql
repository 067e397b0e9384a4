-- Who read an application's details or downloaded its documents (streams `access-{applicationId}`), for
-- GET applications/access-log. id = the event's id, so a repeated event inserts nothing.
CREATE TABLE read.access_log (
  id uuid PRIMARY KEY,
  application_id uuid NOT NULL,
  action text NOT NULL,
  via text,
  actor_id uuid NOT NULL,
  actor_role text NOT NULL,
  actor_name text,
  actor_email text,
  document_id uuid,
  document_type text,
  file_name text,
  at timestamptz NOT NULL
);
CREATE INDEX access_log_application_idx ON read.access_log (application_id, at DESC, id);
