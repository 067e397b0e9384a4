import { Body, Controller, Headers, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiBody, ApiConsumes, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ROUTES } from '@postula/contract';
import { DomainError } from '@postula/domain';
import { Roles } from '../../auth/access.decorators.js';
import { ApiRoute } from '../../common/api-route.js';
import { ImportApplicantsCommand, ImportReport } from './import-applicants.command.js';
import { IMPORT_COLUMNS } from './import-applicants.handler.js';

@ApiTags('postulantes')
@ApiBearerAuth()
@Controller('applicants')
export class ImportApplicantsController {
  constructor(private readonly commands: CommandBus) {}

  @ApiRoute(ROUTES.importApplicants)
  @Post('import')
  @Roles('superadmin')
  @ApiOperation({ summary: `Crea cuentas de postulantes desde un CSV (columnas: ${IMPORT_COLUMNS.join(', ')}); informa filas creadas y rechazadas` })
  @ApiConsumes('text/csv')
  @ApiBody({ schema: { type: 'string', example: `${IMPORT_COLUMNS.join(',')}\nAna,,Pérez,,ana@example.com,1710034065,cedula` } })
  import(@Body() body: unknown, @Headers('content-type') contentType?: string): Promise<ImportReport> {
    if (typeof body !== 'string' || !contentType?.startsWith('text/csv')) throw new DomainError('invalid', 'Envíe el archivo CSV con Content-Type: text/csv');
    return this.commands.execute<ImportApplicantsCommand, ImportReport>(new ImportApplicantsCommand(body));
  }
}
