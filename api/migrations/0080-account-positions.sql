-- Read-your-writes without a client header: the newest event position each account's own write requests reached.
-- That account's reads wait for the read models to reach it. Not a read model: a rebuild never touches it.
-- `major`/`minor` are the position's two numbers (PostgreSQL "xid-global", EventStoreDB "commit/prepare"), so a
-- slower request of the same account never replaces a newer position with an older one.
CREATE TABLE auth.account_positions (
  account_id uuid PRIMARY KEY,
  position text NOT NULL,
  major numeric NOT NULL,
  minor numeric NOT NULL
);
