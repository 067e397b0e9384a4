import { Inject, Injectable } from '@nestjs/common';
import type pg from 'pg';
import { PG_POOL } from '../../platform/platform.tokens.js';
import { fullNameSql } from '../common/full-name.sql.js';

// The applications a staff member reviewed (read.reviewer_applications), latest review first.
const SQL = `
  SELECT r.application_id, ${fullNameSql('p')} AS names, p.email, p.identification, r.status,
         r.first_review_at AS first_review_date, r.last_review_at AS last_review_date, r.total_reviews
  FROM read.reviewer_applications r JOIN read.applicants p ON p.id = r.application_id
  WHERE r.reviewer_id = $1
  ORDER BY r.last_review_at DESC, r.application_id`;

/** What one staff member reviewed, for the reviewers' modal 'Aplicaciones Revisadas'. */
@Injectable()
export class ReviewerApplicationsQuery {
  constructor(@Inject(PG_POOL) private readonly pool: pg.Pool) {}

  async find(reviewerId: string) {
    return (await this.pool.query(SQL, [reviewerId])).rows;
  }
}
