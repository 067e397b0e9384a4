import { Controller, Get, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ROUTES } from '@postula/contract';
import type { ListApplicantsQuery } from '@postula/contract';
import { listApplicantsQuery } from '@postula/contract';
import { Roles, STAFF_READERS } from '../../auth/access.decorators.js';
import { ApiRoute } from '../../common/api-route.js';
import { ZodValidationPipe } from '../../common/zod-validation.pipe.js';
import { ApplicantsList } from './list-applicants.query.js';

@ApiTags('postulantes')
@ApiBearerAuth()
@Controller('applicants')
export class ListApplicantsController {
  constructor(private readonly list: ApplicantsList) {}

  @ApiRoute(ROUTES.applicants)
  @Get()
  @Roles(...STAFF_READERS)
  @ApiOperation({ summary: 'Lista las cuentas de postulantes con filtros (nombres, e-mail, identificación, día del último acceso, nunca ingresó); 20 por página' })
  find(@Query(new ZodValidationPipe(listApplicantsQuery)) query: ListApplicantsQuery) {
    return this.list.find(query);
  }
}
