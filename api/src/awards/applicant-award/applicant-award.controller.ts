import { Body, Controller, Get, Inject, Post, Req, StreamableFile } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiConsumes, ApiOperation, ApiTags } from '@nestjs/swagger';
import { declineAwardSchema, ROUTES, type ApplicationAward, type DeclineAwardInput } from '@postula/contract';
import { APPLICANT_AWARD_STATUS_LABELS, AWARD_MESSAGES as M, DomainError } from '@postula/domain';
import type { AppConfig } from '@postula/platform';
import type { FastifyRequest } from 'fastify';
import { ApplicationQueries } from '../../applications/queries/application-queries.js';
import { readMultipartForm } from '../../applications/uploads/multipart-form.js';
import { CurrentUser, Roles } from '../../auth/access.decorators.js';
import type { AuthenticatedUser } from '../../auth/access.decorators.js';
import { ApiRoute } from '../../common/api-route.js';
import { attachment } from '../../common/content-disposition.js';
import { ZodValidationPipe } from '../../common/zod-validation.pipe.js';
import { PDF_TYPE, renderPdf } from '../../exports/pdf/pdf-renderer.js';
import { CONFIG } from '../../platform/platform.tokens.js';
import { awardDocuments, iso, type DeliveredDocument } from '../award-documents.view.js';
import { AwardsQuery } from '../awards.query.js';
import { AnswerAwardCommand } from './answer-award.command.js';
import { commitmentLetterDocument, confirmedRepresentative } from './commitment-letter.document.js';
import { UploadAwardDocumentsCommand } from './upload-award-documents.command.js';

/** The applicant's side of the award cycle: their offer or place on the waiting list, the answer, the documents. */
@ApiTags('beca')
@ApiBearerAuth()
@Roles('user')
@Controller('application/award')
export class ApplicantAwardController {
  constructor(
    private readonly commands: CommandBus,
    private readonly query: AwardsQuery,
    private readonly applications: ApplicationQueries,
    @Inject(CONFIG) private readonly config: AppConfig,
  ) {}

  @ApiRoute(ROUTES.applicationAward)
  @Get()
  @ApiOperation({ summary: 'La oferta de beca (estado, plazo, documentos) o el puesto en la lista de espera' })
  async award(@CurrentUser() user: AuthenticatedUser): Promise<{ award: ApplicationAward }> {
    const row = await this.query.award(user.id);
    const waiting = row?.status === 'waiting' ? await this.query.waitingPosition(user.id, this.config.award.waitingListOrder) : null;
    const offered = row && row.status !== 'waiting';
    return {
      award: {
        status: row?.status ?? null,
        status_es: row ? APPLICANT_AWARD_STATUS_LABELS[row.status] : null,
        accept_by: iso(row?.accept_by ?? null),
        offered_at: iso(row?.offered_at ?? null),
        answered_at: iso(row?.answered_at ?? null),
        promoted: row?.promoted ?? false,
        documents: offered ? awardDocuments(this.config.award, row.documents) : [],
        waiting_position: waiting?.position ?? null,
        waiting_total: waiting?.total ?? null,
      },
    };
  }

  @ApiRoute(ROUTES.acceptAward)
  @Post('accept')
  @ApiOperation({ summary: 'Acepta la beca ofrecida (definitivo); 409 fuera de una oferta vigente' })
  async accept(@CurrentUser() user: AuthenticatedUser) {
    await this.commands.execute(new AnswerAwardCommand(user.id, 'accept'));
    return { status: 'success' as const, message: M.accepted };
  }

  @ApiRoute(ROUTES.declineAward)
  @Post('decline')
  @ApiOperation({ summary: 'Renuncia a la beca ofrecida (motivo opcional); el cupo pasa al primero de la lista de espera; 409 fuera de una oferta vigente' })
  async decline(@CurrentUser() user: AuthenticatedUser, @Body(new ZodValidationPipe(declineAwardSchema)) input: DeclineAwardInput) {
    await this.commands.execute(new AnswerAwardCommand(user.id, 'decline', input.reason ?? null));
    return { status: 'success' as const, message: M.declined };
  }

  @ApiRoute(ROUTES.uploadAwardDocuments)
  @Post('documents')
  @ApiConsumes('multipart/form-data')
  @ApiOperation({ summary: 'Sube los documentos de la beca (multipart, un archivo por tipo: commitment_letter, notarized_id, enrolment_certificate); solo con la beca aceptada' })
  async upload(@CurrentUser() user: AuthenticatedUser, @Req() request: FastifyRequest) {
    const form = await readMultipartForm(request);
    const documents = await this.commands.execute<UploadAwardDocumentsCommand, Record<string, DeliveredDocument>>(new UploadAwardDocumentsCommand(user.id, form.files, form.fields.document_type));
    return { status: 'success' as const, message: M.documentsSaved, documents: awardDocuments(this.config.award, documents) };
  }

  @ApiRoute(ROUTES.awardLetter)
  @Get('letter')
  @ApiOperation({ summary: 'Carta de compromiso en PDF para imprimir y firmar (con la línea del representante si era menor de edad el día de la decisión)' })
  async letter(@CurrentUser() user: AuthenticatedUser) {
    const [row, scholar, representative] = await Promise.all([this.query.award(user.id), this.query.scholar(user.id), this.applications.legalRepresentative(user.id)]);
    if (!row?.offered_at || !scholar || (row.status !== 'offered' && row.status !== 'accepted')) throw new DomainError('conflict', row ? M.offerClosed : M.noAward);
    const pdf = await renderPdf(commitmentLetterDocument({ ...scholar, representative: confirmedRepresentative(representative) }, this.config.programme, row.offered_at));
    return new StreamableFile(pdf, { type: PDF_TYPE, disposition: attachment('carta-de-compromiso.pdf') });
  }
}
