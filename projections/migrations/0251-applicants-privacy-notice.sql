-- The privacy notice version the applicant read before registering; null for an import or a client that predates it.
ALTER TABLE read.applicants ADD COLUMN privacy_notice_version text;
