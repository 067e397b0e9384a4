-- Attempts older than every throttling window are deleted by age, whatever their key (LoginThrottle.record): keys that
-- never fail again (an attacker's addresses, a registration's address) used to keep their rows for ever. This index
-- finds the oldest rows without reading the table.
CREATE INDEX login_failures_failed_at_idx ON auth.login_failures (failed_at);
