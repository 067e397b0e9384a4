import { Body, Controller, Put, Query } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ROUTES } from '@postula/contract';
import { applicantIdQuery } from '@postula/contract';
import type { ApplicantIdQuery } from '@postula/contract';
import { APPLICANT_UPDATED_MESSAGE } from '@postula/contract';
import { applicantEditSchema } from '@postula/validation';
import type { ApplicantEditInput } from '@postula/validation';
import { Roles, STAFF_WRITERS } from '../../auth/access.decorators.js';
import { ApiRoute } from '../../common/api-route.js';
import { ZodValidationPipe } from '../../common/zod-validation.pipe.js';
import { EditApplicantCommand } from './edit-applicant.command.js';

@ApiTags('postulantes')
@ApiBearerAuth()
@Controller('applicants')
export class EditApplicantController {
  constructor(private readonly commands: CommandBus) {}

  @ApiRoute(ROUTES.updateApplicant)
  @Put('update')
  @Roles(...STAFF_WRITERS)
  @ApiOperation({ summary: 'Corrige los datos de la cuenta de un postulante (e-mail e identificación únicos)' })
  async update(@Query(new ZodValidationPipe(applicantIdQuery)) { applicant_id }: ApplicantIdQuery, @Body(new ZodValidationPipe(applicantEditSchema)) body: ApplicantEditInput) {
    await this.commands.execute(new EditApplicantCommand(applicant_id, body));
    return { status: 'success', message: APPLICANT_UPDATED_MESSAGE };
  }
}
