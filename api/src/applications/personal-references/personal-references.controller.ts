import { ROUTES } from '@postula/contract';
import { randomUUID } from 'node:crypto';
import { Body, Controller, Delete, Get, Post, Query } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import { DomainError, SECTION_NOT_FOUND } from '@postula/domain';
import { personalReferenceDeleteSchema } from '@postula/validation';
import { CurrentUser, Roles } from '../../auth/access.decorators.js';
import type { AuthenticatedUser } from '../../auth/access.decorators.js';
import { ApiRoute } from '../../common/api-route.js';
import { ChangeApplicationCommand } from '../change-application/change-application.command.js';
import { ApplicationRules, parseWith } from '../common/application-rules.js';
import { success } from '../common/responses.js';
import { ApplicationQueries } from '../queries/application-queries.js';

/** Step 4: a list of references, at least one; the last one cannot be deleted. */
@ApiTags('postulación')
@ApiBearerAuth()
@Roles('user')
@Controller('application/personal-references')
export class PersonalReferencesController {
  constructor(
    private readonly commands: CommandBus,
    private readonly rules: ApplicationRules,
    private readonly queries: ApplicationQueries,
  ) {}

  @ApiRoute(ROUTES.references)
  @Get()
  @ApiOperation({ summary: 'Paso 4: referencias personales (404 si no hay ninguna)' })
  async list(@CurrentUser() user: AuthenticatedUser) {
    const references = await this.queries.references(user.id);
    if (!references.length) throw new DomainError('not_found', SECTION_NOT_FOUND.personal_references);
    return { personal_references: references };
  }

  @ApiRoute(ROUTES.addReference)
  @Post()
  @ApiOperation({ summary: 'Paso 4: agrega una referencia personal' })
  async add(@CurrentUser() user: AuthenticatedUser, @Body() body: unknown) {
    const reference = this.rules.parse('personal_reference', body);
    const referenceId = randomUUID();
    await this.commands.execute(new ChangeApplicationCommand({ type: 'AddPersonalReference', data: { applicantId: user.id, referenceId, reference } }));
    return success('Referencia personal agregada exitosamente', { id: referenceId, ...reference });
  }

  @ApiRoute(ROUTES.deleteReference)
  @Delete()
  @ApiOperation({ summary: 'Paso 4: elimina una referencia personal (cuerpo reference_id)' })
  async remove(@CurrentUser() user: AuthenticatedUser, @Body() body: Record<string, unknown> | undefined, @Query() query: Record<string, unknown>) {
    const { reference_id } = parseWith(personalReferenceDeleteSchema, { ...query, ...body });
    await this.commands.execute(new ChangeApplicationCommand({ type: 'RemovePersonalReference', data: { applicantId: user.id, referenceId: reference_id } }));
    return success('Referencia personal eliminada exitosamente');
  }
}
