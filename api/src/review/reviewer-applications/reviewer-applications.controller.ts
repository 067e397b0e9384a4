import { Controller, Get, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ROUTES } from '@postula/contract';
import { reviewerIdQuery } from '@postula/contract';
import type { ReviewerIdQuery } from '@postula/contract';
import { Roles } from '../../auth/access.decorators.js';
import { ApiRoute } from '../../common/api-route.js';
import { ZodValidationPipe } from '../../common/zod-validation.pipe.js';
import { ReviewerApplicationsQuery } from './reviewer-applications.query.js';

@ApiTags('revisores')
@ApiBearerAuth()
@Controller('reviewers')
export class ReviewerApplicationsController {
  constructor(private readonly reviewed: ReviewerApplicationsQuery) {}

  /** Superadmin only, like GET reviewers: the modal 'Aplicaciones Revisadas' belongs to /admin/reviewers (section 6). */
  @ApiRoute(ROUTES.reviewerApplications)
  @Get('applications')
  @Roles('superadmin')
  @ApiOperation({ summary: 'Aplicaciones revisadas por un miembro del personal, con fechas de primera y última revisión' })
  async find(@Query(new ZodValidationPipe(reviewerIdQuery)) { reviewer_id }: ReviewerIdQuery) {
    return { applications: await this.reviewed.find(reviewer_id) };
  }
}
