-- The diagnostic exam of each applicant: answers as sent and the grade (staff view and statistics).
CREATE TABLE read.exam_results (
  application_id uuid PRIMARY KEY,
  answers jsonb NOT NULL,
  correct_answers integer NOT NULL,
  total_questions integer NOT NULL,
  percentage numeric(5, 2) NOT NULL,
  level_achieved text NOT NULL,
  completed_at timestamptz NOT NULL
);
