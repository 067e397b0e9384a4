import { Controller, Get, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ROUTES } from '@postula/contract';
import { REVIEW_MESSAGES as M } from '@postula/domain';
import { CurrentUser, Roles, STAFF_READERS } from '../../auth/access.decorators.js';
import type { AuthenticatedUser } from '../../auth/access.decorators.js';
import { ApiRoute } from '../../common/api-route.js';
import { AutoRejectCommand } from './auto-reject.command.js';
import { EntryConditionsQuery } from './entry-conditions.query.js';

@ApiTags('revisión')
@ApiBearerAuth()
@Controller('applications')
export class EntryConditionsController {
  constructor(
    private readonly commands: CommandBus,
    private readonly entryConditions: EntryConditionsQuery,
  ) {}

  @ApiRoute(ROUTES.entryConditions)
  @Get('entry-conditions')
  @Roles(...STAFF_READERS)
  @ApiOperation({ summary: 'Aplicaciones enviadas y sin decisión que no cumplen las condiciones de ingreso, con el motivo' })
  async list() {
    return { applications: await this.entryConditions.failing() };
  }

  @ApiRoute(ROUTES.autoReject)
  @Post('auto-reject')
  @Roles('superadmin')
  @ApiOperation({ summary: 'Rechaza automáticamente las aplicaciones que no cumplen las condiciones de ingreso (queda registrado con el usuario)' })
  async autoReject(@CurrentUser() user: AuthenticatedUser) {
    const rejected = await this.commands.execute<AutoRejectCommand, number>(new AutoRejectCommand(user.id));
    return { status: 'success', message: M.autoRejected(rejected), rejected };
  }
}
