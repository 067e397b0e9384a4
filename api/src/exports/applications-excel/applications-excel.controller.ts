import { Controller, Get, Inject, Query, StreamableFile } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ROUTES } from '@postula/contract';
import { excelQuery, NO_DATA_MESSAGE } from '@postula/contract';
import type { ExcelQuery } from '@postula/contract';
import { DomainError } from '@postula/domain';
import { CLOCK, type AppConfig } from '@postula/platform';
import type { Clock } from '@postula/platform';
import { dayIn } from '@postula/validation';
import type pg from 'pg';
import { Roles, STAFF_READERS } from '../../auth/access.decorators.js';
import { ApiRoute } from '../../common/api-route.js';
import { attachment } from '../../common/content-disposition.js';
import { ZodValidationPipe } from '../../common/zod-validation.pipe.js';
import { CONFIG, PG_POOL } from '../../platform/platform.tokens.js';
import { exportRows } from './applications-excel.query.js';
import type { ExportRow } from './applications-excel.query.js';
import { applicationsWorkbook, XLSX_TYPE } from './applications-workbook.js';

/** File-name labels of staff-side.md section 7, plus approved_out (not in the spec's dropdown) and every status. */
const FILE_LABELS: Record<ExcelQuery['status'], string> = {
  all: 'todas',
  started: 'iniciadas',
  submitted: 'enviadas',
  under_review: 'en-revision',
  correction_review: 'correcciones-solicitadas',
  correction_applicant: 'correcciones-pendientes',
  approved: 'aprobadas',
  approved_out: 'aprobadas-sin-cupo',
  rejected: 'rechazadas',
  award_expired: 'becas-no-aceptadas-a-tiempo',
  award_declined: 'becas-rechazadas',
};


async function* prepend<T>(first: T, rest: AsyncGenerator<T>): AsyncGenerator<T> {
  yield first;
  yield* rest;
}

@ApiTags('exportaciones')
@ApiBearerAuth()
@Controller('applications')
export class ApplicationsExcelController {
  constructor(
    @Inject(CONFIG) private readonly config: AppConfig,
    @Inject(PG_POOL) private readonly pool: pg.Pool,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  @ApiRoute(ROUTES.applicationsExcel)
  @Get('excel')
  @Roles(...STAFF_READERS)
  @ApiOperation({ summary: 'Excel (xlsx) con una fila por aplicación del estado elegido, generado en streaming desde un cursor' })
  async excel(@Query(new ZodValidationPipe(excelQuery)) query: ExcelQuery) {
    const batches = exportRows(this.pool, query.status, this.config.programme.timezone);
    // The first batch decides between 404 and a file, before any byte is sent.
    const first = await batches.next();
    if (first.done) throw new DomainError('not_found', NO_DATA_MESSAGE);
    const name = `postulaciones-${FILE_LABELS[query.status]}-${dayIn(this.clock.now(), this.config.programme.timezone)}.xlsx`;
    return new StreamableFile(applicationsWorkbook(prepend<ExportRow[]>(first.value, batches)), { type: XLSX_TYPE, disposition: attachment(name) });
  }
}
