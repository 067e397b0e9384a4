import { Controller, Get, Inject, Query, StreamableFile } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import { listAwardsQuery, NO_DATA_MESSAGE, pageOf, ROUTES, waitingListQuery, type ListAwardsQuery, type WaitingListQuery } from '@postula/contract';
import { AWARD_STATUS_LABELS, DomainError } from '@postula/domain';
import { CLOCK, type AppConfig, type Clock } from '@postula/platform';
import { dayIn } from '@postula/validation';
import { Roles, STAFF_READERS } from '../../auth/access.decorators.js';
import { ApiRoute } from '../../common/api-route.js';
import { attachment } from '../../common/content-disposition.js';
import { ZodValidationPipe } from '../../common/zod-validation.pipe.js';
import { XLSX_TYPE } from '../../exports/applications-excel/applications-workbook.js';
import { CONFIG } from '../../platform/platform.tokens.js';
import { awardDocuments, iso } from '../award-documents.view.js';
import { AwardsQuery } from '../awards.query.js';
import { awardsWorkbook } from './awards-workbook.js';

/** The staff's 'Becas' (reads): every role of the staff reads them; only superadmins act (award-actions.controller.ts). */
@ApiTags('becas')
@ApiBearerAuth()
@Roles(...STAFF_READERS)
@Controller('awards')
export class AwardsController {
  constructor(
    private readonly query: AwardsQuery,
    @Inject(CONFIG) private readonly config: AppConfig,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  @ApiRoute(ROUTES.awards)
  @Get()
  @ApiOperation({ summary: 'Ofertas de beca con el postulante, estado, plazo, respuesta y documentos (20 por página; filtro por estado)' })
  async list(@Query(new ZodValidationPipe(listAwardsQuery)) q: ListAwardsQuery) {
    const { rows, total } = await this.query.page(q.status, q.page, q.per_page);
    const data = rows.map((r) => {
      const documents = awardDocuments(this.config.award, r.documents);
      return {
        application_id: r.application_id,
        applicant_name: r.applicant_name,
        identification: r.identification,
        email: r.email,
        status: r.status as Exclude<typeof r.status, 'waiting'>,
        status_es: AWARD_STATUS_LABELS[r.status],
        offered_at: iso(r.offered_at)!,
        accept_by: iso(r.accept_by)!,
        answered_at: iso(r.answered_at),
        promoted: r.promoted,
        documents_total: documents.length,
        documents_delivered: documents.filter((d) => d.uploaded).length,
        documents_verified: documents.filter((d) => d.verified).length,
        documents,
      };
    });
    return pageOf(data, total, q.page, q.per_page);
  }

  @ApiRoute(ROUTES.awardsSummary)
  @Get('summary')
  @ApiOperation({ summary: 'Cupos, ofertas pendientes, aceptadas, rechazadas, vencidas, renuncias, lista de espera y cupos libres' })
  async summary() {
    const c = await this.query.counts();
    const n = (status: string) => c[status] ?? 0;
    const places = this.config.places;
    return {
      places,
      offered: n('offered'),
      accepted: n('accepted'),
      declined: n('declined'),
      expired: n('expired'),
      withdrawn: n('withdrawn'),
      waiting: n('waiting'),
      // An approval held until the results' publication holds its place already.
      free: Math.max(0, places - n('offered') - n('accepted') - n('held')),
    };
  }

  @ApiRoute(ROUTES.waitingList)
  @Get('waiting-list')
  @ApiOperation({ summary: 'La lista de espera en su orden (aprobación o puntaje, según el programa), con el puntaje de cada uno y sus partes' })
  async waitingList(@Query(new ZodValidationPipe(waitingListQuery)) q: WaitingListQuery) {
    const order = this.config.award.waitingListOrder;
    const { rows, total } = await this.query.waitingPage(order, q.page, q.per_page);
    const data = rows.map((r) => ({
      position: Number(r.position),
      application_id: r.application_id,
      applicant_name: r.applicant_name,
      identification: r.identification,
      approved_at: iso(r.approved_at)!,
      score: { total: Number(r.score_total), diagnostic: Number(r.score_diagnostic), academic: Number(r.score_academic), income: Number(r.score_income) },
    }));
    return { ...pageOf(data, total, q.page, q.per_page), order };
  }

  @ApiRoute(ROUTES.awardsExcel)
  @Get('excel')
  @ApiOperation({ summary: 'Excel (xlsx) de los becarios (ofertas vigentes y aceptadas) con el estado de cada documento' })
  async excel() {
    const rows = await this.query.awarded();
    if (!rows.length) throw new DomainError('not_found', NO_DATA_MESSAGE);
    const name = `becas-${dayIn(this.clock.now(), this.config.programme.timezone)}.xlsx`;
    return new StreamableFile(await awardsWorkbook(rows, this.config.award), { type: XLSX_TYPE, disposition: attachment(name) });
  }
}
