import { Inject, Injectable } from '@nestjs/common';
import type { StaffRole } from '@postula/domain';
import type pg from 'pg';
import { PG_POOL } from '../../platform/platform.tokens.js';

export interface ReviewerRow {
  id: string;
  full_name: string;
  email: string;
  role: StaffRole;
  last_login: Date | null;
  applications_reviewed: number;
  last_review_date: Date | null;
  status_counts: { approved: number; rejected: number; correction_applicant: number; correction_review: number; under_review: number };
}

// Every active staff account that reviews (superadmins and reviewers; an auditor never does), with what read.reviewer_applications holds for it.
// approved_out (approved after the places ran out) counts as the reviewer's approval, and so does an approval whose
// offer the applicant declined or let expire (award_declined, award_expired).
const SQL = `
  SELECT s.id, s.full_name, s.email, s.role, s.last_login_at AS last_login,
         count(r.application_id)::int AS applications_reviewed,
         max(r.last_review_at) AS last_review_date,
         json_build_object(
           'approved', count(*) FILTER (WHERE r.status IN ('approved', 'approved_out', 'award_expired', 'award_declined')),
           'rejected', count(*) FILTER (WHERE r.status = 'rejected'),
           'correction_applicant', count(*) FILTER (WHERE r.status = 'correction_applicant'),
           'correction_review', count(*) FILTER (WHERE r.status = 'correction_review'),
           'under_review', count(*) FILTER (WHERE r.status = 'under_review')
         ) AS status_counts
  FROM read.staff_users s
  LEFT JOIN read.reviewer_applications r ON r.reviewer_id = s.id
  WHERE s.deleted_at IS NULL AND s.role <> 'auditor'
  GROUP BY s.id
  ORDER BY s.full_name, s.id`;

/** GET reviewers: staff accounts with their review counts. */
@Injectable()
export class ReviewersList {
  constructor(@Inject(PG_POOL) private readonly pool: pg.Pool) {}

  async all(): Promise<{ reviewers: ReviewerRow[] }> {
    return { reviewers: (await this.pool.query<ReviewerRow>(SQL)).rows };
  }
}
