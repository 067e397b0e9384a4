import { Body, Controller, Get, Inject, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import { retentionHoldSchema, retentionReleaseSchema, ROUTES } from '@postula/contract';
import { CLOCK } from '@postula/platform';
import type { Clock } from '@postula/platform';
import type { z } from 'zod';
import { CurrentUser, Roles } from '../../auth/access.decorators.js';
import type { AuthenticatedUser } from '../../auth/access.decorators.js';
import { ApiRoute } from '../../common/api-route.js';
import { ZodValidationPipe } from '../../common/zod-validation.pipe.js';
import { RetentionHoldCommand } from './retention-hold.command.js';
import { RetentionQuery } from './retention.query.js';

/** 'Retención de datos' (superadmin): what the next run of the retention sweep erases, and holds for pending claims. */
@ApiTags('protección de datos')
@ApiBearerAuth()
@Roles('superadmin')
@Controller('retention')
export class RetentionController {
  constructor(
    private readonly commands: CommandBus,
    private readonly query: RetentionQuery,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  @ApiRoute(ROUTES.retention)
  @Get()
  @ApiOperation({ summary: 'Lo que la próxima ejecución del plazo de conservación eliminará, y las postulaciones retenidas' })
  list() {
    return this.query.nextRun(this.clock.now());
  }

  @ApiRoute(ROUTES.holdRetention)
  @Post('hold')
  @ApiOperation({ summary: 'Retiene los datos de una postulación (reclamo pendiente, art. 18): la limpieza no los elimina' })
  async hold(@Body(new ZodValidationPipe(retentionHoldSchema)) body: z.output<typeof retentionHoldSchema>, @CurrentUser() user: AuthenticatedUser) {
    await this.commands.execute(new RetentionHoldCommand(body.application_id, user.id, body.reason));
    return { status: 'success' as const, message: 'Postulación retenida: sus datos no se eliminarán mientras dure la retención', data: { application_id: body.application_id, held: true } };
  }

  @ApiRoute(ROUTES.releaseRetention)
  @Post('release')
  @ApiOperation({ summary: 'Levanta la retención: la próxima ejecución elimina los datos si su plazo terminó' })
  async release(@Body(new ZodValidationPipe(retentionReleaseSchema)) body: z.output<typeof retentionReleaseSchema>, @CurrentUser() user: AuthenticatedUser) {
    await this.commands.execute(new RetentionHoldCommand(body.application_id, user.id, null));
    return { status: 'success' as const, message: 'Retención levantada', data: { application_id: body.application_id, held: false } };
  }
}
