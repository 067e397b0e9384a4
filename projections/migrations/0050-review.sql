-- The staff review: indexes of the staff applications list (GET applications/all, one per filter, sized
-- for 50,000 applications), the possible-duplicates lookups, and the history's order within one instant.

-- Stable order of the list: newest application first.
CREATE INDEX applications_created_at_idx ON read.applications (created_at DESC, id DESC);
CREATE INDEX applications_birth_date_idx ON read.applications (birth_date);
CREATE INDEX applications_academic_average_idx ON read.applications (academic_average);
CREATE INDEX applications_institution_type_idx ON read.applications (institution_type);
CREATE INDEX applications_exam_correct_answers_idx ON read.applications (exam_correct_answers);
CREATE INDEX applications_reviewer_idx ON read.applications (reviewer_id);

-- applicant_name: "contains" over the full name (the list query uses this exact expression).
CREATE INDEX applicants_full_name_trgm_idx ON read.applicants
  USING gin ((first_name || ' ' || coalesce(middle_name || ' ', '') || last_name || coalesce(' ' || second_last_name, '')) gin_trgm_ops);

-- Possible duplicates: the same mobile phone, or the same full name (any case) and date of birth.
CREATE INDEX applications_mobile_phone_idx ON read.applications ((address_details ->> 'mobile_phone'));
CREATE INDEX applicants_full_name_lower_idx ON read.applicants
  (lower(first_name || ' ' || coalesce(middle_name || ' ', '') || last_name || coalesce(' ' || second_last_name, '')));

-- Entries of one application in the order they were recorded, even when they share an instant.
ALTER TABLE read.application_history ADD COLUMN revision bigint;
