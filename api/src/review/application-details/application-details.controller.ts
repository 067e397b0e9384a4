import { Controller, Get, Inject, Query } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ROUTES } from '@postula/contract';
import { applicationIdQuery } from '@postula/contract';
import type { ApplicationIdQuery } from '@postula/contract';
import { DomainError, REVIEW_MESSAGES } from '@postula/domain';
import { EVENT_STORE, waitForProjections } from '@postula/platform';
import type { EventStore } from '@postula/platform';
import type pg from 'pg';
import { CurrentUser, Roles, STAFF_READERS } from '../../auth/access.decorators.js';
import type { AuthenticatedUser } from '../../auth/access.decorators.js';
import { AccessAudit } from '../../audit/access-audit.js';
import type { Decision } from '../../common/write-path.js';
import { ApiRoute } from '../../common/api-route.js';
import { ZodValidationPipe } from '../../common/zod-validation.pipe.js';
import { PG_POOL } from '../../platform/platform.tokens.js';
import { ApplicationDetailsQuery } from './application-details.query.js';
import { StartReviewCommand } from './start-review.command.js';

/** The details answer after the review it may have started: wait (bounded) for the read model to show it. */
const PROJECTION_WAIT_MS = 5000;

@ApiTags('revisión')
@ApiBearerAuth()
@Roles(...STAFF_READERS)
@Controller('applications')
export class ApplicationDetailsController {
  constructor(
    private readonly commands: CommandBus,
    private readonly details: ApplicationDetailsQuery,
    @Inject(PG_POOL) private readonly pool: pg.Pool,
    @Inject(EVENT_STORE) private readonly store: EventStore,
    private readonly audit: AccessAudit,
  ) {}

  @ApiRoute(ROUTES.applicationDetails)
  @Get('details')
  @ApiOperation({ summary: 'Detalles completos de una aplicación; abrirla pasa una aplicación enviada o corregida a under_review (salvo un auditor, que solo lee)' })
  async find(@Query(new ZodValidationPipe(applicationIdQuery)) { id }: ApplicationIdQuery, @CurrentUser() user: AuthenticatedUser) {
    // An auditor reads only: opening the application never puts it under their review.
    const started = user.role === 'auditor' ? undefined : await this.commands.execute<StartReviewCommand, Decision<unknown>>(new StartReviewCommand(id, user.id));
    if (started?.position) await waitForProjections(this.pool, this.store, started.position, { timeoutMs: PROJECTION_WAIT_MS, names: ['application-details'] });
    const application = await this.details.find(id);
    if (!application) throw new DomainError('not_found', REVIEW_MESSAGES.applicationNotFound);
    // Under load the read model may still miss this very opening. When it misses nothing else, the details carry the
    // status and revision the opening produced, so the reviewer's decision is not refused as stale by their own opening.
    if (started?.position && application.revision === started.revision - started.events.length) {
      application.revision = started.revision;
      application.application_info.status = 'under_review';
    }
    await this.audit.record(id, user, { kind: 'details', via: 'details' });
    return { application };
  }
}
