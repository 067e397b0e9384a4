import { Controller, Get, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ROUTES } from '@postula/contract';
import type { ListApplicationsQuery } from '@postula/contract';
import { listApplicationsQuery } from '@postula/contract';
import { Roles, STAFF_READERS } from '../../auth/access.decorators.js';
import { ApiRoute } from '../../common/api-route.js';
import { ZodValidationPipe } from '../../common/zod-validation.pipe.js';
import { ApplicationsList } from './list-applications.query.js';

@ApiTags('revisión')
@ApiBearerAuth()
@Roles(...STAFF_READERS)
@Controller('applications')
export class ListApplicationsController {
  constructor(private readonly list: ApplicationsList) {}

  @ApiRoute(ROUTES.applications)
  @Get('all')
  @ApiOperation({ summary: 'Lista las aplicaciones con filtros (nombre, e-mail, identificación, estado, fechas, promedio, institución, nacimiento, respuestas correctas); 20 por página' })
  find(@Query(new ZodValidationPipe(listApplicationsQuery)) query: ListApplicationsQuery) {
    return this.list.find(query);
  }
}
