-- What the retention sweep and 'Retención de datos' read besides the status: when the application was decided, a
-- superadmin's hold (a pending claim) and the end of its retention period. `revision`: the stream revision of the
-- last event applied, so a repeated event changes nothing.
CREATE TABLE read.application_retention (
  application_id uuid PRIMARY KEY,
  decided_at timestamptz,
  held boolean NOT NULL DEFAULT false,
  hold_reason text,
  held_by_name text,
  held_at timestamptz,
  ended_at timestamptz,
  revision bigint NOT NULL
);
