import { Controller, Get } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ROUTES } from '@postula/contract';
import { Roles, STAFF_READERS } from '../../auth/access.decorators.js';
import { ApiRoute } from '../../common/api-route.js';
import { ApplicationStatistics } from './application-statistics.query.js';

@ApiTags('estadísticas')
@ApiBearerAuth()
@Controller('applications')
export class ApplicationStatisticsController {
  constructor(private readonly statistics: ApplicationStatistics) {}

  @ApiRoute(ROUTES.applicationStatistics)
  @Get('statistics')
  @Roles(...STAFF_READERS)
  @ApiOperation({ summary: 'Panel de control: cuentas, aplicaciones por estado, avance del formulario, género, edades y envíos por día' })
  get() {
    return this.statistics.get();
  }
}
