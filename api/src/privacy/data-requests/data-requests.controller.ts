import { Body, Controller, Get, Inject, Post, Query } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import {
  DATA_REQUEST_FILED_MESSAGE,
  DATA_REQUEST_KEPT_BY_LAW_MESSAGE,
  DATA_REQUEST_RESOLVED_MESSAGE,
  DATA_REQUEST_STATUS_LABELS,
  DATA_REQUEST_TYPE_LABELS,
  dataRequestSchema,
  dataRequestsQuery,
  resolveDataRequestSchema,
  ROUTES,
} from '@postula/contract';
import type { DataRequestInput, DataRequestsQueryInput, ResolveDataRequestInput } from '@postula/contract';
import type { DataRequestFiled, DataRequestResolved } from '@postula/domain';
import { CLOCK } from '@postula/platform';
import type { Clock } from '@postula/platform';
import { CurrentUser, Roles } from '../../auth/access.decorators.js';
import type { AuthenticatedUser } from '../../auth/access.decorators.js';
import { ApiRoute } from '../../common/api-route.js';
import { ZodValidationPipe } from '../../common/zod-validation.pipe.js';
import { DataRequestsQuery } from './data-requests.query.js';
import { FileDataRequestCommand } from './file-data-request.command.js';
import { ResolveDataRequestCommand } from './resolve-data-request.command.js';

/** The applicant asks to rectify, delete or object (LOPDP Arts. 14–16). */
@ApiTags('protección de datos')
@ApiBearerAuth()
@Controller('applicant/data-requests')
export class ApplicantDataRequestsController {
  constructor(private readonly commands: CommandBus) {}

  @ApiRoute(ROUTES.fileDataRequest)
  @Post()
  @Roles('user')
  @ApiOperation({ summary: 'Solicitud de rectificación, eliminación u oposición; se responde en 15 días' })
  async file(@CurrentUser() user: AuthenticatedUser, @Body(new ZodValidationPipe(dataRequestSchema)) body: DataRequestInput) {
    const d = await this.commands.execute<FileDataRequestCommand, DataRequestFiled['data']>(new FileDataRequestCommand(user.id, body));
    const data = {
      id: d.requestId,
      type: d.requestType,
      type_es: DATA_REQUEST_TYPE_LABELS[d.requestType],
      status: 'pending' as const,
      status_es: DATA_REQUEST_STATUS_LABELS.pending,
      message: d.message,
      created_at: d.filedAt,
      due_at: d.dueAt,
      resolved_at: null,
      reason: null,
    };
    return { status: 'success', message: DATA_REQUEST_FILED_MESSAGE, data };
  }
}

/** The staff queue 'Derechos de datos': superadmins read and resolve it. */
@ApiTags('protección de datos')
@ApiBearerAuth()
@Controller('data-requests')
export class StaffDataRequestsController {
  constructor(
    private readonly commands: CommandBus,
    private readonly requests: DataRequestsQuery,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  @ApiRoute(ROUTES.dataRequests)
  @Get()
  @Roles('superadmin')
  @ApiOperation({ summary: 'Solicitudes de derechos de datos: pendientes primero, las vencidas arriba (plazo de 15 días)' })
  list(@Query(new ZodValidationPipe(dataRequestsQuery)) query: DataRequestsQueryInput) {
    return this.requests.queue(query, new Date(this.clock.now()));
  }

  @ApiRoute(ROUTES.resolveDataRequest)
  @Post('resolve')
  @Roles('superadmin')
  @ApiOperation({ summary: 'Atiende o rechaza una solicitud (una sola vez: otra resolución responde 409); atender una eliminación borra los datos personales' })
  async resolve(@CurrentUser() user: AuthenticatedUser, @Body(new ZodValidationPipe(resolveDataRequestSchema)) body: ResolveDataRequestInput) {
    const d = await this.commands.execute<ResolveDataRequestCommand, DataRequestResolved['data']>(new ResolveDataRequestCommand(body, user.id));
    return {
      status: 'success',
      message: d.keptByLaw ? DATA_REQUEST_KEPT_BY_LAW_MESSAGE : DATA_REQUEST_RESOLVED_MESSAGE,
      data: { id: d.requestId, status: d.decision, reason: d.reply, kept_by_law: d.keptByLaw, changes: d.changes ?? [] },
    };
  }
}
