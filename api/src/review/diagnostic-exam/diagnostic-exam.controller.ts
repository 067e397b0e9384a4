import { Controller, Get, Inject, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import { examReview } from '@postula/catalogs';
import type { ExamBank } from '@postula/catalogs';
import { ROUTES } from '@postula/contract';
import { applicationIdQuery } from '@postula/contract';
import type { ApplicationIdQuery } from '@postula/contract';
import { DomainError, REVIEW_MESSAGES } from '@postula/domain';
import { CurrentUser, Roles, STAFF_READERS } from '../../auth/access.decorators.js';
import type { AuthenticatedUser } from '../../auth/access.decorators.js';
import { AccessAudit } from '../../audit/access-audit.js';
import { ApiRoute } from '../../common/api-route.js';
import { ZodValidationPipe } from '../../common/zod-validation.pipe.js';
import { EXAM_BANK } from '../../exam/exam-bank.provider.js';
import { ExamResultQuery } from './diagnostic-exam.query.js';

@ApiTags('revisión')
@ApiBearerAuth()
@Roles(...STAFF_READERS)
@Controller('applications')
export class DiagnosticExamController {
  constructor(
    private readonly results: ExamResultQuery,
    @Inject(EXAM_BANK) private readonly bank: ExamBank,
    private readonly audit: AccessAudit,
  ) {}

  @ApiRoute(ROUTES.diagnosticExam)
  @Get('diagnostic-exam')
  @ApiOperation({ summary: 'Examen diagnóstico de un postulante: resumen y cada pregunta con la opción elegida y la correcta' })
  async find(@Query(new ZodValidationPipe(applicationIdQuery)) { id }: ApplicationIdQuery, @CurrentUser() user: AuthenticatedUser) {
    const exam = await this.results.find(id);
    if (!exam) throw new DomainError('not_found', REVIEW_MESSAGES.examNotFound);
    await this.audit.record(id, user, { kind: 'details', via: 'diagnostic_exam' });
    const { answers, ...summary } = exam;
    return { summary, questions: examReview(this.bank, answers) };
  }
}
