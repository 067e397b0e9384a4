import { EXCEL_ALL_STATUSES } from '@postula/contract';
import type pg from 'pg';
import { cursorBatches } from '../database-cursor.js';

/** One row of the export: the main fields of the application and its applicant (staff list + sections). */
export interface ExportRow {
  id: string;
  identification: string;
  first_name: string;
  middle_name: string | null;
  last_name: string;
  second_last_name: string | null;
  email: string;
  status: string;
  created_at: string;
  submitted_at: string | null;
  birth_date: string | null;
  gender: string | null;
  mobile_phone: string | null;
  province: string | null;
  residence_city: string | null;
  institution_type: string | null;
  institution: string | null;
  academic_average: string | null;
  exam_correct_answers: number | null;
  exam_total_questions: number | null;
  level_achieved: string | null;
  monthly_income: string | null;
  submission_city: string | null;
  reviewer_name: string | null;
}

// Times as text in the programme's zone ($1), so the sheet shows what the office saw; ordered by creation (stable).
const exportSql = (where: string) => `
  SELECT a.id, p.identification, p.first_name, p.middle_name, p.last_name, p.second_last_name, p.email, a.status,
         to_char(a.created_at AT TIME ZONE $1, 'YYYY-MM-DD HH24:MI') AS created_at,
         to_char(a.submitted_at AT TIME ZONE $1, 'YYYY-MM-DD HH24:MI') AS submitted_at,
         a.birth_date::text AS birth_date, a.personal_details ->> 'gender' AS gender, a.address_details ->> 'mobile_phone' AS mobile_phone,
         a.address_details ->> 'province' AS province, a.residence_city, a.institution_type,
         a.academic_details ->> 'graduation_institution' AS institution, a.academic_average::text AS academic_average,
         a.exam_correct_answers, a.exam_total_questions, e.level_achieved,
         a.financial_summary ->> 'monthly_income' AS monthly_income, a.submission_city, a.reviewer_name
  FROM read.applications a
  JOIN read.applicants p ON p.id = a.id
  LEFT JOIN read.exam_results e ON e.application_id = a.id
  ${where}
  ORDER BY a.created_at, a.id`;
const ONE_STATUS_SQL = exportSql('WHERE a.status = $2');
const EVERY_STATUS_SQL = exportSql('');

/** The applications in `status` (every one for `all`), streamed in batches from a cursor. */
export const exportRows = (pool: pg.Pool, status: string, timeZone: string) =>
  status === EXCEL_ALL_STATUSES ? cursorBatches<ExportRow>(pool, EVERY_STATUS_SQL, [timeZone]) : cursorBatches<ExportRow>(pool, ONE_STATUS_SQL, [timeZone, status]);
