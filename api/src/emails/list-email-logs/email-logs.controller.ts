import { Controller, Get, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Roles, STAFF_READERS } from '../../auth/access.decorators.js';
import { ZodValidationPipe } from '../../common/zod-validation.pipe.js';
import { emailLogsQuerySchema } from './email-logs-query.schema.js';
import type { EmailLogsQueryInput } from './email-logs-query.schema.js';
import { EmailLogsQuery } from './email-logs.query.js';

@ApiTags('correos')
@ApiBearerAuth()
@Controller('email-logs')
export class EmailLogsController {
  constructor(private readonly emailLogs: EmailLogsQuery) {}

  @Get()
  @Roles(...STAFF_READERS)
  @ApiOperation({ summary: 'Registro de correos enviados, con filtros y paginación (10 por página por defecto)' })
  list(@Query(new ZodValidationPipe(emailLogsQuerySchema)) query: EmailLogsQueryInput) {
    return this.emailLogs.list(query);
  }
}
