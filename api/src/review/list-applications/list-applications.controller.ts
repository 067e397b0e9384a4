import { Controller, Get, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Roles } from '../../auth/access.decorators.js';
import { ZodValidationPipe } from '../../common/zod-validation.pipe.js';
import { ApplicationsList, listApplicationsQuery } from './list-applications.query.js';
import type { ListApplicationsQuery } from './list-applications.query.js';

@ApiTags('revisión')
@ApiBearerAuth()
@Roles('superadmin', 'reviewer')
@Controller('applications')
export class ListApplicationsController {
  constructor(private readonly list: ApplicationsList) {}

  @Get('all')
  @ApiOperation({ summary: 'Lista las aplicaciones con filtros (nombre, e-mail, identificación, estado, fechas, promedio, institución, nacimiento, respuestas correctas); 20 por página' })
  find(@Query(new ZodValidationPipe(listApplicationsQuery)) query: ListApplicationsQuery) {
    return this.list.find(query);
  }
}
