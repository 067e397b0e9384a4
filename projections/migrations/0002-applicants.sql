-- Applicant accounts: the staff list, logins and the dashboard's account counts read this table.
CREATE TABLE read.applicants (
  id uuid PRIMARY KEY,
  first_name text NOT NULL,
  middle_name text,
  last_name text NOT NULL,
  second_last_name text,
  email text NOT NULL,
  identification text NOT NULL,
  identification_type text NOT NULL,
  password_hash text NOT NULL,
  first_login boolean NOT NULL DEFAULT true,
  registered_at timestamptz NOT NULL,
  last_login_at timestamptz,
  revision bigint NOT NULL
);

-- Uniqueness is decided on the write side (reservation streams); a unique index here could only stall the projector.
CREATE INDEX applicants_email_idx ON read.applicants (email);
CREATE INDEX applicants_identification_idx ON read.applicants (identification);
