-- The deadline of a pending correction request (CorrectionsRequested.correctionDeadline), so the portal shows it on
-- the dashboard and the form's banner. Requests already pending get it from their history entry: the request's time
-- plus the 5 days the API announces (api/src/review/update-status), as a replay of their events sets it.
ALTER TABLE read.applications ADD COLUMN correction_deadline timestamptz;

UPDATE read.applications a SET correction_deadline = h.change_date + interval '5 days'
FROM (SELECT DISTINCT ON (application_id) application_id, change_date FROM read.application_history
      WHERE event_type = 'CorrectionsRequested' ORDER BY application_id, change_date DESC) h
WHERE a.id = h.application_id AND a.status = 'correction_review';
