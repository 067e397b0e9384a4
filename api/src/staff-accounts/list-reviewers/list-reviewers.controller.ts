import { Controller, Get } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ROUTES } from '@postula/contract';
import { Roles } from '../../auth/access.decorators.js';
import { ApiRoute } from '../../common/api-route.js';
import { ReviewersList } from './list-reviewers.query.js';

@ApiTags('revisores')
@ApiBearerAuth()
@Controller('reviewers')
export class ListReviewersController {
  constructor(private readonly list: ReviewersList) {}

  /** Superadmin only: staff-side.md §6 keeps /admin/reviewers from reviewers. */
  @ApiRoute(ROUTES.reviewers)
  @Get()
  @Roles('superadmin')
  @ApiOperation({ summary: 'Lista el personal con aplicaciones revisadas, última revisión y conteo por estado' })
  all() {
    return this.list.all();
  }
}
