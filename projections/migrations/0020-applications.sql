-- One row per application (id = the applicant's id): every section as sent, the status and the list columns.
-- Issue 5's staff list joins it with read.applicants for names, identification and e-mail.
CREATE TABLE read.applications (
  id uuid PRIMARY KEY,
  status text NOT NULL DEFAULT 'none',
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL,
  submitted_at timestamptz,
  personal_details jsonb,
  address_details jsonb,
  academic_details jsonb,
  economic_status jsonb,
  -- {storage_key, file_name, content_type, size} of the RUC certificate kept with step 6, or null.
  ruc_certificate jsonb,
  financial_summary jsonb,
  motivation text,
  accepts_terms boolean NOT NULL DEFAULT false,
  submission_city text,
  submission_date date,
  has_completed_exam boolean NOT NULL DEFAULT false,
  exam_correct_answers integer,
  exam_total_questions integer,
  -- Pending correction request: notes and {section: {flag: true}}; null when none is pending.
  correction_notes text,
  corrections jsonb,
  reviewer_id uuid,
  reviewer_name text,
  reviewer_email text,
  -- List columns (staff list filters, sorting and additional_info), copied out of the sections.
  birth_date date,
  residence_city text,
  academic_average numeric(5, 2),
  institution_type text,
  -- Last revision of the application stream applied: an older or repeated event is a no-op.
  revision bigint NOT NULL
);
CREATE INDEX applications_status_idx ON read.applications (status);
CREATE INDEX applications_submitted_at_idx ON read.applications (submitted_at);

CREATE TABLE read.application_references (
  id uuid PRIMARY KEY,
  application_id uuid NOT NULL,
  full_name text NOT NULL,
  relationship text NOT NULL,
  mobile_phone text NOT NULL,
  home_phone text,
  added_at timestamptz NOT NULL
);
CREATE INDEX application_references_application_idx ON read.application_references (application_id, added_at);

CREATE TABLE read.application_household_members (
  id uuid PRIMARY KEY,
  application_id uuid NOT NULL,
  first_name text NOT NULL,
  last_name text NOT NULL,
  age integer NOT NULL,
  marital_status text NOT NULL,
  relationship text NOT NULL,
  education_level text NOT NULL,
  occupation text NOT NULL,
  company_institution text NOT NULL,
  home_phone text,
  mobile_phone text NOT NULL,
  contributors integer NOT NULL,
  added_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL
);
CREATE INDEX application_household_members_application_idx ON read.application_household_members (application_id, added_at);
