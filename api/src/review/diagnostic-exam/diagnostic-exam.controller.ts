import { Controller, Get, Inject, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import { examReview } from '@postula/catalogs';
import type { ExamAnswerInput, ExamBank } from '@postula/catalogs';
import { ROUTES } from '@postula/contract';
import { applicationIdQuery } from '@postula/contract';
import type { ApplicationIdQuery } from '@postula/contract';
import { DomainError, REVIEW_MESSAGES } from '@postula/domain';
import type pg from 'pg';
import { CurrentUser, Roles, STAFF_READERS } from '../../auth/access.decorators.js';
import type { AuthenticatedUser } from '../../auth/access.decorators.js';
import { AccessAudit } from '../../audit/access-audit.js';
import { ApiRoute } from '../../common/api-route.js';
import { ZodValidationPipe } from '../../common/zod-validation.pipe.js';
import { EXAM_BANK } from '../../exam/exam-bank.provider.js';
import { PG_POOL } from '../../platform/platform.tokens.js';

const SQL = `SELECT answers, correct_answers, total_questions, percentage::float8 AS percentage, level_achieved, completed_at
             FROM read.exam_results WHERE application_id = $1`;

interface ExamRow {
  answers: ExamAnswerInput[];
  correct_answers: number;
  total_questions: number;
  percentage: number;
  level_achieved: string;
  completed_at: Date;
}

@ApiTags('revisión')
@ApiBearerAuth()
@Roles(...STAFF_READERS)
@Controller('applications')
export class DiagnosticExamController {
  constructor(
    @Inject(PG_POOL) private readonly pool: pg.Pool,
    @Inject(EXAM_BANK) private readonly bank: ExamBank,
    private readonly audit: AccessAudit,
  ) {}

  @ApiRoute(ROUTES.diagnosticExam)
  @Get('diagnostic-exam')
  @ApiOperation({ summary: 'Examen diagnóstico de un postulante: resumen y cada pregunta con la opción elegida y la correcta' })
  async find(@Query(new ZodValidationPipe(applicationIdQuery)) { id }: ApplicationIdQuery, @CurrentUser() user: AuthenticatedUser) {
    const exam = (await this.pool.query<ExamRow>(SQL, [id])).rows[0];
    if (!exam) throw new DomainError('not_found', REVIEW_MESSAGES.examNotFound);
    await this.audit.record(id, user, { kind: 'details', via: 'diagnostic_exam' });
    const { answers, ...summary } = exam;
    return { summary, questions: examReview(this.bank, answers) };
  }
}
