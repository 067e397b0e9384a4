import { ROUTES } from '@postula/contract';
import { randomUUID } from 'node:crypto';
import { Body, Controller, Delete, Get, Post, Put, Query } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import { householdMemberDeleteSchema } from '@postula/validation';
import { CurrentUser, Roles } from '../../auth/access.decorators.js';
import type { AuthenticatedUser } from '../../auth/access.decorators.js';
import { ApiRoute } from '../../common/api-route.js';
import { ChangeApplicationCommand } from '../change-application/change-application.command.js';
import { ApplicationRules, parseWith } from '../common/application-rules.js';
import { success } from '../common/responses.js';
import { ApplicationQueries } from '../queries/application-queries.js';

/** Step 5: the household, at least one member; the last one cannot be deleted. */
@ApiTags('postulación')
@ApiBearerAuth()
@Roles('user')
@Controller('application/household-members')
export class HouseholdMembersController {
  constructor(
    private readonly commands: CommandBus,
    private readonly rules: ApplicationRules,
    private readonly queries: ApplicationQueries,
  ) {}

  @ApiRoute(ROUTES.members)
  @Get()
  @ApiOperation({ summary: 'Paso 5: miembros del hogar (lista vacía si no hay ninguno)' })
  async list(@CurrentUser() user: AuthenticatedUser) {
    return { household_members: await this.queries.members(user.id) };
  }

  @ApiRoute(ROUTES.addMember)
  @Post()
  @ApiOperation({ summary: 'Paso 5: agrega un miembro del hogar' })
  async add(@CurrentUser() user: AuthenticatedUser, @Body() body: unknown) {
    const member = this.rules.parse('household_member', body);
    const memberId = randomUUID();
    await this.commands.execute(new ChangeApplicationCommand({ type: 'AddHouseholdMember', data: { applicantId: user.id, memberId, member: { ...member } } }));
    return success('Miembro agregado exitosamente', { id: memberId, ...member });
  }

  @ApiRoute(ROUTES.updateMember)
  @Put()
  @ApiOperation({ summary: 'Paso 5: actualiza un miembro del hogar (member_id y sus campos)' })
  async update(@CurrentUser() user: AuthenticatedUser, @Body() body: unknown) {
    const { member_id, ...member } = this.rules.parse('household_member_update', body);
    await this.commands.execute(new ChangeApplicationCommand({ type: 'UpdateHouseholdMember', data: { applicantId: user.id, memberId: member_id, member } }));
    return success('Miembro actualizado exitosamente', { id: member_id, ...member });
  }

  @ApiRoute(ROUTES.deleteMember)
  @Delete()
  @ApiOperation({ summary: 'Paso 5: elimina un miembro del hogar (cuerpo member_id)' })
  async remove(@CurrentUser() user: AuthenticatedUser, @Body() body: Record<string, unknown> | undefined, @Query() query: Record<string, unknown>) {
    const { member_id } = parseWith(householdMemberDeleteSchema, { ...query, ...body });
    await this.commands.execute(new ChangeApplicationCommand({ type: 'RemoveHouseholdMember', data: { applicantId: user.id, memberId: member_id } }));
    return success('Miembro eliminado exitosamente');
  }
}
