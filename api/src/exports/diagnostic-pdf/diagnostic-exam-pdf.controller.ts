import { Controller, Get, Inject, Query, StreamableFile } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { ExamBank } from '@postula/catalogs';
import { ROUTES } from '@postula/contract';
import { applicationIdQuery } from '@postula/contract';
import type { ApplicationIdQuery } from '@postula/contract';
import { DomainError, REVIEW_MESSAGES } from '@postula/domain';
import { ApiRoute } from '../../common/api-route.js';
import { CONFIG } from '../../platform/platform.tokens.js';
import type { AppConfig } from '@postula/platform';
import { AccessAudit } from '../../audit/access-audit.js';
import { CurrentUser, Roles, STAFF_READERS } from '../../auth/access.decorators.js';
import type { AuthenticatedUser } from '../../auth/access.decorators.js';
import { attachment } from '../../common/content-disposition.js';
import { ZodValidationPipe } from '../../common/zod-validation.pipe.js';
import { EXAM_BANK } from '../../exam/exam-bank.provider.js';
import { ApplicationSheetQuery } from '../application-sheet/application-sheet.query.js';
import { PDF_TYPE, renderPdf } from '../pdf/pdf-renderer.js';
import { diagnosticExamDocument } from './diagnostic-exam.document.js';

@ApiTags('exportaciones')
@ApiBearerAuth()
@Controller('applications/diagnostic-exam')
export class DiagnosticExamPdfController {
  constructor(
    @Inject(CONFIG) private readonly config: AppConfig,
    private readonly query: ApplicationSheetQuery,
    private readonly audit: AccessAudit,
    @Inject(EXAM_BANK) private readonly bank: ExamBank,
  ) {}

  @ApiRoute(ROUTES.diagnosticExamPdf)
  @Get('pdf')
  @Roles(...STAFF_READERS)
  @ApiOperation({ summary: 'Examen diagnóstico en PDF (resumen y cada pregunta con la respuesta elegida y la correcta): diagnostico-aplicante-{id}.pdf' })
  async pdf(@CurrentUser() user: AuthenticatedUser, @Query(new ZodValidationPipe(applicationIdQuery)) { id }: ApplicationIdQuery) {
    const [applicant, exam] = await Promise.all([this.query.applicant(id), this.query.exam(id)]);
    if (!applicant) throw new DomainError('not_found', REVIEW_MESSAGES.applicationNotFound);
    if (!exam) throw new DomainError('not_found', REVIEW_MESSAGES.examNotFound);
    await this.audit.record(id, user, { kind: 'details', via: 'diagnostic_exam_pdf' });
    const pdf = await renderPdf(diagnosticExamDocument(id, applicant, exam, this.bank, this.config.programme.timezone));
    return new StreamableFile(pdf, { type: PDF_TYPE, disposition: attachment(`diagnostico-aplicante-${id}.pdf`) });
  }
}
