import { Body, Controller, Get, Post, Put } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ROUTES } from '@postula/contract';
import type { FormSection } from '@postula/domain';
import { CurrentUser, Roles } from '../../auth/access.decorators.js';
import type { AuthenticatedUser } from '../../auth/access.decorators.js';
import { ApiRoute } from '../../common/api-route.js';
import { ChangeApplicationCommand } from '../change-application/change-application.command.js';
import { ApplicationRules } from '../common/application-rules.js';
import { found, success } from '../common/responses.js';
import { ApplicationQueries } from '../queries/application-queries.js';

const SAVED: Record<FormSection, string> = {
  personal_details: 'Datos personales guardados exitosamente',
  address_details: 'Datos de dirección guardados exitosamente',
  academic_details: 'Datos académicos guardados exitosamente',
  financial_summary: 'Resumen financiero guardado exitosamente',
};

/**
 * Steps 1, 2, 3 and 8: each saved whole. POST creates or overwrites; PUT updates a section already saved (404 otherwise),
 * as the portal calls POST the first time and PUT afterwards. Two tabs saving different steps both keep their data.
 */
@ApiTags('postulación')
@ApiBearerAuth()
@Roles('user')
@Controller('application')
export class FormSectionsController {
  constructor(
    private readonly commands: CommandBus,
    private readonly rules: ApplicationRules,
    private readonly queries: ApplicationQueries,
  ) {}

  @ApiRoute(ROUTES.personalDetails)
  @Get('personal-details')
  @ApiOperation({ summary: 'Paso 1: datos personales (404 si aún no se guardaron)' })
  personalDetails(@CurrentUser() user: AuthenticatedUser) {
    return this.read(user, 'personal_details');
  }

  @ApiRoute(ROUTES.createPersonalDetails)
  @Post('personal-details')
  @ApiOperation({ summary: 'Paso 1: guarda los datos personales' })
  createPersonalDetails(@CurrentUser() user: AuthenticatedUser, @Body() body: unknown) {
    return this.save(user, 'personal_details', body, { editsSaved: false });
  }

  @ApiRoute(ROUTES.updatePersonalDetails)
  @Put('personal-details')
  @ApiOperation({ summary: 'Paso 1: actualiza los datos personales' })
  updatePersonalDetails(@CurrentUser() user: AuthenticatedUser, @Body() body: unknown) {
    return this.save(user, 'personal_details', body, { editsSaved: true });
  }

  @ApiRoute(ROUTES.addressDetails)
  @Get('address-details')
  @ApiOperation({ summary: 'Paso 2: dirección y contacto (404 si aún no se guardaron)' })
  addressDetails(@CurrentUser() user: AuthenticatedUser) {
    return this.read(user, 'address_details');
  }

  @ApiRoute(ROUTES.createAddressDetails)
  @Post('address-details')
  @ApiOperation({ summary: 'Paso 2: guarda la dirección y el contacto' })
  createAddressDetails(@CurrentUser() user: AuthenticatedUser, @Body() body: unknown) {
    return this.save(user, 'address_details', body, { editsSaved: false });
  }

  @ApiRoute(ROUTES.updateAddressDetails)
  @Put('address-details')
  @ApiOperation({ summary: 'Paso 2: actualiza la dirección y el contacto' })
  updateAddressDetails(@CurrentUser() user: AuthenticatedUser, @Body() body: unknown) {
    return this.save(user, 'address_details', body, { editsSaved: true });
  }

  @ApiRoute(ROUTES.academicDetails)
  @Get('academic-details')
  @ApiOperation({ summary: 'Paso 3: datos académicos (404 si aún no se guardaron)' })
  academicDetails(@CurrentUser() user: AuthenticatedUser) {
    return this.read(user, 'academic_details');
  }

  @ApiRoute(ROUTES.createAcademicDetails)
  @Post('academic-details')
  @ApiOperation({ summary: 'Paso 3: guarda los datos académicos' })
  createAcademicDetails(@CurrentUser() user: AuthenticatedUser, @Body() body: unknown) {
    return this.save(user, 'academic_details', body, { editsSaved: false });
  }

  @ApiRoute(ROUTES.updateAcademicDetails)
  @Put('academic-details')
  @ApiOperation({ summary: 'Paso 3: actualiza los datos académicos' })
  updateAcademicDetails(@CurrentUser() user: AuthenticatedUser, @Body() body: unknown) {
    return this.save(user, 'academic_details', body, { editsSaved: true });
  }

  @ApiRoute(ROUTES.financialSummary)
  @Get('financial-summary')
  @ApiOperation({ summary: 'Paso 8: resumen financiero (404 si aún no se guardó)' })
  financialSummary(@CurrentUser() user: AuthenticatedUser) {
    return this.read(user, 'financial_summary');
  }

  @ApiRoute(ROUTES.saveFinancialSummary)
  @Post('financial-summary')
  @ApiOperation({ summary: 'Paso 8: guarda el resumen financiero' })
  saveFinancialSummary(@CurrentUser() user: AuthenticatedUser, @Body() body: unknown) {
    return this.save(user, 'financial_summary', body, { editsSaved: false });
  }

  private async read(user: AuthenticatedUser, section: FormSection) {
    return found((await this.queries.application(user.id))?.[section], section);
  }

  private async save(user: AuthenticatedUser, section: FormSection, body: unknown, { editsSaved }: { editsSaved: boolean }) {
    const details = this.rules.parse(section, body);
    await this.commands.execute(new ChangeApplicationCommand({ type: 'SaveSection', data: { applicantId: user.id, section, details, editsSaved } }));
    return success(SAVED[section], details);
  }
}
