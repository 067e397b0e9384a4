-- Every projector and process manager is named with hyphens. Two were not: their checkpoints are renamed
-- rather than started afresh, because a process manager replayed from zero would send every e-mail again.
UPDATE read.projection_checkpoints SET name = 'email-logs' WHERE name = 'email_logs';
UPDATE read.projection_checkpoints SET name = 'email-notifications' WHERE name = 'email_notifications';
