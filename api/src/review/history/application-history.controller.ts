import { Controller, Get, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ROUTES } from '@postula/contract';
import { applicationIdParamQuery } from '@postula/contract';
import type { ApplicationIdParamQuery } from '@postula/contract';
import { DomainError, REVIEW_MESSAGES } from '@postula/domain';
import { Roles, STAFF_READERS } from '../../auth/access.decorators.js';
import { ApiRoute } from '../../common/api-route.js';
import { ZodValidationPipe } from '../../common/zod-validation.pipe.js';
import { ApplicationHistoryQuery } from './application-history.query.js';

@ApiTags('revisión')
@ApiBearerAuth()
@Roles(...STAFF_READERS)
@Controller('applications')
export class ApplicationHistoryController {
  constructor(private readonly history: ApplicationHistoryQuery) {}

  @ApiRoute(ROUTES.applicationHistory)
  @Get('history')
  @ApiOperation({ summary: 'Historial de cambios de estado de una aplicación (envío, revisión, correcciones, decisiones, rechazo automático)' })
  async find(@Query(new ZodValidationPipe(applicationIdParamQuery)) { application_id }: ApplicationIdParamQuery) {
    const history = await this.history.find(application_id);
    if (!history) throw new DomainError('not_found', REVIEW_MESSAGES.applicationNotFound);
    return { history };
  }
}
