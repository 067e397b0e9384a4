import { Controller, Get, Inject, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ROUTES } from '@postula/contract';
import { reviewerIdQuery } from '@postula/contract';
import type { ReviewerIdQuery } from '@postula/contract';
import type pg from 'pg';
import { Roles } from '../../auth/access.decorators.js';
import { ApiRoute } from '../../common/api-route.js';
import { ZodValidationPipe } from '../../common/zod-validation.pipe.js';
import { PG_POOL } from '../../platform/platform.tokens.js';
import { fullNameSql } from '../common/full-name.sql.js';

// The applications a staff member reviewed (read.reviewer_applications), latest review first.
const SQL = `
  SELECT r.application_id, ${fullNameSql('p')} AS names, p.email, p.identification, r.status,
         r.first_review_at AS first_review_date, r.last_review_at AS last_review_date, r.total_reviews
  FROM read.reviewer_applications r JOIN read.applicants p ON p.id = r.application_id
  WHERE r.reviewer_id = $1
  ORDER BY r.last_review_at DESC, r.application_id`;

@ApiTags('revisores')
@ApiBearerAuth()
@Controller('reviewers')
export class ReviewerApplicationsController {
  constructor(@Inject(PG_POOL) private readonly pool: pg.Pool) {}

  /** Superadmin only, like GET reviewers: the modal 'Aplicaciones Revisadas' belongs to /admin/reviewers (section 6). */
  @ApiRoute(ROUTES.reviewerApplications)
  @Get('applications')
  @Roles('superadmin')
  @ApiOperation({ summary: 'Aplicaciones revisadas por un miembro del personal, con fechas de primera y última revisión' })
  async find(@Query(new ZodValidationPipe(reviewerIdQuery)) { reviewer_id }: ReviewerIdQuery) {
    return { applications: (await this.pool.query(SQL, [reviewer_id])).rows };
  }
}
