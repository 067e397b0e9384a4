import { Body, Controller, Get, Post, Req } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiConsumes, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ROUTES } from '@postula/contract';
import type { FastifyRequest } from 'fastify';
import { CurrentUser, Roles } from '../../auth/access.decorators.js';
import type { AuthenticatedUser } from '../../auth/access.decorators.js';
import { ApiRoute } from '../../common/api-route.js';
import { ApplicationRules } from '../common/application-rules.js';
import { found, success } from '../common/responses.js';
import { ApplicationQueries } from '../queries/application-queries.js';
import { readMultipartForm } from '../uploads/multipart-form.js';
import { SaveEconomicStatusCommand } from './save-economic-status.command.js';

/** The three yes/no answers go back as 1/0, as the form reads them (applicant-side.md section 3). */
const YES_NO = ['currently_working', 'under_dependency', 'entrepreneur_artisan'] as const;

/** Step 6: employment and income, with the RUC certificate for entrepreneurs. */
@ApiTags('postulación')
@ApiBearerAuth()
@Roles('user')
@Controller('application/economic-status')
export class EconomicStatusController {
  constructor(
    private readonly commands: CommandBus,
    private readonly rules: ApplicationRules,
    private readonly queries: ApplicationQueries,
  ) {}

  @ApiRoute(ROUTES.economicStatus)
  @Get()
  @ApiOperation({ summary: 'Paso 6: situación laboral (404 si aún no se guardó)' })
  async read(@CurrentUser() user: AuthenticatedUser) {
    const application = await this.queries.application(user.id);
    const details = found(application?.economic_status, 'economic_status');
    return {
      ...details,
      ...Object.fromEntries(YES_NO.map((f) => [f, details[f] ? 1 : 0])),
      ruc_certificate_name: application?.ruc_certificate?.file_name ?? null,
    };
  }

  @ApiRoute(ROUTES.saveEconomicStatus)
  @Post()
  @ApiConsumes('multipart/form-data', 'application/json')
  @ApiOperation({ summary: 'Paso 6: guarda la situación laboral (multipart con ruc_certificate, o JSON sin archivo)' })
  async save(@CurrentUser() user: AuthenticatedUser, @Req() request: FastifyRequest, @Body() body: unknown) {
    const form = request.isMultipart() ? await readMultipartForm(request) : { fields: body, files: [] };
    const details = this.rules.parse('economic_status', form.fields);
    // A browser sends an empty part when no file was chosen: that is "no new certificate".
    const ruc = form.files.find((f) => f.fieldname === 'ruc_certificate' && (f.data.length > 0 || f.tooLarge));
    await this.commands.execute(new SaveEconomicStatusCommand(user.id, details, ruc));
    return success('Situación laboral guardada exitosamente', details);
  }
}
