import { Body, Controller, Get, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ROUTES } from '@postula/contract';
import { CORRECTIONS_SENT_MESSAGE, SUBMITTED_MESSAGE } from '@postula/contract';
import { APPLICANT_AWARD_EVENT_LABELS, APPLICANT_STATUS_LABELS, completeCorrections, firstCorrectionStep } from '@postula/domain';
import type { ApplicationEvent, ApplicationStatus } from '@postula/domain';
import { CurrentUser, Roles } from '../../auth/access.decorators.js';
import type { AuthenticatedUser } from '../../auth/access.decorators.js';
import { ApiRoute } from '../../common/api-route.js';
import { ChangeApplicationCommand } from '../change-application/change-application.command.js';
import { ApplicationRules } from '../common/application-rules.js';
import { success } from '../common/responses.js';
import { ApplicationQueries } from '../queries/application-queries.js';
import { SubmitApplicationCommand } from './submit-application.command.js';

/** The application as a whole: status, step 9 (submission), and the corrections a reviewer asked for. */
@ApiTags('postulación')
@ApiBearerAuth()
@Roles('user')
@Controller('application')
export class ApplicationController {
  constructor(
    private readonly commands: CommandBus,
    private readonly rules: ApplicationRules,
    private readonly queries: ApplicationQueries,
  ) {}

  @ApiRoute(ROUTES.applicationStatus)
  @Get('status')
  @ApiOperation({ summary: 'Estado de la postulación con su etiqueta para el postulante' })
  async status(@CurrentUser() user: AuthenticatedUser) {
    const status = ((await this.queries.application(user.id))?.status ?? 'none') as ApplicationStatus;
    return { status, status_es: APPLICANT_STATUS_LABELS[status] };
  }

  @ApiRoute(ROUTES.applicationTimeline)
  @Get('timeline')
  @ApiOperation({ summary: 'Historia de la postulación para el postulante: cada cambio de estado con su fecha y, al pedir correcciones, las notas' })
  async timeline(@CurrentUser() user: AuthenticatedUser) {
    const entries = await this.queries.timeline(user.id);
    return {
      timeline: entries.map((e) => ({
        status: e.new_status,
        // The award cycle's steps keep the status (an offer, an acceptance, a document): their own name says what happened.
        status_es: APPLICANT_AWARD_EVENT_LABELS[e.event_type] ?? APPLICANT_STATUS_LABELS[e.new_status as ApplicationStatus] ?? e.new_status,
        changed_at: e.change_date,
        notes: e.new_status === 'correction_review' ? e.correction_notes : null,
      })),
    };
  }

  @ApiRoute(ROUTES.applicationInfo)
  @Get()
  @ApiOperation({ summary: 'Información final de la postulación (motivación, términos, envío)' })
  async application(@CurrentUser() user: AuthenticatedUser) {
    const row = await this.queries.application(user.id);
    const status = (row?.status ?? 'none') as ApplicationStatus;
    return {
      id: user.id,
      status,
      status_es: APPLICANT_STATUS_LABELS[status],
      motivation: row?.motivation ?? null,
      accepts_terms: row?.accepts_terms ? 1 : 0,
      submission_city: row?.submission_city ?? null,
      submission_date: row?.submission_date ?? null,
      created_at: row?.created_at ?? null,
      submitted_at: row?.submitted_at ?? null,
    };
  }

  @ApiRoute(ROUTES.submitApplication)
  @Post('submit')
  @ApiOperation({ summary: 'Paso 9: envía la postulación (o, con correcciones pendientes, reenvía las correcciones)' })
  async submit(@CurrentUser() user: AuthenticatedUser, @Body() body: unknown) {
    const submission = this.rules.parse('application_info', body);
    const recorded: ApplicationEvent['type'] = await this.commands.execute(new SubmitApplicationCommand(user.id, submission));
    return success(recorded === 'CorrectionsResubmitted' ? CORRECTIONS_SENT_MESSAGE : SUBMITTED_MESSAGE);
  }

  @ApiRoute(ROUTES.applicationCorrections)
  @Get('corrections')
  @ApiOperation({ summary: 'Correcciones solicitadas: notas y campos marcados por sección' })
  async corrections(@CurrentUser() user: AuthenticatedUser) {
    const row = await this.queries.application(user.id);
    const open = row?.status === 'correction_review';
    const pending = open ? (row.corrections ?? {}) : {};
    const deadline = open ? (row.correction_deadline?.toISOString() ?? null) : null;
    return {
      has_corrections: open,
      correction_notes: open ? row.correction_notes : null,
      corrections: completeCorrections(pending),
      first_step: firstCorrectionStep(pending),
      correction_deadline: deadline,
      correction_deadline_passed: deadline !== null && Date.parse(deadline) < Date.parse(this.rules.context().now),
    };
  }

  @ApiRoute(ROUTES.resubmitCorrections)
  @Post('corrections')
  @ApiOperation({ summary: 'Reenvía la postulación corregida (pasa a correction_applicant)' })
  async resubmit(@CurrentUser() user: AuthenticatedUser) {
    await this.commands.execute(new ChangeApplicationCommand({ type: 'ResubmitCorrections', data: { applicantId: user.id } }));
    return success(CORRECTIONS_SENT_MESSAGE);
  }
}
