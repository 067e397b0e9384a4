-- An applicant under 15's legal representative (streams `application-{applicantId}`): whether the last step-1 save
-- made one necessary, who was named and when they confirmed. One row per application that saved step 1; `revision`
-- is the stream revision of the last event applied, so a repeated event changes nothing.
CREATE TABLE read.legal_representatives (
  application_id uuid PRIMARY KEY,
  required boolean NOT NULL DEFAULT false,
  first_name text,
  last_name text,
  identification text,
  relationship text,
  email text,
  phone text,
  named_at timestamptz,
  confirmed_at timestamptz,
  revision bigint NOT NULL
);
