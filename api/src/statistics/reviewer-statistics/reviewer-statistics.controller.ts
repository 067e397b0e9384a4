import { Controller, Get, Inject, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ROUTES } from '@postula/contract';
import { CLOCK } from '@postula/platform';
import type { AppConfig, Clock } from '@postula/platform';
import { Roles, STAFF_READERS } from '../../auth/access.decorators.js';
import { ApiRoute } from '../../common/api-route.js';
import { ZodValidationPipe } from '../../common/zod-validation.pipe.js';
import { CONFIG } from '../../platform/platform.tokens.js';
import { dateRangeQuery } from './date-range.query.js';
import { ReviewerStatistics } from './reviewer-statistics.query.js';

/** Dashboard defaults (staff-side.md section 9): review statistics start 2025-01-01, approval statistics 2024-01-01. */
const REVIEWS_FROM = '2025-01-01';
const APPROVALS_FROM = '2024-01-01';

@ApiTags('estadísticas')
@ApiBearerAuth()
@Roles(...STAFF_READERS)
@Controller('reviewers')
export class ReviewerStatisticsController {
  private readonly reviewsRange: ZodValidationPipe<ReturnType<typeof dateRangeQuery>>;
  private readonly approvalsRange: ZodValidationPipe<ReturnType<typeof dateRangeQuery>>;

  constructor(
    private readonly statistics: ReviewerStatistics,
    @Inject(CLOCK) clock: Clock,
    @Inject(CONFIG) config: AppConfig,
  ) {
    this.reviewsRange = new ZodValidationPipe(dateRangeQuery(REVIEWS_FROM, clock, config.programme.timezone));
    this.approvalsRange = new ZodValidationPipe(dateRangeQuery(APPROVALS_FROM, clock, config.programme.timezone));
  }

  @ApiRoute(ROUTES.dailyReviews)
  @Get('daily-stats')
  @ApiOperation({ summary: 'Revisiones por revisor y por día (decisiones y solicitudes de corrección)' })
  daily(@Query() query: unknown) {
    return this.statistics.daily(this.reviewsRange.transform(query));
  }

  @ApiRoute(ROUTES.dailyApprovals)
  @Get('daily-approval-stats')
  @ApiOperation({ summary: 'Aprobadas, rechazadas y total revisado por revisor y por día' })
  dailyApprovals(@Query() query: unknown) {
    return this.statistics.dailyApprovals(this.approvalsRange.transform(query));
  }

  @ApiRoute(ROUTES.approvalTotals)
  @Get('approval-stats')
  @ApiOperation({ summary: 'Totales por revisor: aprobadas, rechazadas y total revisado, de mayor a menor' })
  approvals() {
    return this.statistics.approvals();
  }
}
