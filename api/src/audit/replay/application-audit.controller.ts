import { Controller, Get, Param, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ROUTES } from '@postula/contract';
import type { AuditDiffQuery, AuditEventsQuery, AuditStateQuery } from '@postula/contract';
import { applicationPath, auditDiffQuery, auditEventsQuery, auditStateQuery } from '@postula/contract';
import { CurrentUser, Roles } from '../../auth/access.decorators.js';
import type { AuthenticatedUser } from '../../auth/access.decorators.js';
import { ApiRoute } from '../../common/api-route.js';
import { ZodValidationPipe } from '../../common/zod-validation.pipe.js';
import { AccessAudit } from '../access-audit.js';
import { ApplicationAuditQuery } from './application-audit.query.js';

const applicationId = new ZodValidationPipe(applicationPath);

/** GET audit/applications/{id}/events|state|diff: superadmins and auditors; each read is itself recorded in the access log. */
@ApiTags('auditoría')
@ApiBearerAuth()
@Roles('superadmin', 'auditor')
@Controller('audit/applications')
export class ApplicationAuditController {
  constructor(
    private readonly audit: ApplicationAuditQuery,
    private readonly accessAudit: AccessAudit,
  ) {}

  @ApiRoute(ROUTES.auditEvents)
  @Get(':id/events')
  @ApiOperation({ summary: 'Todos los eventos de la aplicación en orden: tipo, hora, actor (nombre y rol) y datos (50 por página)' })
  async events(@Param(applicationId) { id }: { id: string }, @Query(new ZodValidationPipe(auditEventsQuery)) query: AuditEventsQuery, @CurrentUser() user: AuthenticatedUser) {
    const page = await this.audit.events(id, query);
    await this.accessAudit.record(id, user, { kind: 'details', via: 'audit' });
    return page;
  }

  @ApiRoute(ROUTES.auditState)
  @Get(':id/state')
  @ApiOperation({ summary: 'La aplicación tal como estaba en el instante `at` (ISO 8601), reconstruida con los eventos hasta entonces' })
  async state(@Param(applicationId) { id }: { id: string }, @Query(new ZodValidationPipe(auditStateQuery)) query: AuditStateQuery, @CurrentUser() user: AuthenticatedUser) {
    const application = await this.audit.state(id, query);
    await this.accessAudit.record(id, user, { kind: 'details', via: 'audit' });
    return { application };
  }

  @ApiRoute(ROUTES.auditDiff)
  @Get(':id/diff')
  @ApiOperation({ summary: 'Qué cambió entre `from` y `to`, campo por campo: sección, campo, antes, después, quién y cuándo' })
  async diff(@Param(applicationId) { id }: { id: string }, @Query(new ZodValidationPipe(auditDiffQuery)) query: AuditDiffQuery, @CurrentUser() user: AuthenticatedUser) {
    const diff = await this.audit.diff(id, query);
    await this.accessAudit.record(id, user, { kind: 'details', via: 'audit' });
    return diff;
  }
}
