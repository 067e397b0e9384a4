-- A full rebuild loads some read tables without their secondary indexes and builds them once at the end (bulk-load
-- practice: read.applicants' trigram indexes cost more WAL and CPU kept row by row than built once). The definitions
-- are kept here in the transaction that drops them, so an index a rebuild could not build again (it died first) is
-- built by the next rebuild or by the projector's runner when it starts.
CREATE TABLE read.deferred_indexes (
  name text PRIMARY KEY,
  table_name text NOT NULL,
  definition text NOT NULL
);
