import { Controller, Get, Inject } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { ROUTES } from '@postula/contract';
import { Public } from '../auth/access.decorators.js';
import { documentChecklist, examMinimumNotice, isApplicationPeriodOpen } from '@postula/domain';
import { CLOCK } from '@postula/platform';
import type { AppConfig, Clock } from '@postula/platform';
import { ApiRoute } from '../common/api-route.js';
import { CONFIG } from '../platform/platform.tokens.js';

@ApiTags('público')
@Public()
@Controller('public')
export class PublicProgrammeController {
  constructor(
    @Inject(CONFIG) private readonly config: AppConfig,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  @ApiRoute(ROUTES.publicProgramme)
  @Get('programme')
  @ApiOperation({ summary: 'Datos públicos del programa: calendario, plazas, contactos, documentos que pide el formulario, mínimo del examen y si las postulaciones están abiertas' })
  programmeFacts() {
    const now = this.clock.now();
    return {
      ...this.config.programme,
      deadline: this.config.applicationDeadline,
      applications_open: isApplicationPeriodOpen(now, this.config.applicationDeadline),
      server_time: now,
      // What the rules decide, so the landing promises exactly what the form and the review will ask.
      required_documents: documentChecklist(),
      exam_minimum_notice: examMinimumNotice(this.config.programme.exam.minCorrectAnswers),
    };
  }
}
