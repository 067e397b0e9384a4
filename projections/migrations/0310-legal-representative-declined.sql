-- When the person named as an applicant's legal representative answered through their link that they do not
-- authorise the application; a new naming clears it, as it clears the confirmation.
ALTER TABLE read.legal_representatives ADD COLUMN declined_at timestamptz;
