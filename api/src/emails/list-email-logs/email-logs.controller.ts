import { Controller, Get, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ROUTES } from '@postula/contract';
import { emailLogsQuery } from '@postula/contract';
import type { EmailLogsQueryInput } from '@postula/contract';
import { Roles, STAFF_READERS } from '../../auth/access.decorators.js';
import { ApiRoute } from '../../common/api-route.js';
import { ZodValidationPipe } from '../../common/zod-validation.pipe.js';
import { EmailLogsQuery } from './email-logs.query.js';

@ApiTags('correos')
@ApiBearerAuth()
@Controller('email-logs')
export class EmailLogsController {
  constructor(private readonly emailLogs: EmailLogsQuery) {}

  @ApiRoute(ROUTES.emailLogs)
  @Get()
  @Roles(...STAFF_READERS)
  @ApiOperation({ summary: 'Registro de correos enviados, con filtros y paginación (10 por página por defecto)' })
  list(@Query(new ZodValidationPipe(emailLogsQuery)) query: EmailLogsQueryInput) {
    return this.emailLogs.list(query);
  }
}
