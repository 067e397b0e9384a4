-- The staff list at 50,000 applications: a filtered list counts every matching application, and that count
-- read the whole table (28 MB at 50,000) to test a few columns of each row. This index holds exactly the list's rows
-- (status <> 'none') in the list's order with every application-side filter column, so a count is an index-only scan
-- of 4 MB and the page walks it in order. Every column here is already indexed on its own, so updates that were HOT
-- stay HOT.
CREATE INDEX applications_list_filters_idx ON read.applications (created_at DESC, id DESC)
  INCLUDE (status, academic_average, institution_type, birth_date, exam_correct_answers) WHERE status <> 'none';
