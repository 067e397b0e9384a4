-- Requests to rectify, delete or object (streams `data-request-{id}`): the staff queue 'Derechos de datos'
-- (GET data-requests, overdue first) and the applicant's own list in 'Mis datos'.
CREATE TABLE read.data_requests (
  id uuid PRIMARY KEY,
  applicant_id uuid NOT NULL,
  type text NOT NULL,
  -- pending | fulfilled | refused
  status text NOT NULL,
  message text NOT NULL,
  email text NOT NULL,
  first_name text NOT NULL,
  last_name text NOT NULL,
  created_at timestamptz NOT NULL,
  due_at timestamptz NOT NULL,
  resolved_at timestamptz,
  resolved_by uuid,
  reason text,
  kept_by_law boolean NOT NULL DEFAULT false
);
-- The queue's order: pending before resolved, then by due date (the overdue come first).
CREATE INDEX data_requests_queue_idx ON read.data_requests ((status <> 'pending'), due_at, id);
CREATE INDEX data_requests_applicant_idx ON read.data_requests (applicant_id, created_at);
