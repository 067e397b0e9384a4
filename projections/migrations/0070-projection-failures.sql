-- A projector whose batch fails keeps retrying from its checkpoint; meanwhile its read model is stale.
-- The failure is recorded here (outside the rolled-back batch) so that /health, in any process, can say
-- which read model is behind and why; the next successful batch clears it.
ALTER TABLE read.projection_checkpoints
  ADD COLUMN IF NOT EXISTS last_error text,
  ADD COLUMN IF NOT EXISTS failing_since timestamptz;
