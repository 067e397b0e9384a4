import { Controller, Get, Inject, Query, StreamableFile } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ROUTES } from '@postula/contract';
import { applicationIdQuery } from '@postula/contract';
import type { ApplicationIdQuery } from '@postula/contract';
import { CLOCK, type AppConfig } from '@postula/platform';
import type { Clock } from '@postula/platform';
import { AccessAudit } from '../../audit/access-audit.js';
import { CurrentUser, Roles, STAFF_READERS } from '../../auth/access.decorators.js';
import type { AuthenticatedUser } from '../../auth/access.decorators.js';
import { ApiRoute } from '../../common/api-route.js';
import { attachment } from '../../common/content-disposition.js';
import { ZodValidationPipe } from '../../common/zod-validation.pipe.js';
import { CONFIG } from '../../platform/platform.tokens.js';
import { PDF_TYPE, renderPdf } from '../pdf/pdf-renderer.js';
import { applicationSheetDocument } from './application-sheet.document.js';
import { ApplicationSheetQuery } from './application-sheet.query.js';

@ApiTags('exportaciones')
@ApiBearerAuth()
@Controller('applications')
export class ApplicationSheetController {
  constructor(
    @Inject(CONFIG) private readonly config: AppConfig,
    private readonly query: ApplicationSheetQuery,
    private readonly audit: AccessAudit,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  @ApiRoute(ROUTES.applicationPdf)
  @Get('pdf')
  @Roles(...STAFF_READERS)
  @ApiOperation({ summary: 'Ficha del aplicante en PDF (todas las secciones): ficha-aplicante-{id}.pdf' })
  async pdf(@CurrentUser() user: AuthenticatedUser, @Query(new ZodValidationPipe(applicationIdQuery)) { id }: ApplicationIdQuery) {
    const sheet = await this.query.sheet(id);
    await this.audit.record(id, user, { kind: 'details', via: 'pdf' });
    const pdf = await renderPdf(applicationSheetDocument(sheet, this.config.programme.timezone, new Date(this.clock.now())));
    return new StreamableFile(pdf, { type: PDF_TYPE, disposition: attachment(`ficha-aplicante-${id}.pdf`) });
  }
}
