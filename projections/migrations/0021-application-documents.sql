-- Every uploaded document, replaced ones included (replaced_at set): the current set is `replaced_at IS NULL`.
CREATE TABLE read.application_documents (
  id uuid PRIMARY KEY,
  application_id uuid NOT NULL,
  document_type text NOT NULL,
  file_name text NOT NULL,
  storage_key text NOT NULL,
  content_type text NOT NULL,
  size bigint NOT NULL,
  uploaded_at timestamptz NOT NULL,
  replaced_at timestamptz,
  replaced_by uuid
);
CREATE INDEX application_documents_application_idx ON read.application_documents (application_id, document_type);
