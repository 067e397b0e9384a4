-- Staff accounts (superadmin, reviewer): the admin-users list, reviewer names and the first-superadmin check read this table.
-- A deleted account keeps its row (deleted_at set) so past reviews still show who made them.
CREATE TABLE read.staff_users (
  id uuid PRIMARY KEY,
  full_name text NOT NULL,
  email text NOT NULL,
  role text NOT NULL,
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL,
  deleted_at timestamptz,
  last_login_at timestamptz,
  revision bigint NOT NULL
);

CREATE INDEX staff_users_email_idx ON read.staff_users (email);
CREATE INDEX staff_users_role_idx ON read.staff_users (role) WHERE deleted_at IS NULL;
