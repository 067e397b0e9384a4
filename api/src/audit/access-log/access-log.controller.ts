import { Controller, Get, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ROUTES } from '@postula/contract';
import type { AccessLogQuery } from '@postula/contract';
import { accessLogQuery } from '@postula/contract';
import { Roles } from '../../auth/access.decorators.js';
import { ApiRoute } from '../../common/api-route.js';
import { ZodValidationPipe } from '../../common/zod-validation.pipe.js';
import { AccessLogList } from './access-log.query.js';

@ApiTags('auditoría')
@ApiBearerAuth()
@Controller('applications')
export class AccessLogController {
  constructor(private readonly list: AccessLogList) {}

  @ApiRoute(ROUTES.accessLog)
  @Get('access-log')
  @Roles('superadmin', 'auditor')
  @ApiOperation({ summary: 'Quién consultó la aplicación o descargó sus documentos, del más reciente al más antiguo (50 por página)' })
  find(@Query(new ZodValidationPipe(accessLogQuery)) query: AccessLogQuery) {
    return this.list.find(query);
  }
}
