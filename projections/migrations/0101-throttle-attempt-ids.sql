-- Each throttled attempt's rows carry the attempt's id: an attempt is recorded before its outcome is known (so concurrent
-- attempts cannot all pass one check), and one that turns out not to count (a right password, a registration of a
-- taken e-mail) deletes its own rows only.
ALTER TABLE auth.login_failures ADD COLUMN attempt uuid;
CREATE INDEX login_failures_attempt_idx ON auth.login_failures (attempt) WHERE attempt IS NOT NULL;
