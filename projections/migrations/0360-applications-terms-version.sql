-- The version of the terms and conditions accepted on submitting; null for submissions recorded before the terms had versions.
ALTER TABLE read.applications ADD COLUMN terms_version text;
