-- A decision made before the results' publication: staff see it, the applicant still reads 'En revisión' until the
-- publication tells it (ResultPublished). The partial index serves the publication's list of decisions to tell.
ALTER TABLE read.applications ADD COLUMN result_held boolean NOT NULL DEFAULT false;
CREATE INDEX applications_result_held_idx ON read.applications (id) WHERE result_held;
