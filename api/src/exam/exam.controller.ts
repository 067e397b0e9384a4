import { Body, Controller, Get, Inject, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import { publicExam } from '@postula/catalogs';
import type { ExamBank } from '@postula/catalogs';
import { ROUTES } from '@postula/contract';
import { EXAM_SENT_MESSAGE } from '@postula/contract';
import { DomainError, examResultMeaning } from '@postula/domain';
import type { AppConfig } from '@postula/platform';
import { examAnswersSchema } from '@postula/validation';
import { CurrentUser, Roles } from '../auth/access.decorators.js';
import type { AuthenticatedUser } from '../auth/access.decorators.js';
import { parseWith } from '../applications/common/application-rules.js';
import { ApplicationQueries } from '../applications/queries/application-queries.js';
import { ApiRoute } from '../common/api-route.js';
import { CONFIG } from '../platform/platform.tokens.js';
import { EXAM_BANK } from './exam-bank.provider.js';
import { CompleteExamCommand } from './complete-exam.command.js';

const UNANSWERED = /^Te faltan \d+ pregunta\(s\) por contestar\.$/;

/** The diagnostic exam: step 1, answered once, before the form opens. */
@ApiTags('evaluación diagnóstica')
@ApiBearerAuth()
@Roles('user')
@Controller('diagnostic')
export class ExamController {
  private readonly questionIds: number[];

  constructor(
    private readonly commands: CommandBus,
    private readonly queries: ApplicationQueries,
    @Inject(EXAM_BANK) private readonly bank: ExamBank,
    @Inject(CONFIG) private readonly config: AppConfig,
  ) {
    this.questionIds = bank.map((q) => q.id);
  }

  @ApiRoute(ROUTES.exam)
  @Get('exam')
  @ApiOperation({ summary: 'Preguntas por nivel (A1, A2, B1, B2), sin las respuestas correctas' })
  exam() {
    return publicExam(this.bank);
  }

  @ApiRoute(ROUTES.submitExam)
  @Post('submit')
  @ApiOperation({ summary: 'Envía las respuestas (todas, una sola vez)' })
  async submit(@CurrentUser() user: AuthenticatedUser, @Body() body: unknown) {
    const { answers } = this.parse(body);
    await this.commands.execute(new CompleteExamCommand(user.id, answers));
    return { status: 'success', message: EXAM_SENT_MESSAGE, has_completed_exam: true };
  }

  @ApiRoute(ROUTES.examStatus)
  @Get('status')
  @ApiOperation({ summary: 'Si el postulante ya rindió la evaluación y, si la rindió, su resultado y lo que significa frente al mínimo del programa' })
  async status(@CurrentUser() user: AuthenticatedUser) {
    const row = await this.queries.application(user.id);
    const done = row?.has_completed_exam ?? false;
    const minimum = this.config.programme.exam.minCorrectAnswers;
    const result = done && row!.exam_correct_answers !== null ? examResultMeaning(row!.exam_correct_answers, minimum) : null;
    return {
      has_completed_exam: done,
      correct_answers: done ? row!.exam_correct_answers : null,
      total_questions: done ? row!.exam_total_questions : null,
      minimum_correct_answers: minimum,
      meets_minimum: result?.meetsMinimum ?? null,
      meaning: result?.text ?? null,
    };
  }

  /** Unanswered questions lead the answer with the spec's notice 'Te faltan N pregunta(s) por contestar.'. */
  private parse(body: unknown) {
    try {
      return parseWith(examAnswersSchema(this.questionIds), body);
    } catch (error) {
      const notice = error instanceof DomainError ? error.errors?.answers?.find((m) => UNANSWERED.test(m)) : undefined;
      if (notice) throw new DomainError('invalid', notice, (error as DomainError).errors);
      throw error;
    }
  }
}
