-- Read models live in the `read` schema. One checkpoint per projector: the position of the last
-- event it has taken into account (NULL: none yet). Projectors advance it with compare-and-set in
-- the same transaction as their rows, so rows and checkpoint can never disagree.
CREATE SCHEMA IF NOT EXISTS read;

CREATE TABLE IF NOT EXISTS read.projection_checkpoints (
  name text PRIMARY KEY,
  position text,
  updated_at timestamptz NOT NULL DEFAULT now()
);
