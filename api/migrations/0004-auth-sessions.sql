-- Plain tables of the API's access control, not read models: a projection rebuild never touches them.
-- The account history itself (passwords set, logins) is in the event store.
CREATE SCHEMA IF NOT EXISTS auth;

-- One row per issued token (its `sid` claim). A token is honoured only while its row is neither revoked
-- nor expired: logout and password changes revoke, so a stolen token dies with them.
CREATE TABLE auth.sessions (
  id uuid PRIMARY KEY,
  account_id uuid NOT NULL,
  role text NOT NULL,
  created_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL,
  revoked_at timestamptz,
  revoked_reason text
);
CREATE INDEX sessions_account_live_idx ON auth.sessions (account_id) WHERE revoked_at IS NULL;

-- Failed logins, one row per failure and key (`account:…`, `address:…`), shared by every API replica.
-- Rows older than the throttling window are pruned as new failures arrive.
CREATE TABLE auth.login_failures (
  key text NOT NULL,
  failed_at timestamptz NOT NULL
);
CREATE INDEX login_failures_key_idx ON auth.login_failures (key, failed_at);
